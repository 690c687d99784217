import { MEALS, type MealPlanEntry, type MealPlanRange } from '@forkful/domain';

/**
 * A cached range of the plan after a write, as the API will answer it: what the optimistic updates put in the cache
 * before the API answers. The order is the API's: by date, meal, then when added.
 */
function byDateMealAdded(a: MealPlanEntry, b: MealPlanEntry): number {
  return a.date.localeCompare(b.date) || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) || a.createdAt.localeCompare(b.createdAt);
}

/** The range without the entry. */
export function withoutEntry(range: MealPlanRange, entryId: string): MealPlanRange {
  return { ...range, entries: range.entries.filter((entry) => entry._id !== entryId) };
}

/** The range with the entry as it is now: in its place when its day is in the range, gone from the range when not. */
export function withEntry(range: MealPlanRange, entry: MealPlanEntry): MealPlanRange {
  const others = withoutEntry(range, entry._id).entries;
  const inRange = entry.date >= range.from && entry.date <= range.to;
  return { ...range, entries: inRange ? [...others, entry].sort(byDateMealAdded) : others };
}
