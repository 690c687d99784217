import { useQuery } from '@tanstack/react-query';
import type { PlanDate } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useAccountId } from '../../../hooks/use-account-id';
import { addDays } from '../../../lib/plan-dates';
import { planQueryKeys } from '../../../lib/plan-query-keys';

/** GET /meal-plan for the week starting on `monday` (Monday to Sunday), cached per account and week. */
export function useWeekPlan(monday: PlanDate) {
  const uid = useAccountId();
  const sunday = addDays(monday, 6);
  return useQuery({
    queryKey: planQueryKeys.range(uid, monday, sunday),
    queryFn: () => api.mealPlan.range(monday, sunday),
    enabled: Boolean(uid),
  });
}
