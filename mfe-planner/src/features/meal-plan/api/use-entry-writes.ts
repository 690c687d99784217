import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MealPlanEntry, MealPlanEntryChange, MealPlanRange } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useApiErrorText } from '@forkful/ui';
import { useAccountId } from '../../../hooks/use-account-id';
import { useT } from '../../../i18n';
import { planQueryKeys } from '../../../lib/plan-query-keys';
import { withEntry, withoutEntry } from './plan-cache';

/** Every entry write shares this key, so the last one to settle (and only it) refetches the plan. */
const ENTRY_WRITE = ['meal-plan-entry-write'] as const;

/** A write the cook sees at once: applied to every cached week before the API answers, undone with a toast if refused. */
function useOptimisticEntryWrite<Variables extends { entry: MealPlanEntry; failure: string }>(
  write: (variables: Variables) => Promise<unknown>,
  apply: (range: MealPlanRange, variables: Variables) => MealPlanRange,
) {
  const uid = useAccountId();
  const t = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const plan = planQueryKeys.plan(uid);
  return useMutation({
    mutationKey: ENTRY_WRITE,
    mutationFn: write,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: plan });
      const before: [QueryKey, MealPlanRange | undefined][] = queryClient.getQueriesData<MealPlanRange>({ queryKey: plan });
      queryClient.setQueriesData<MealPlanRange>({ queryKey: plan }, (range) => range && apply(range, variables));
      return { before };
    },
    onError: (error, variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      toast.error(t('common.failedWhy', { failure: variables.failure, reason: errorText(error) }));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: ENTRY_WRITE }) <= 1) void queryClient.invalidateQueries({ queryKey: plan });
    },
  });
}

export interface EntryChange {
  entry: MealPlanEntry;
  change: MealPlanEntryChange;
  /** What the toast says if the API refuses ("Could not move Carbonara"), in the page's language. */
  failure: string;
}

/** PATCH /meal-plan/entries/:id: moves an entry or changes its servings, at once on screen. */
export function useChangeEntry() {
  return useOptimisticEntryWrite(
    ({ entry, change }: EntryChange) => api.mealPlan.change(entry._id, change),
    (range, { entry, change }) => withEntry(range, { ...entry, ...change }),
  );
}

/** DELETE /meal-plan/entries/:id, at once on screen. */
export function useRemoveEntry() {
  return useOptimisticEntryWrite(
    ({ entry }: { entry: MealPlanEntry; failure: string }) => api.mealPlan.remove(entry._id),
    (range, { entry }) => withoutEntry(range, entry._id),
  );
}
