import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { REMOTES, type RemoteModuleId } from '@forkful/contracts';
import type { RemoteLoader } from './remote-loader';

/** The remote modules whose pages the routes show at `pathname` (a layout and its page, say). */
export function remoteModulesAt(routes: RouteObject[], pathname: string): RemoteModuleId[] {
  const known = new Set(Object.entries(REMOTES).flatMap(([name, modules]) => modules.map((m) => `${name}/${m.replace(/^\.\//, '')}`)));
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.element)
    .filter(isValidElement)
    .map((element) => (element.props as { id?: unknown }).id)
    .filter((id): id is RemoteModuleId => typeof id === 'string' && known.has(id));
}

/**
 * Starts loading the current page's remote modules (manifest, remoteEntry, chunks) while React renders the shell,
 * instead of after the layout has rendered. Failures are left to the page's own load, which shows the fallback.
 */
export function preloadRouteRemotes(routes: RouteObject[], pathname: string, loader: RemoteLoader): void {
  for (const id of remoteModulesAt(routes, pathname)) loader.load(id).catch(() => undefined);
}
