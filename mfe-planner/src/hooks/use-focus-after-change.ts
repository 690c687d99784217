import { useEffect, useRef } from 'react';

/**
 * Where focus goes after a write takes away what had it (a moved entry's card is drawn again in its new meal, a removed
 * one is gone): the first of the asked ids that exists once `data` has changed. Asked once, tried once.
 */
export function useFocusAfterChange(data: unknown): (ids: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    ids.map((id) => document.getElementById(id)).find((element) => element !== null)?.focus();
  }, [data]);
  return (ids) => {
    pending.current = ids;
  };
}
