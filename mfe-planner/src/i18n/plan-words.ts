import { useMemo } from 'react';
import type { Locale, Meal, PlanDate } from '@forkful/domain';
import { useLocale } from '@forkful/runtime';
import type { Translate } from '@forkful/ui';
import { formatDay, formatRange, weekdayName } from '../lib/plan-dates';
import { useT, type PlannerKey } from './index';

/**
 * The planner's words in one language: its messages (`t`), and the days, weeks and meals of the plan named in that
 * language ("Monday 24 November, Dinner"; "সোমবার ২৪ নভেম্বর, রাতের খাবার").
 */
export function planWords(t: Translate<PlannerKey>, locale: Locale) {
  const meal = (value: Meal) => t(`meal.${value}`);
  const day = (date: PlanDate) => formatDay(date, locale);
  return {
    t,
    locale,
    meal,
    day,
    weekday: (date: PlanDate) => weekdayName(date, locale),
    range: (from: PlanDate, to: PlanDate) => formatRange(from, to, locale),
    /** A day's meal, as a cell of the week, a toast and a dialog name it. */
    cell: ({ date, meal: value }: { date: PlanDate; meal: Meal }) => t('plan.cell', { day: day(date), meal: meal(value) }),
  };
}

export type PlanWords = ReturnType<typeof planWords>;

/** The planner's words in the page's language (suspends while its messages load). */
export function usePlanWords(): PlanWords {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => planWords(t, locale), [t, locale]);
}
