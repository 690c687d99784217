import { useQuery } from '@tanstack/react-query';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';

/** The moderation queue's keys, per account: a moderator's queue is never shown to the next account on the page. */
export const moderationQueryKeys = {
  all: ['moderation'] as const,
  queue: (uid: string) => [...moderationQueryKeys.all, 'queue', uid] as const,
};

/** GET /moderation/reports: the reported items (hidden first); a 403 for anyone who is not a moderator. */
export function useReportedItems() {
  const uid = useSession((session) => session.user?.uid);
  return useQuery({
    queryKey: moderationQueryKeys.queue(uid ?? ''),
    queryFn: () => api.moderation.queue(),
    enabled: Boolean(uid),
    refetchOnMount: 'always',
  });
}
