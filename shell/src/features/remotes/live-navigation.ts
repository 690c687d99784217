import type { StoreApi } from 'zustand';
import { navigationStore, type NavigationState } from '@forkful/runtime';
import { type NavEntry, type RegistryRemote } from '@forkful/topology';

/**
 * The navigation the shell shows is the live remotes' own (`routes.nav`): filled once from the registry, in its
 * order (ties in a slot keep it), then kept in step with what can actually be reached: a remote whose module fails to
 * load (down, retired, timed out) loses its entries, so no link leads to its fallback everywhere; they come back as
 * soon as one of its modules loads again.
 */
export interface LiveNavigation {
  /** The mounted remotes whose entries to show (all reachable until told otherwise). */
  show(remotes: readonly Pick<RegistryRemote, 'name' | 'routes'>[]): void;
  /** A module of this remote failed to load. */
  unreachable(remoteName: string): void;
  /** A module of this remote loaded. */
  reachable(remoteName: string): void;
}

function isNavEntry(value: unknown): value is NavEntry {
  const entry = value as Partial<NavEntry> | null;
  return (
    typeof entry === 'object' && entry !== null &&
    typeof entry.slot === 'string' && typeof entry.label === 'string' &&
    typeof entry.to === 'string' && typeof entry.order === 'number'
  );
}

export function createLiveNavigation(store: StoreApi<NavigationState>): LiveNavigation {
  let remotes: Array<{ name: string; entries: NavEntry[] }> = [];
  const hidden = new Set<string>();

  const publish = () => {
    store.setState({ entries: remotes.filter(({ name }) => !hidden.has(name)).flatMap(({ entries }) => entries) });
  };

  return {
    show(list) {
      // A malformed entry would only break the header: leave it out.
      remotes = list.map(({ name, routes }) => ({ name, entries: routes.nav.filter(isNavEntry) }));
      hidden.clear();
      publish();
    },
    unreachable(name) {
      if (hidden.has(name)) return;
      hidden.add(name);
      publish();
    },
    reachable(name) {
      if (!hidden.delete(name)) return;
      publish();
    },
  };
}

/** The page's one live navigation, on the shared store the shell and the remotes read (`useNavEntries`). */
export const liveNavigation = createLiveNavigation(navigationStore);
