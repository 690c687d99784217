import { useNavEntries, useSession, type NavEntry, type NavSlot, type SessionStatus } from '@forkful/contracts';

/** Whether an entry shows for this session: 'signed-in'/'signed-out' entries only then (neither while loading). */
export function visibleTo(status: SessionStatus, entry: Pick<NavEntry, 'show'>): boolean {
  if (entry.show === 'signed-in') return status === 'signed-in';
  if (entry.show === 'signed-out') return status === 'signed-out';
  return true;
}

/** The links the live remotes declare for one slot (navigationStore), in order, as this session sees them. */
export function useSlotLinks(slot: NavSlot): NavEntry[] {
  const status = useSession((state) => state.status);
  return useNavEntries(slot).filter((entry) => visibleTo(status, entry));
}
