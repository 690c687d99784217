import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewMealPlanEntry } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { planQueryKeys } from '../lib/plan-query-keys';
import { useAccountId } from './use-account-id';

/**
 * Adds an entry to the cook's plan (POST /meal-plan/entries); every cached week of the plan refetches when next shown.
 * The caller shows a failure where the cook is (inline in its form).
 */
export function useAddPlanEntry() {
  const uid = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: NewMealPlanEntry) => api.mealPlan.add(entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQueryKeys.plan(uid) }),
  });
}
