import type { ComponentType } from 'react';
import { moduleIdOf, modulesAt, type RemoteRegistry } from '@forkful/topology';
import { remoteNameOf, type RemoteLoader, type RemoteModuleId } from '../features/remotes/remote-loader';

/** A remote's server container, as the host loads it from the deploy store: its pages by module name. */
export interface ServerContainer {
  pages?: Record<string, unknown>;
}

export type LoadContainer = (remoteName: string) => Promise<ServerContainer>;

/** The modules that render `pathname`: a page (and its layout), or the catch-all page when nobody claims it. */
export function modulesRendering(registry: Pick<RemoteRegistry, 'remotes'>, pathname: string): RemoteModuleId[] {
  const modules = modulesAt(registry, pathname);
  if (modules.length) return modules;
  for (const remote of registry.remotes) {
    const catchAll = remote.routes.pages.find((page) => page.catchAll === true);
    if (catchAll) return [moduleIdOf(remote.name, catchAll.module)];
  }
  return [];
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

/**
 * Loads the containers of the remotes behind `modules` (the host keeps them per version; a slow one is cut at
 * `deadline`), and answers the render's synchronous `loaded(id)` from them. A module whose container did not load is
 * undefined there: its area renders in the browser. Returns the loader and the ids left out.
 */
export async function serverRemoteLoader(
  modules: readonly RemoteModuleId[],
  loadContainer: LoadContainer,
  deadline: number,
): Promise<{ loader: RemoteLoader; missing: RemoteModuleId[] }> {
  const pages = new Map<RemoteModuleId, ComponentType>();
  const remotes = [...new Set(modules.map(remoteNameOf))];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
  });
  const containers = await Promise.all(
    remotes.map((name) => Promise.race([loadContainer(name).catch(() => undefined), late])),
  );
  clearTimeout(timer);
  remotes.forEach((name, i) => {
    const own = containers[i]?.pages;
    if (!own || typeof own !== 'object') return;
    for (const id of modules) {
      if (remoteNameOf(id) !== name) continue;
      const page = Object.hasOwn(own, id.slice(name.length + 1)) ? own[id.slice(name.length + 1)] : undefined;
      if (isComponent(page)) pages.set(id, page);
    }
  });
  const loader: RemoteLoader = {
    load: async (id) => {
      const page = pages.get(id);
      if (!page) throw new Error(`${id} is not loaded on the server`);
      return page;
    },
    reset: () => undefined,
    loaded: (id) => pages.get(id),
  };
  return { loader, missing: modules.filter((id) => !pages.has(id)) };
}
