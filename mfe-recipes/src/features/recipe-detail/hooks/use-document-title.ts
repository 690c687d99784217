import { useEffect } from 'react';
import { PRODUCT_NAME } from '@forkful/contracts';

/** Sets "<title> | Forkful" while mounted and restores the previous title afterwards. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
