import { Outlet, type RouteObject } from 'react-router-dom';
import type { RemoteRegistry } from '@forkful/topology';
import { Layout } from '../features/layout/components/layout';
import { ExtensionsProvider } from '../features/remotes/extensions-provider';
import { PreviewBanner } from '../features/remotes/preview-banner';
import { RouteErrorBoundary } from './app-error-page';
import { mountRemotes } from './mount-remotes';
import { guarded, pageElement } from './remote-route-objects';
import { ShellNotFoundPage } from './shell-not-found-page';
import { shellPageRoutes } from './shell-pages';

/**
 * Every route of Forkful: the shell's own auth pages and whatever pages the live remotes declare (their route
 * modules, in /remotes.json), loaded lazily. Paths no one claims get the catch-all page of the live remote that
 * declares one, or the shell's own not-found page.
 */
export function buildRoutes(registry: Pick<RemoteRegistry, 'remotes'>): RouteObject[] {
  const mounted = mountRemotes(registry);
  const served = mounted.find(({ catchAll }) => catchAll);
  const notFound = served?.catchAll ? pageElement(served.remote.name, served.catchAll) : <ShellNotFoundPage />;
  const catchAll = (route: RouteObject) => guarded(served?.catchAll?.access, route);
  // A splat route does not match the layout's own `/`: when no live remote serves the home page, say so there too.
  const homeServed = mounted.some(({ remote }) => remote.routes.pages.some((page) => page.path === '/'));
  // The mounted remotes' contributions to other remotes' pages (extension slots), below every page.
  const contributors = mounted.map(({ remote }) => remote);
  return [
    {
      path: '/',
      // Last resort when the layout itself fails.
      element: (
        <ExtensionsProvider remotes={contributors}>
          <RouteErrorBoundary>
            <Layout banner={<PreviewBanner />} />
          </RouteErrorBoundary>
        </ExtensionsProvider>
      ),
      children: [
        {
          // Errors inside a page keep the header and footer.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            ...shellPageRoutes,
            ...mounted.flatMap(({ routes }) => routes),
            ...(homeServed ? [] : [catchAll({ index: true, element: notFound })]),
            catchAll({ path: '*', element: notFound }),
          ],
        },
      ],
    },
  ];
}
