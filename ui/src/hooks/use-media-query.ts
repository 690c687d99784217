import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined;
}

/** Whether a CSS media query matches, following changes live (a phone rotating, a system setting changing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}

/** True when the user asked the operating system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
