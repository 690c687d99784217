import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// The routes entry alone: plain code with no imports, safe before the async boundary (never the shared runtime).
import { modulesAt, type RemoteRegistry } from '@forkful/topology/routes';
import { yieldToMain } from '../../app/yield-to-main';
import { registryFrom } from './remote-registry';

/**
 * Runs in the shell's first chunk, before React and the other shared modules have arrived: as soon as remotes.json
 * (asked for by public/index.html) answers, the remotes serving the current page start downloading their manifest,
 * entry and page chunks (preloaded, not run: the shared singletons are negotiated later, as usual). Which modules
 * render the page comes from the live remotes' own route declarations in the registry (`modulesAt`).
 * Only plain code here: a shared module (React, @forkful/runtime) cannot be used before the async boundary.
 */

/** The modules that render `pathname`, grouped by remote in order: `[[mfe_dashboard, [DashboardLayout]], ...]`. */
export function earlyRemotePages(registry: Pick<RemoteRegistry, 'remotes'>, pathname: string): Array<[remote: string, exposes: string[]]> {
  const groups = new Map<string, string[]>();
  for (const id of modulesAt(registry, pathname)) {
    const slash = id.indexOf('/');
    const remote = id.slice(0, slash);
    groups.set(remote, [...(groups.get(remote) ?? []), id.slice(slash + 1)]);
  }
  return [...groups];
}

/** A version preview (features/remotes/version-preview.ts) changes the remotes' URLs: leave it to the bootstrap. */
function previewing(): boolean {
  try {
    return /[?&]preview=/.test(window.location.search) || Boolean(window.sessionStorage.getItem('forkful.preview'));
  } catch {
    return true;
  }
}

export function preloadCurrentRemote(pathname = window.location.pathname): void {
  // Read, not taken: app/runtime-config.ts takes the same answer later.
  const remotesFile = window.__forkfulRuntimeFiles?.['/remotes.json'];
  if (!remotesFile || previewing()) return;
  remotesFile
    .then(async (body) => {
      // In a task of its own, not at the end of the one that runs the shell's first chunk (already a long one).
      await yieldToMain();
      const registry = registryFrom(body, () => undefined);
      for (const [remote, exposes] of earlyRemotePages(registry, pathname)) {
        const entry = registry.remotes.find((r) => r.name === remote)?.manifest;
        // A module of a remote the registry does not list fails later, in its own area.
        if (!entry) continue;
        // The same registration the bootstrap makes (registering it again there changes nothing).
        registerRemotes([{ name: remote, entry }]);
        void preloadRemote([{ nameOrAlias: remote, exposes, resourceCategory: 'sync' }]).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
