import { createContext, useContext, useSyncExternalStore } from 'react';
import { navEntriesOf, navigationStore, useLocale, useSession, type SessionStatus } from '@forkful/runtime';
import { inLanguage, type NavEntry, type NavSlot } from '@forkful/topology';

/** Whether an entry shows for this session: 'signed-in'/'signed-out' entries only then (neither while loading). */
export function visibleTo(status: SessionStatus, entry: Pick<NavEntry, 'show'>): boolean {
  if (entry.show === 'signed-in') return status === 'signed-in';
  if (entry.show === 'signed-out') return status === 'signed-out';
  return true;
}

/** The server renders each request's own navigation (from that request's registry), never the process-wide store. */
const RequestNavEntries = createContext<readonly NavEntry[] | null>(null);
export const RequestNavEntriesProvider = RequestNavEntries.Provider;

const subscribe = navigationStore.subscribe;
const entriesNow = () => navigationStore.getState().entries;

/**
 * The live entries. Hydration reads the store as it is (not its empty initial state): the bootstrap fills it from the
 * same registry the server rendered with, so the header's links match the server's HTML.
 */
function useLiveEntries(): readonly NavEntry[] {
  const requestEntries = useContext(RequestNavEntries);
  const entries = useSyncExternalStore(subscribe, entriesNow, entriesNow);
  return requestEntries ?? entries;
}

/**
 * The links the live remotes declare for one slot (navigationStore), in order, as this session sees them, each
 * labelled in the page's language (the route module's `labels`, else its English `label`).
 */
export function useSlotLinks(slot: NavSlot): NavEntry[] {
  const status = useSession((state) => state.status);
  const locale = useLocale();
  return navEntriesOf(useLiveEntries(), slot)
    .filter((entry) => visibleTo(status, entry))
    .map((entry) => (locale === 'en' ? entry : { ...entry, label: inLanguage(entry.label, entry.labels, locale) }));
}
