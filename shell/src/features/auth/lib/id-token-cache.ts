import { safeLocalStorage } from './session-hint';

/**
 * The last ID token Firebase gave this browser, with its expiry, so that a signed-in page can call the API at once
 * without loading the Firebase SDK (28 KB brotli) first. Firebase keeps the same token (and its refresh token) in
 * IndexedDB: this copy exposes nothing more. A token is used only for the user the session hint names and only while
 * it has REFRESH_AHEAD_MS left; after that the SDK loads and refreshes it (auth-service.ts).
 */
const KEY = 'forkful:id-token';
export const REFRESH_AHEAD_MS = 5 * 60_000;

export interface CachedIdToken {
  uid: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The cached token of `uid` while it is good for at least REFRESH_AHEAD_MS more, else null. */
export function readIdToken(uid: string, now = Date.now()): CachedIdToken | null {
  try {
    const cached = JSON.parse(safeLocalStorage()?.getItem(KEY) ?? 'null') as Partial<CachedIdToken> | null;
    if (!cached || cached.uid !== uid || typeof cached.token !== 'string' || typeof cached.expiresAt !== 'number') return null;
    return cached.expiresAt - now >= REFRESH_AHEAD_MS ? (cached as CachedIdToken) : null;
  } catch {
    return null;
  }
}

/** Remembers a token Firebase issued, or forgets it (null: signed out). */
export function writeIdToken(value: CachedIdToken | null): void {
  try {
    if (value) safeLocalStorage()?.setItem(KEY, JSON.stringify(value));
    else safeLocalStorage()?.removeItem(KEY);
  } catch {
    // Storage full or blocked: the next page loads the SDK for its token, as before.
  }
}
