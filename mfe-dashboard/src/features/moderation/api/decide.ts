import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODERATION_LIMITS, type ModerationAction, type ReportedItem } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import type { T } from '../../../i18n';
import { moderationQueryKeys } from './get-reported-items';

/** The decision's reason, checked as the API does (trimmed, required, at most decisionReasonMax); its problem worded by `t`. */
export function checkReason(reason: string, t: T): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return t('moderation.reasonRequired');
  if (trimmed.length > MODERATION_LIMITS.decisionReasonMax) return t('moderation.reasonTooLong', { max: MODERATION_LIMITS.decisionReasonMax });
  return undefined;
}

export interface Decision {
  item: ReportedItem;
  action: ModerationAction;
  reason: string;
}

const sameItem = (a: Pick<ReportedItem, 'kind' | 'itemId'>, b: Pick<ReportedItem, 'kind' | 'itemId'>) => a.kind === b.kind && a.itemId === b.itemId;

/**
 * POST /moderation/{kind}/{itemId}/decision. Once decided the item leaves the queue at once, and the queue is read
 * again (further items move up); what readers see (reviews, ratings, collections, all under recipes) refetches when
 * next shown.
 */
export function useDecide() {
  const uid = useSession((session) => session.user?.uid ?? '');
  const queryClient = useQueryClient();
  const queue = moderationQueryKeys.queue(uid);
  return useMutation({
    mutationFn: ({ item, action, reason }: Decision) => api.moderation.decide(item.kind, item.itemId, { action, reason: reason.trim() }),
    onSuccess: (_decision, { item }) => {
      queryClient.setQueryData<ReportedItem[]>(queue, (items) => items?.filter((queued) => !sameItem(queued, item)));
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all });
    },
    // Also after a refusal: another moderator may have decided first (404), and the queue shows that.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queue }),
  });
}
