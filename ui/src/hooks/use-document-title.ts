import { useEffect } from 'react';
import { PRODUCT_NAME } from '@forkful/domain';
import { usePageHead } from '@forkful/runtime';

/** "About Us · Forkful"; just "Forkful" for a page without a name of its own (the home page). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Names the browser tab after the page while it is shown, and gives the previous title back when it goes. On the
 * server (no effects run there) it names the document the server sends.
 */
export function useDocumentTitle(pageTitle?: string): void {
  usePageHead({ title: documentTitle(pageTitle) });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
