/** Where a session's sampling decision is kept: `1` (sampled) or `0`, decided once per tab session. */
export const RUM_SESSION_KEY = 'forkful:rum';

/**
 * This session's decision (`'1'`: sampled, `'0'`: not), made on its first page with `rate` (0 to 1) and kept for the
 * session, so a session is measured whole or not at all. Without `rate`, only what was decided (null: nothing yet).
 * Without sessionStorage, decided for this page alone.
 */
export function sessionSampling(rate?: number): string | null {
  let decision = null;
  try {
    decision = sessionStorage.getItem(RUM_SESSION_KEY);
  } catch {
    // This page only.
  }
  if (rate === undefined || decision === '0' || decision === '1') return decision;
  decision = Math.random() < rate ? '1' : '0';
  try {
    sessionStorage.setItem(RUM_SESSION_KEY, decision);
  } catch {
    // This page only.
  }
  return decision;
}
