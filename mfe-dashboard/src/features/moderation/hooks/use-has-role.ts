import { useEffect, useState } from 'react';
import type { AccountRole } from '@forkful/domain';
import { useSession, type SessionState } from '@forkful/runtime';

/**
 * Whether an ID token (a JWT) carries `role` in its `roles` claim. It reads the payload without verifying it: this only
 * decides what the page offers (a link), and the API checks the verified token on every request. Anything that is not
 * a JWT with a JSON payload is no role.
 */
export function tokenHasRole(token: string | null | undefined, role: AccountRole): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    // atob gives the UTF-8 bytes one per character: a name's accents come out garbled, the ASCII role names do not.
    const claims: unknown = JSON.parse(atob(base64));
    const roles = (claims as { roles?: unknown } | null)?.roles;
    return Array.isArray(roles) && roles.includes(role);
  } catch {
    return false;
  }
}

/**
 * Whether the signed-in account holds `role`, read from the session's ID token (false while it is read, and when
 * signed out). Asked again whenever the session changes (sign-in, sign-out, another account).
 */
export function useHasRole(role: AccountRole): boolean {
  const status = useSession((session) => session.status);
  const getIdToken = useSession((session) => session.getIdToken);
  // Only a yes is kept (for the session and role it was read for): a no leaves null as it is, with no render.
  const [granted, setGranted] = useState<{ from: SessionState['getIdToken']; role: AccountRole } | null>(null);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    getIdToken().then(
      (token) => current && setGranted(tokenHasRole(token, role) ? { from: getIdToken, role } : null),
      () => current && setGranted(null),
    );
    return () => {
      current = false;
    };
  }, [status, getIdToken, role]);

  return status === 'signed-in' && granted?.from === getIdToken && granted.role === role;
}
