import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the reader was on each history entry (by location key), for Back and Forward. */
const positions = new Map<string, number>();

function scrollToFragment(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scrolls as a browser does between documents, which a page changed in place does not get: a new page starts at the
 * top (or at its #fragment), and Back or Forward returns to where the reader was on that entry. The first page of a
 * visit is left to the browser (a reload keeps its place, a link's #fragment is honoured).
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (!mounted.current) {
      mounted.current = true;
    } else if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (!hash || !scrollToFragment(hash)) {
      window.scrollTo(0, 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);
}
