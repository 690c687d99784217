import { useSyncExternalStore } from 'react';
import * as contracts from '@forkful/contracts';
import type { NavEntry, RemoteRoutes } from '@forkful/contracts/core';
import ownRoutes from '../../../routes.json';

/** The part of the shell's navigation store this reads (zustand's vanilla store API). */
interface SharedNavigationStore {
  getState(): { entries: readonly NavEntry[] };
  subscribe(listener: () => void): () => void;
}

const NO_ENTRIES: readonly NavEntry[] = [];
const noSubscription = () => () => {};

/**
 * The shell's navigation store, from the shared `@forkful/contracts` singleton. A namespace read, so a shell whose
 * contracts predate the store gives `undefined` at run time instead of a bundling error.
 */
function sharedNavigationStore(): SharedNavigationStore | undefined {
  return (contracts as { navigationStore?: SharedNavigationStore }).navigationStore;
}

/** The dashboard-slot entries of `entries`, in order (ties keep their order). */
function dashboardSlot(entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((entry) => entry.slot === 'dashboard').sort((a, b) => a.order - b.order);
}

/** This remote's own dashboard entries, from its route module. */
export const OWN_DASHBOARD_ENTRIES = dashboardSlot((ownRoutes as RemoteRoutes).nav);

/**
 * What the dashboard's navigation links: the dashboard-slot entries every live remote declares, as the shell keeps them
 * in its navigation store; this remote's own when the store has none (an older shell without it, the standalone page,
 * tests).
 */
export function dashboardNavEntries(shared: readonly NavEntry[] | undefined): NavEntry[] {
  const live = dashboardSlot(shared ?? NO_ENTRIES);
  return live.length > 0 ? live : OWN_DASHBOARD_ENTRIES;
}

export function useDashboardNavEntries(): NavEntry[] {
  const store = sharedNavigationStore();
  const entries = useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.getState().entries ?? NO_ENTRIES);
  return dashboardNavEntries(entries);
}
