import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 350;

/** The value, once it has stopped changing for `delayMs` (a search box asks the API once typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
