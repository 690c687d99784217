import { useEffect } from 'react';
import { PRODUCT_NAME } from '@forkful/contracts';

/** Names the browser tab after the page, e.g. "About Us · Forkful". */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
}
