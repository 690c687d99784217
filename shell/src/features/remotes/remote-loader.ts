import type { ComponentType } from 'react';
import type { RemoteRegistry } from '@forkful/topology';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { recordRum } from '../rum';
import { TimeoutError, withTimeout } from './with-timeout';

/**
 * How long one remote module may take (manifest, remoteEntry and chunks) before its area shows the fallback: a
 * hanging remote costs at most this, within 5 s. A healthy one loads in well under 1 s on loopback.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

/**
 * A remote module, `"<federationName>/<Module>"` (`mfe_recipes/AllRecipesPage`): a plain string, since the remotes
 * and their modules are known only at run time (their route modules in /remotes.json).
 */
export type RemoteModuleId = string;

/** Loads a remote's exposed page component; the shell's components depend on this interface only. */
export interface RemoteLoader {
  load(id: RemoteModuleId): Promise<ComponentType>;
  /** Forgets a failed attempt so that the next load fetches the remote again. */
  reset(id: RemoteModuleId): void;
  /**
   * The server's loader only: the page, already loaded before rendering began (the server renders synchronously, and
   * its remotes' containers load first), or undefined when it did not load in time: the area is left to the browser.
   */
  loaded?(id: RemoteModuleId): ComponentType | undefined;
}

/** The federation name of the remote a module id belongs to (`mfe_recipes/AllRecipesPage` -> `mfe_recipes`). */
export function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

/** Federation name -> the manifest URL it was registered with (for reset). */
let registered = new Map<string, string>();

/** Registers every remote of the registry with the federation runtime (nothing is fetched yet). */
export function registerForkfulRemotes(registry: Pick<RemoteRegistry, 'remotes'>): void {
  registered = new Map(registry.remotes.map((remote) => [remote.name, remote.manifest]));
  registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));
}

/** The federation runtime's loader, with a timeout so that a remote that never answers cannot hang its area. */
export const federationRemoteLoader: RemoteLoader = {
  async load(id) {
    try {
      const module = await withTimeout(
        loadRemote<{ default?: ComponentType }>(id),
        REMOTE_LOAD_TIMEOUT_MS,
        `${id} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`,
      );
      const Page = module?.default;
      // A component is a function, or an object for memo/forwardRef/lazy wrappers.
      if (!Page || (typeof Page !== 'function' && typeof Page !== 'object')) {
        throw new Error(`${id} did not provide a page component`);
      }
      return Page;
    } catch (error) {
      // Pages, layouts and extension slots all load through here: real-user monitoring counts the failed remote.
      recordRum({ kind: 'remote-failure', remote: remoteNameOf(id), reason: error instanceof TimeoutError ? 'timeout' : 'load', error });
      throw error;
    }
  },

  reset(id) {
    const name = remoteNameOf(id);
    const entry = registered.get(name);
    if (!entry) return;
    // When the remote's container never arrived (server down, or a manifest or remoteEntry request that hung),
    // re-registering drops the runtime's cached manifest and pending entry load, so Retry really fetches again.
    // A container that did load stays: webpack retries a failed chunk by itself on the next import.
    const cached = getInstance()?.moduleCache.get(name) as { remoteEntryExports?: unknown } | undefined;
    if (!cached?.remoteEntryExports) registerRemotes([{ name, entry }], { force: true });
  },
};
