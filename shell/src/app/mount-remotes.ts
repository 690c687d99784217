import type { RouteObject } from 'react-router-dom';
import { claimsOverlap, pagesOutsideClaims, shellPathTakenBy, type RegistryRemote, type RemotePageDeclaration, type RemoteRegistry } from '@forkful/topology';
import { remoteRoutesOf } from './remote-route-objects';

/** A remote the shell mounts: its routes and, for the one remote that serves it, the page for unclaimed paths. */
export interface MountedRemote {
  remote: RegistryRemote;
  routes: RouteObject[];
  catchAll?: RemotePageDeclaration;
}

/** Why a remote's claims cannot be mounted after `earlier`, or undefined when they can. */
function claimProblem(remote: RegistryRemote, earlier: readonly RegistryRemote[]): string | undefined {
  const { claims } = remote.routes;
  if (!claims.length || !claims.every((claim) => typeof claim === 'string' && claim.startsWith('/'))) return 'its claims are not paths';
  for (const claim of claims) {
    const own = shellPathTakenBy(claim);
    if (own) return `its claim ${claim} overlaps the shell's own page ${own}`;
    for (const other of earlier) {
      const taken = other.routes.claims.find((theirs) => claimsOverlap(claim, theirs));
      if (taken) return `its claim ${claim} overlaps ${other.name}'s claim ${taken} (listed first, mounted)`;
    }
  }
  // Claims are what the checks above compare: a page outside them could shadow another remote's unnoticed.
  const [outside] = pagesOutsideClaims(remote.routes);
  return outside ? `its page ${outside} is outside its claims` : undefined;
}

/**
 * The registry's remotes the shell can mount, in registry order: a remote whose claims overlap an earlier mounted
 * remote's or the shell's own pages, or whose routes cannot be built, is left out (with a console error naming why),
 * so that one bad deploy costs its own pages only. Deterministic: mounting the result again keeps every remote.
 */
export function mountRemotes(registry: Pick<RemoteRegistry, 'remotes'>): MountedRemote[] {
  const mounted: MountedRemote[] = [];
  let catchAllFrom: string | undefined;
  for (const remote of registry.remotes) {
    try {
      const problem = claimProblem(remote, mounted.map((m) => m.remote));
      if (problem) {
        console.error(`[forkful] ${remote.name} is not mounted: ${problem}.`);
        continue;
      }
      const routes = remoteRoutesOf(remote);
      let catchAll = remote.routes.pages.find((page) => page.catchAll === true);
      if (catchAll && catchAllFrom) {
        console.error(`[forkful] ${remote.name}'s catch-all page is ignored: ${catchAllFrom} serves unclaimed paths.`);
        catchAll = undefined;
      }
      if (catchAll) catchAllFrom = remote.name;
      mounted.push({ remote, routes, catchAll });
    } catch (error) {
      console.error(`[forkful] ${remote.name} is not mounted: its routes could not be built:`, error);
    }
  }
  return mounted;
}

/** The registry with only the remotes `mountRemotes` keeps: what navigation, preloads and the router all use. */
export function mountableRegistry(registry: RemoteRegistry): RemoteRegistry {
  return { ...registry, remotes: mountRemotes(registry).map(({ remote }) => remote) };
}
