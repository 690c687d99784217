import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '@forkful/ui';
import { RequireSignedOut } from '../features/auth/components/route-guards';

/** The sign-in forms (and react-hook-form) load only on their own routes. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
const forgetPasswordPage = lazyPage(() => import('../features/auth/components/forget-password-page').then((m) => m.ForgetPasswordPage));
const loginPage = lazyPage(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const registerPage = lazyPage(() => import('../features/auth/components/register-page').then((m) => m.RegisterPage));

/** The pages the shell serves itself (SHELL_OWN_PATHS, which no remote may claim). */
export const shellPageRoutes: RouteObject[] = [
  { path: 'forget-password', element: forgetPasswordPage },
  {
    element: <RequireSignedOut />,
    children: [
      { path: 'login', element: loginPage },
      { path: 'register', element: registerPage },
    ],
  },
];
