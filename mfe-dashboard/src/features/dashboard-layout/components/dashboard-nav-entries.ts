import { useSyncExternalStore } from 'react';
import { navigationStore } from '@forkful/runtime';
import type { NavEntry, RemoteRoutes } from '@forkful/topology';
import ownRoutes from '../../../routes.json';
import { MODERATION_NAV_ENTRY, useHasRole } from '../../moderation';

const NO_ENTRIES: readonly NavEntry[] = [];

/** The dashboard-slot entries of `entries`, in order (ties keep their order). */
function dashboardSlot(entries: readonly NavEntry[]): NavEntry[] {
  return entries.filter((entry) => entry.slot === 'dashboard').sort((a, b) => a.order - b.order);
}

/** This remote's own dashboard entries, from its route module. */
export const OWN_DASHBOARD_ENTRIES = dashboardSlot((ownRoutes as RemoteRoutes).nav);

/**
 * What the dashboard's navigation links: the dashboard-slot entries every live remote declares, as the shell keeps them
 * in its navigation store (shared `@forkful/runtime`); this remote's own when the store has none (the standalone page,
 * tests).
 */
export function dashboardNavEntries(shared: readonly NavEntry[] | undefined): NavEntry[] {
  const live = dashboardSlot(shared ?? NO_ENTRIES);
  return live.length > 0 ? live : OWN_DASHBOARD_ENTRIES;
}

/** `entries` with `extra` in its place by order (after the entries of the same order). */
export function withEntry(entries: readonly NavEntry[], extra: NavEntry): NavEntry[] {
  return dashboardSlot([...entries, extra]);
}

/** The dashboard's links, with Moderation for an account whose token carries the moderator role. */
export function useDashboardNavEntries(): NavEntry[] {
  const entries = useSyncExternalStore(navigationStore.subscribe, () => navigationStore.getState().entries);
  const moderator = useHasRole('moderator');
  const links = dashboardNavEntries(entries);
  return moderator ? withEntry(links, MODERATION_NAV_ENTRY) : links;
}
