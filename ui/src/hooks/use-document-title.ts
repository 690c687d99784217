import { useEffect } from 'react';
import { PRODUCT_NAME } from '@forkful/contracts';

/** "About Us · Forkful"; just "Forkful" for a page without a name of its own (the home page). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Names the browser tab after the page while it is shown, and gives the previous title back when it goes. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
