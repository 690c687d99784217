import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { moduleIdOf, type PageAccess, type RegistryRemote, type RemotePageDeclaration } from '@forkful/topology';
import { RequireSignedOut, RequireSignIn } from '../features/auth/components/route-guards';
import { RemoteRoutePage } from './remote-route-page';

/**
 * A remote's declared pages (its route module, from /remotes.json) as router routes. The declarations come over the
 * network, so anything unexpected throws here and the caller (mount-remotes.ts) leaves that remote out rather than
 * mounting half of it or guessing. A remote never imports another: a page naming another remote's module
 * (`mfe_recipes/AllRecipesPage` in the dashboard's layout) is loaded through the same loader as any other.
 */

/** Who may open a page; an access the shell does not know throws (closed, not public, by default). */
const GUARDS: Record<PageAccess, ReactElement | undefined> = {
  public: undefined,
  'signed-in': <RequireSignIn />,
  'signed-out': <RequireSignedOut />,
};

/** `route` behind the guard its access asks for: /login (remembering the page) for signed-in pages, and so on. */
export function guarded(access: unknown, route: RouteObject): RouteObject {
  const level = access ?? 'public';
  if (typeof level !== 'string' || !Object.hasOwn(GUARDS, level)) throw new Error(`unknown access ${String(access)}`);
  const guard = GUARDS[level as PageAccess];
  return guard ? { element: guard, children: [route] } : route;
}

/**
 * The element of a page: its module (this remote's, or another's) under its declared title (in each language). Its `owner` is the remote
 * that declares it, whose app and version real-user monitoring tags its views with.
 */
export function pageElement(remoteName: string, page: RemotePageDeclaration): ReactElement {
  if (typeof page?.module !== 'string' || !page.module) throw new Error('a page without a module');
  if (page.title !== undefined && typeof page.title !== 'string') throw new Error(`${page.module}: a title that is not text`);
  // The title in the other languages: read as text per language when shown (inLanguage), whatever the module sent.
  const titles = typeof page.titles === 'object' && page.titles !== null ? page.titles : undefined;
  return <RemoteRoutePage id={moduleIdOf(remoteName, page.module)} title={page.title} titles={titles} owner={remoteName} />;
}

/** A child of a layout page: an index route, or a path relative to the layout's; it takes the layout's access. */
function childRoute(remoteName: string, child: RemotePageDeclaration): RouteObject {
  const element = pageElement(remoteName, child);
  if (child.index === true) return { index: true, element };
  if (typeof child.path !== 'string' || !child.path || child.path.startsWith('/')) {
    throw new Error(`${child.module}: a child page needs a relative path or index: true`);
  }
  return { path: child.path, element };
}

function topRoute(remoteName: string, page: RemotePageDeclaration): RouteObject {
  if (typeof page?.path !== 'string' || !page.path.startsWith('/')) throw new Error('a top-level page needs an absolute path');
  if (page.children !== undefined && !Array.isArray(page.children)) throw new Error(`${page.path}: children that are not a list`);
  // Absolute paths nest under the layout's `/` as they are; children mount in the page's outlet.
  const route: RouteObject = { path: page.path, element: pageElement(remoteName, page) };
  if (page.children?.length) route.children = page.children.map((child) => childRoute(remoteName, child));
  return guarded(page.access, route);
}

/** Every page the remote declares, as routes to mount inside the shell's layout. */
export function remoteRoutesOf(remote: Pick<RegistryRemote, 'name' | 'routes'>): RouteObject[] {
  return remote.routes.pages.map((page) => topRoute(remote.name, page));
}
