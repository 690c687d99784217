import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@forkful/contracts';
import { Spinner } from '@forkful/ui';
import { originFrom, rememberOrigin } from '../lib/redirect-memory';

/** Protected routes: a spinner while the session is unknown, /login (remembering where to come back) when signed out. */
export function RequireSignIn() {
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={rememberOrigin(location)} />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes back to where they came from, or home. */
export function RequireSignedOut() {
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status === 'signed-in') return <Navigate to={originFrom(location.state)} replace />;
  return <Outlet />;
}
