/** Where a session's sampling decision is kept: `1` (sampled) or `0`, decided once per tab session. */
export const RUM_SESSION_KEY = 'forkful:rum';

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(RUM_SESSION_KEY);
  } catch {
    return null;
  }
}

/** Whether this session was already found not to be sampled (then nothing is even watched). */
export function sessionOptedOut(): boolean {
  return stored() === '0';
}

/**
 * Whether this session's events are sent: decided on its first page with `rate` (0 to 1; missing: 1) and kept for the
 * session, so a session is measured whole or not at all. Without sessionStorage, decided for this page alone.
 */
export function sessionSampled(rate = 1): boolean {
  let decision = stored();
  if (decision !== '0' && decision !== '1') {
    decision = Math.random() < rate ? '1' : '0';
    try {
      window.sessionStorage.setItem(RUM_SESSION_KEY, decision);
    } catch {
      // This page only.
    }
  }
  return decision === '1';
}
