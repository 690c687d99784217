import type { SessionUser } from '@forkful/runtime';

/**
 * Who was signed in on this browser last time, remembered beside Firebase's own session (IndexedDB), so the header
 * and the protected pages can show the signed-in state at the first paint while the Firebase SDK loads later.
 */
export const SESSION_HINT_KEY = 'forkful:session-hint';

export function readSessionHint(storage: Storage | undefined = safeLocalStorage()): SessionUser | null {
  try {
    const value = storage?.getItem(SESSION_HINT_KEY);
    if (!value) return null;
    const user = JSON.parse(value) as SessionUser;
    return typeof user?.uid === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(user: SessionUser | null, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    if (user) storage?.setItem(SESSION_HINT_KEY, JSON.stringify(user));
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage full or blocked: the next visit starts signed out until Firebase answers.
  }
}

/** This browser's localStorage, or undefined where reading it throws (storage blocked). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
