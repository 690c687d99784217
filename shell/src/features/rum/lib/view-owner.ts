import type { RumTag } from '@forkful/domain';
import { claimCovers, type RegistryRemote } from '@forkful/topology';
import { SHELL_TAG } from './rum-state';

/**
 * The route pattern of a page from the router's matches (`/recipes/:id`, `/dashboard/all-recipes`, `/*` for the
 * catch-all): never the path itself, which holds ids.
 */
export function patternOf(matches: readonly { route: { path?: string } }[] | null): string {
  let pattern = '';
  for (const { route } of matches ?? []) {
    const { path } = route;
    if (path) pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern || '/';
}

/**
 * Which app owns the page of `pattern`: the mounted remote whose claims cover it, the one that serves the catch-all
 * page for `/*`, else the shell (its own pages, and its not-found page when no remote serves one).
 */
export function ownerOf(pattern: string, remotes: readonly Pick<RegistryRemote, 'app' | 'version' | 'routes'>[]): RumTag {
  const remote = pattern === '/*'
    ? remotes.find(({ routes }) => routes.pages.some((page) => page.catchAll === true))
    : remotes.find(({ routes }) => routes.claims.some((claim) => claimCovers(claim, pattern)));
  return remote ? { app: remote.app, version: remote.version } : SHELL_TAG;
}
