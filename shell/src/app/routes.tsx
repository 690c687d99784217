import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteModuleId } from '@forkful/contracts';
import { Loading } from '@forkful/ui';
import { RequireSignedOut, RequireSignIn } from '../features/auth/components/route-guards';
import { Layout } from '../features/layout/components/layout';
import { PreviewBanner } from '../features/remotes/preview-banner';
import { RemotePage } from '../features/remotes/remote-page';
import { AppErrorPage } from './app-error-page';

const remote = (id: RemoteModuleId) => <RemotePage id={id} />;

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

/** Every route of Forkful: the shell's own auth pages and, lazily, each remote's pages. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout banner={<PreviewBanner />} />,
    // Last resort when the layout itself fails.
    errorElement: <AppErrorPage />,
    children: [
      {
        // Errors inside a page keep the header and footer.
        errorElement: <AppErrorPage />,
        children: [
          { index: true, element: remote('mfe_public/HomePage') },
          { path: 'about', element: remote('mfe_public/AboutPage') },
          { path: 'contact', element: remote('mfe_public/ContactPage') },
          { path: 'support', element: remote('mfe_public/SupportPage') },
          { path: 'terms', element: remote('mfe_public/TermsPage') },
          { path: 'privacy', element: remote('mfe_public/PrivacyPage') },
          { path: '404', element: remote('mfe_public/NotFoundPage') },
          { path: 'all-recipes', element: remote('mfe_recipes/AllRecipesPage') },
          { path: 'cooks/:uid', element: remote('mfe_recipes/CookPage') },
          { path: 'forget-password', element: forgetPasswordPage },
          {
            element: <RequireSignedOut />,
            children: [
              { path: 'login', element: loginPage },
              { path: 'register', element: registerPage },
            ],
          },
          {
            element: <RequireSignIn />,
            children: [
              { path: 'recipes/:id', element: remote('mfe_recipes/RecipeDetailPage') },
              {
                path: 'dashboard',
                element: remote('mfe_dashboard/DashboardLayout'),
                children: [
                  { index: true, element: remote('mfe_dashboard/OverviewPage') },
                  { path: 'all-recipes', element: remote('mfe_recipes/AllRecipesPage') },
                  { path: 'my-recipes', element: remote('mfe_dashboard/MyRecipesPage') },
                  { path: 'add-recipe', element: remote('mfe_dashboard/AddRecipePage') },
                  { path: 'saved', element: remote('mfe_dashboard/SavedRecipesPage') },
                ],
              },
              { path: 'my-recipes', element: remote('mfe_dashboard/MyRecipesPage') },
              { path: 'add-recipe', element: remote('mfe_dashboard/AddRecipePage') },
            ],
          },
          { path: '*', element: remote('mfe_public/NotFoundPage') },
        ],
      },
    ],
  },
];
