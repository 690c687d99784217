import { useSearchParams } from 'react-router-dom';
import type { PlanDate } from '@forkful/domain';
import { addDays, isPlanDate, isWithinPlanReach, todayPlanDate, weekStart } from '../../../lib/plan-dates';

/** The query parameter of the week shown: its Monday (any day of the week is read as its week). */
export const WEEK_PARAM = 'week';

/**
 * The week the plan shows, kept in the URL (`/plan?week=2025-11-24`: shareable, and Back returns to the week before);
 * this week without it, or when it is not a day the plan can reach (two years either side of today).
 */
export function usePlanWeek() {
  const [params, setParams] = useSearchParams();
  const today = todayPlanDate();
  const thisWeek = weekStart(today);
  const asked = params.get(WEEK_PARAM);
  const monday = isPlanDate(asked) && isWithinPlanReach(asked, today) ? weekStart(asked) : thisWeek;

  const show = (week: PlanDate) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (week === thisWeek) next.delete(WEEK_PARAM);
      else next.set(WEEK_PARAM, week);
      return next;
    });

  return {
    monday,
    today,
    isThisWeek: monday === thisWeek,
    /** Whether the week before (its Monday) and the week after (its Sunday) are within the plan's reach. */
    hasPrevious: isWithinPlanReach(addDays(monday, -7), today),
    hasNext: isWithinPlanReach(addDays(monday, 13), today),
    previous: () => show(addDays(monday, -7)),
    next: () => show(addDays(monday, 7)),
    thisWeek: () => show(thisWeek),
  };
}
