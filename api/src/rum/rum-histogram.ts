import type { RumVital } from '@forkful/domain';

/**
 * A vital's values as counts per bucket, buckets on a log scale: bucket 0 holds every value up to `floor` (CLS's 0,
 * a 0 ms INP), bucket i >= 1 the values in (floor * GROWTH^(i-1), floor * GROWTH^i]. Each bucket is 10 % wide, so the
 * value a percentile reports (its bucket's geometric middle) is within about 5 % of the true one. Stored as
 * `{ <index>: count }` and added to with $inc, so minutes, processes and windows merge by adding counts.
 */
export type Histogram = Record<string, number>;

export const GROWTH = 1.1;
const LOG_GROWTH = Math.log(GROWTH);

/** The smallest value told apart from 0, per vital: 1 ms for LCP and INP, 0.0001 for CLS (unitless). */
export const BUCKET_FLOOR: Record<RumVital, number> = { LCP: 1, INP: 1, CLS: 0.0001 };

/** The bucket of a finite value >= 0. */
export function bucketOf(value: number, floor: number): number {
  if (value <= floor) return 0;
  // A value exactly on a bound belongs to the bucket below it; rounding keeps log's error off the bounds.
  return Math.max(1, Math.ceil(Number((Math.log(value / floor) / LOG_GROWTH).toFixed(9))));
}

/** What a bucket reports: 0 for bucket 0, else the geometric middle of its bounds. */
export function valueOfBucket(bucket: number, floor: number): number {
  return bucket === 0 ? 0 : floor * GROWTH ** (bucket - 0.5);
}

/** Adds `from`'s counts into `into` (in place). */
export function mergeInto(into: Histogram, from: Histogram | undefined): Histogram {
  for (const [bucket, count] of Object.entries(from ?? {})) {
    if (Number.isFinite(count) && count > 0) into[bucket] = (into[bucket] ?? 0) + count;
  }
  return into;
}

/**
 * The p-th percentile (0 < p <= 1) of the values counted: the value of the bucket holding the value of rank
 * ceil(p * n) (nearest rank); null when nothing is counted.
 */
export function percentile(histogram: Histogram, p: number, floor: number): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .filter(([bucket, count]) => Number.isInteger(bucket) && bucket >= 0 && count > 0)
    .sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return valueOfBucket(bucket, floor);
  }
  return valueOfBucket(buckets[buckets.length - 1][0], floor);
}
