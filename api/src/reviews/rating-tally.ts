import { RATINGS, roundedAverage, type Rating, type RatingSummary } from '@forkful/domain';

/** A recipe's stored rating fields (recipes/schemas/recipe.schema.ts), all absent on a recipe never rated. */
export interface StoredRatings {
  ratingCount?: number;
  ratingSum?: number;
  ratingBreakdown?: number[];
}

export type Breakdown = RatingSummary['breakdown'];

/** How many rated, the sum of their stars and how many gave each (index 0: 1 star). */
export interface RatingTally {
  count: number;
  sum: number;
  breakdown: Breakdown;
}

/** What a review's write does to its recipe's ratings: a rating added (a new review), removed (deleted), or both (changed). */
export interface RatingChange {
  added?: Rating;
  removed?: Rating;
}

/** The projection that reads StoredRatings. */
export const RATING_FIELDS = { ratingCount: 1, ratingSum: 1, ratingBreakdown: 1 } as const;

/** The top-level recipe fields a rating write sets or removes (and mongoose's update time), for the recipe cache. */
export const RATING_CHANGE_FIELDS = ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'] as const;

const nonNegative = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export function tallyOf(stored: StoredRatings | null | undefined): RatingTally {
  const breakdown = RATINGS.map((_, index) => nonNegative(stored?.ratingBreakdown?.[index])) as Breakdown;
  return { count: nonNegative(stored?.ratingCount), sum: nonNegative(stored?.ratingSum), breakdown };
}

/** The summary GET /recipes/{id}/reviews shows: the average to one decimal (null unrated), the count, the breakdown. */
export function summaryOf(stored: StoredRatings | null | undefined): RatingSummary {
  const { count, sum, breakdown } = tallyOf(stored);
  return { average: roundedAverage(sum, count), count, breakdown };
}

/** The tally after the change. */
export function changedTally(tally: RatingTally, { added, removed }: RatingChange): RatingTally {
  const breakdown = [...tally.breakdown] as Breakdown;
  let { count, sum } = tally;
  // Never below zero, whatever was stored: a tally that drifted is not made worse.
  if (removed !== undefined) {
    count = Math.max(0, count - 1);
    sum = Math.max(0, sum - removed);
    breakdown[removed - 1] = Math.max(0, breakdown[removed - 1] - 1);
  }
  if (added !== undefined) {
    count += 1;
    sum += added;
    breakdown[added - 1] += 1;
  }
  return { count, sum, breakdown };
}

export const sameTally = (a: RatingTally, b: RatingTally): boolean =>
  a.count === b.count && a.sum === b.sum && a.breakdown.every((n, index) => n === b.breakdown[index]);

/**
 * The recipe update that stores the tally: the fields and the exact average (sum / count, which "Top rated" sorts
 * on; shown rounded), or none of them once nobody's rating is left, as on a recipe never rated.
 */
export function tallyUpdate(tally: RatingTally): Record<string, Record<string, unknown>> {
  if (tally.count <= 0) return { $unset: { ratingCount: 1, ratingSum: 1, ratingBreakdown: 1, ratingAverage: 1 } };
  return {
    $set: { ratingCount: tally.count, ratingSum: tally.sum, ratingBreakdown: tally.breakdown, ratingAverage: tally.sum / tally.count },
  };
}
