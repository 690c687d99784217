import type { RumEvent } from '@forkful/domain';
import { countEvent, emptyCounts, healthOf, mergeCounts, MINUTE_MS, minuteOf, summaryWindows } from './rum-minute';

const tag = { app: 'recipes', version: 'dev', view: 'view-0001' };
const count = (events: RumEvent[]) => {
  const counts = emptyCounts();
  for (const event of events) countEvent(counts, event);
  return counts;
};

describe('RUM per-minute counts and health', () => {
  it('counts each kind: views, errored views (first errors), errors, failed remote loads, API failures, vitals', () => {
    const counts = count([
      { kind: 'view', ...tag, route: '/' },
      { kind: 'view', ...tag, route: '/about' },
      { kind: 'error', ...tag, source: 'error', message: 'a', first: true },
      { kind: 'error', ...tag, source: 'rejection', message: 'b', first: false },
      { kind: 'remote-failure', ...tag, reason: 'load' },
      { kind: 'api-failure', ...tag, status: 0 },
      { kind: 'vital', ...tag, name: 'LCP', value: 2500 },
      { kind: 'vital', ...tag, name: 'CLS', value: 0.1 },
    ]);
    expect(counts).toMatchObject({ pageViews: 2, erroredViews: 1, errors: 2, failedRemoteLoads: 1, apiFailures: 1, inp: {} });
    expect(Object.values(counts.lcp)).toEqual([1]);
    expect(Object.values(counts.cls)).toEqual([1]);
    expect(healthOf(counts)).toMatchObject({ errorRate: 0.5, inpP75: null });
  });

  it('has null rates and percentiles without page views or values', () => {
    expect(healthOf(emptyCounts())).toEqual({
      pageViews: 0, erroredViews: 0, errorRate: null, errors: 0, failedRemoteLoads: 0, apiFailures: 0, lcpP75: null, inpP75: null, clsP75: null,
    });
  });

  it('merges minutes by adding every count and histogram (a stored minute may lack fields)', () => {
    const a = count([{ kind: 'view', ...tag, route: '/' }, { kind: 'vital', ...tag, name: 'INP', value: 80 }]);
    const b = count([{ kind: 'view', ...tag, route: '/' }, { kind: 'error', ...tag, source: 'error', message: 'x', first: true }, { kind: 'vital', ...tag, name: 'INP', value: 80 }]);
    const merged = mergeCounts(mergeCounts(emptyCounts(), a), b);
    expect(merged).toMatchObject({ pageViews: 2, erroredViews: 1, errors: 1 });
    expect(Object.values(merged.inp)).toEqual([2]);
    expect(mergeCounts(emptyCounts(), { pageViews: 3 } as never)).toMatchObject({ pageViews: 3, errors: 0, lcp: {} });
    expect(healthOf(merged).errorRate).toBe(0.5);
  });

  it('rounds LCP and INP p75 to whole ms, CLS to 4 decimals', () => {
    const health = healthOf(count([{ kind: 'vital', ...tag, name: 'LCP', value: 1234 }, { kind: 'vital', ...tag, name: 'CLS', value: 0.123456 }]));
    expect(Number.isInteger(health.lcpP75)).toBe(true);
    expect(String(health.clsP75).split('.')[1].length).toBeLessThanOrEqual(4);
  });

  it('windows: the last hour is the 60 minutes up to the current one; sinceLive from since, else the first minute, 30 days at most', () => {
    const now = Date.UTC(2025, 5, 1, 12, 30, 45);
    const current = minuteOf(now);
    expect(current).toBe(Date.UTC(2025, 5, 1, 12, 30));
    const first = current - 3 * 60 * MINUTE_MS;
    expect(summaryWindows(now, null, first)).toEqual({ lastHourFrom: current - 59 * MINUTE_MS, sinceLiveFrom: first });
    // since is floored to its minute.
    expect(summaryWindows(now, current - 10 * MINUTE_MS + 30_000, first).sinceLiveFrom).toBe(current - 10 * MINUTE_MS);
    expect(summaryWindows(now, Date.UTC(2024, 0, 1), null).sinceLiveFrom).toBe(current - 30 * 24 * 60 * MINUTE_MS);
    expect(summaryWindows(now, null, null).sinceLiveFrom).toBe(current);
  });
});
