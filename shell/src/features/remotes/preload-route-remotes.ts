import { modulesAt, type RemoteRegistry } from '@forkful/topology';
import type { RemoteLoader } from './remote-loader';

/**
 * Starts loading the current page's remote modules (a layout, then its page: manifest, remoteEntry, chunks) while
 * React renders the shell, instead of after the layout has rendered. Failures are left to the page's own load, which
 * shows the fallback. The registry is the one the routes were built from, so both name the same modules.
 */
export function preloadRouteRemotes(registry: Pick<RemoteRegistry, 'remotes'>, pathname: string, loader: RemoteLoader): void {
  for (const id of modulesAt(registry, pathname)) loader.load(id).catch(() => undefined);
}
