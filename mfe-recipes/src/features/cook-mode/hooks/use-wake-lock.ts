import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while mounted, with the Screen Wake Lock API where the browser has it. The browser drops the lock
 * when the page is hidden, so it is asked for again when the page shows. Returns whether a lock is held.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await wakeLock.request('screen');
        if (!active) {
          void sentinel.release();
          return;
        }
        setHeld(true);
        sentinel.addEventListener('release', () => setHeld(false));
      } catch {
        setHeld(false); // refused (battery saver, policy): cook mode works without it
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return held;
}
