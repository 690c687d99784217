import { useEffect } from 'react';
import { PRODUCT_NAME } from '@forkful/contracts';

/** "Login · Forkful": the same title format the remotes' pages use. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${PRODUCT_NAME}`;
  }, [pageTitle]);
}
