import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@forkful/runtime';
import { Spinner } from '@forkful/ui';
import { ensureAuth, useSessionIsProvisional } from '../lib/auth-service';
import { originFrom, rememberOrigin } from '../lib/redirect-memory';

/** Starts the identity provider when the session shown is only the remembered guess (auth-service.ts). */
function useConfirmedSession() {
  const provisional = useSessionIsProvisional();
  useEffect(() => {
    if (provisional) void ensureAuth();
  }, [provisional]);
  return provisional;
}

/**
 * Protected routes: a spinner while the session is unknown, /login (remembering where to come back) when signed out.
 * A remembered signed-in user goes through at once (the API calls wait for Firebase's token).
 */
export function RequireSignIn() {
  const status = useSession((state) => state.status);
  const provisional = useConfirmedSession();
  const location = useLocation();
  if (status === 'loading' || (status === 'signed-out' && provisional)) return <Spinner />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={rememberOrigin(location)} />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes back to where they came from, or home. */
export function RequireSignedOut() {
  const status = useSession((state) => state.status);
  useConfirmedSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'signed-in') return <Navigate to={originFrom(location.state)} replace />;
  return <Outlet />;
}
