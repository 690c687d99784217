import type { RumEvent, RumHealth } from '@forkful/domain';
import { BUCKET_FLOOR, bucketOf, Histogram, mergeInto, percentile } from './rum-histogram';

/** What one app version's events add up to, over a minute (a `rum_minutes` document) or over a window (merged). */
export interface RumCounts {
  pageViews: number;
  erroredViews: number;
  errors: number;
  failedRemoteLoads: number;
  apiFailures: number;
  lcp: Histogram;
  inp: Histogram;
  cls: Histogram;
}

export const COUNT_FIELDS = ['pageViews', 'erroredViews', 'errors', 'failedRemoteLoads', 'apiFailures'] as const;
export const HISTOGRAM_FIELDS = ['lcp', 'inp', 'cls'] as const;

export const MINUTE_MS = 60_000;

export function emptyCounts(): RumCounts {
  return { pageViews: 0, erroredViews: 0, errors: 0, failedRemoteLoads: 0, apiFailures: 0, lcp: {}, inp: {}, cls: {} };
}

/** The start of the minute `at` falls in. */
export const minuteOf = (at: number): number => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** Counts one (validated) event into `counts`, in place. */
export function countEvent(counts: RumCounts, event: RumEvent): void {
  switch (event.kind) {
    case 'view':
      counts.pageViews++;
      return;
    case 'error':
      counts.errors++;
      if (event.first) counts.erroredViews++;
      return;
    case 'remote-failure':
      counts.failedRemoteLoads++;
      return;
    case 'api-failure':
      counts.apiFailures++;
      return;
    case 'vital': {
      const histogram = counts[event.name.toLowerCase() as 'lcp' | 'inp' | 'cls'];
      const bucket = String(bucketOf(event.value, BUCKET_FLOOR[event.name]));
      histogram[bucket] = (histogram[bucket] ?? 0) + 1;
      return;
    }
  }
}

/** Adds `from` into `into`, in place (a missing field of a stored minute counts 0). */
export function mergeCounts(into: RumCounts, from: Partial<RumCounts>): RumCounts {
  for (const field of COUNT_FIELDS) {
    const value = from[field];
    if (typeof value === 'number' && Number.isFinite(value)) into[field] += value;
  }
  for (const field of HISTOGRAM_FIELDS) mergeInto(into[field], from[field]);
  return into;
}

const round = (value: number | null, digits: number): number | null => (value === null ? null : Number(value.toFixed(digits)));

/** The health a window's counts show: rates and p75s null without page views or values. */
export function healthOf(counts: RumCounts): RumHealth {
  return {
    pageViews: counts.pageViews,
    erroredViews: counts.erroredViews,
    errorRate: counts.pageViews > 0 ? Math.min(1, counts.erroredViews / counts.pageViews) : null,
    errors: counts.errors,
    failedRemoteLoads: counts.failedRemoteLoads,
    apiFailures: counts.apiFailures,
    lcpP75: round(percentile(counts.lcp, 0.75, BUCKET_FLOOR.LCP), 0),
    inpP75: round(percentile(counts.inp, 0.75, BUCKET_FLOOR.INP), 0),
    clsP75: round(percentile(counts.cls, 0.75, BUCKET_FLOOR.CLS), 4),
  };
}

/** The most minutes a summary reads for `sinceLive`: a version live longer is summarized over its last 30 days. */
export const MAX_SUMMARY_DAYS = 30;

export interface SummaryWindows {
  /** The last 60 minutes, the current one included: minutes >= lastHourFrom. */
  lastHourFrom: number;
  /** minutes >= sinceLiveFrom (a minute start). */
  sinceLiveFrom: number;
}

/**
 * The two windows of a summary at `now`: the last hour, and since `since` (floored to its minute; else the version's
 * first recorded minute), never further back than MAX_SUMMARY_DAYS.
 */
export function summaryWindows(now: number, since: number | null, firstMinute: number | null): SummaryWindows {
  const current = minuteOf(now);
  const oldest = current - MAX_SUMMARY_DAYS * 24 * 60 * MINUTE_MS;
  const start = since ?? firstMinute ?? current;
  return { lastHourFrom: current - 59 * MINUTE_MS, sinceLiveFrom: Math.max(oldest, minuteOf(start)) };
}
