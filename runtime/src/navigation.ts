import { createStore, useStore } from 'zustand';
import type { NavEntry, NavSlot } from '@forkful/topology/routes';

/**
 * The navigation the live remotes declare (their route modules' `nav`), as the shell shows it: the shell fills this
 * store from `/remotes.json` and drops a remote's entries when it cannot be reached; a remote that renders a slot
 * itself (the dashboard's navigation) reads it here. Part of the shared `@forkful/runtime` singleton.
 */
export interface NavigationState {
  entries: NavEntry[];
}

export const navigationStore = createStore<NavigationState>(() => ({ entries: [] }));

/** The entries of one slot, in order (ties keep the registry's order). */
export function navEntriesOf(entries: readonly NavEntry[], slot: NavSlot): NavEntry[] {
  return entries.filter((entry) => entry.slot === slot).sort((a, b) => a.order - b.order);
}

export function useNavEntries(slot: NavSlot): NavEntry[] {
  const entries = useStore(navigationStore, (state) => state.entries);
  return navEntriesOf(entries, slot);
}
