import type { RumHealth } from '@forkful/domain';
import type { CanaryRelease } from '@forkful/topology';
import { decideCanary, formatMs, type CanaryAction } from './decide';

const STARTED = '2026-05-01T10:00:00.000Z';
const canary: CanaryRelease = {
  version: '20260501T100000000Z-abc1234', percent: 10, startedAt: STARTED,
  minViews: 200, minMinutes: 10, maxErrorRateIncrease: 0.02, maxLcpIncrease: 0.2,
};
const minutesIn = (minutes: number) => new Date(Date.parse(STARTED) + minutes * 60_000);

/** A version's health with `pageViews` views, `erroredViews` of them with an error, and a p75 LCP. */
function health(pageViews: number, erroredViews = 0, lcpP75: number | null = pageViews ? 1800 : null): RumHealth {
  return {
    pageViews, erroredViews, errorRate: pageViews ? erroredViews / pageViews : null, errors: erroredViews,
    failedRemoteLoads: 0, apiFailures: 0, lcpP75, inpP75: pageViews ? 120 : null, clsP75: null,
  };
}

interface Case {
  name: string;
  canary: RumHealth;
  stable: RumHealth;
  minutes: number;
  action: CanaryAction;
  reason: RegExp;
  release?: Partial<CanaryRelease>;
}

const cases: Case[] = [
  { name: 'promotes after its minimum views and minutes when not worse', canary: health(212, 1), stable: health(2000, 8), minutes: 12,
    action: 'promote', reason: /^error rate 0\.5 % against 0\.4 % \(margin 2 points\), p75 LCP 1\.8 s against 1\.8 s over 212 page views in 12 minutes$/ },
  { name: 'rolls back when every page view throws', canary: health(212, 212), stable: health(2000, 8), minutes: 3,
    action: 'rollback', reason: /^error rate 100\.0 % against 0\.4 % \(margin 2 points\) over 212 page views$/ },
  { name: 'rolls back on errors before its minimum minutes', canary: health(200, 7), stable: health(1000, 10), minutes: 1,
    action: 'rollback', reason: /^error rate 3\.5 % against 1\.0 %/ },
  { name: 'rolls back on LCP beyond 20 % and 100 ms', canary: health(250, 0, 2400), stable: health(1000, 0, 1800), minutes: 2,
    action: 'rollback', reason: /^p75 LCP 2\.4 s against 1\.8 s \(margin 20 % and 100 ms\) over 250 page views$/ },
  { name: 'keeps an LCP 30 % worse that is only 90 ms worse', canary: health(250, 0, 390), stable: health(1000, 0, 300), minutes: 12,
    action: 'promote', reason: /p75 LCP 390 ms against 300 ms/ },
  { name: 'waits for page views, however bad', canary: health(87, 87), stable: health(1000), minutes: 30,
    action: 'wait', reason: /^87 of 200 page views$/ },
  { name: 'waits for minutes once it has its page views and is not worse', canary: health(400, 2), stable: health(4000, 20), minutes: 4.5,
    action: 'wait', reason: /^4 of 10 minutes \(not worse so far: error rate 0\.5 % against 0\.5 %/ },
  { name: 'compares a stable without page views with an error rate of 0, without LCP', canary: health(200, 3, 9000), stable: health(0), minutes: 10,
    action: 'promote', reason: /^error rate 1\.5 % against 0\.0 % \(margin 2 points\) over 200 page views in 10 minutes \(the stable has no page views/ },
  { name: 'rolls back against a stable without page views beyond 0 + margin', canary: health(200, 5), stable: health(0), minutes: 10,
    action: 'rollback', reason: /^error rate 2\.5 % against 0\.0 % .*the stable has no page views/ },
  { name: 'is not worse exactly at the error margin', canary: health(300, 9), stable: health(100, 1), minutes: 10,
    action: 'promote', reason: /error rate 3\.0 % against 1\.0 %/ },
  { name: 'is not worse exactly 2 points worse than a stable without errors', canary: health(300, 6), stable: health(100, 0), minutes: 10,
    action: 'promote', reason: /error rate 2\.0 % against 0\.0 %/ },
  { name: 'is worse one view past the error margin', canary: health(300, 10), stable: health(100, 1), minutes: 10,
    action: 'rollback', reason: /error rate 3\.3 % against 1\.0 %/ },
  { name: 'is not worse exactly at the LCP margin', canary: health(300, 0, 2160), stable: health(100, 0, 1800), minutes: 10,
    action: 'promote', reason: /p75 LCP 2\.2 s against 1\.8 s/ },
  { name: 'is worse 1 ms past the LCP margin', canary: health(300, 0, 2161), stable: health(100, 0, 1800), minutes: 10,
    action: 'rollback', reason: /p75 LCP 2\.2 s against 1\.8 s \(margin 20 %/ },
  { name: 'is not worse exactly 100 ms worse', canary: health(300, 0, 400), stable: health(100, 0, 300), minutes: 10,
    action: 'promote', reason: /p75 LCP 400 ms against 300 ms/ },
  { name: 'skips LCP when the canary has none', canary: health(300, 0, null), stable: health(100, 0, 300), minutes: 10,
    action: 'promote', reason: /^error rate 0\.0 % against 0\.0 % \(margin 2 points\) over 300 page views in 10 minutes$/ },
  { name: 'promotes exactly at its minimum views and minutes', canary: health(200), stable: health(100), minutes: 10,
    action: 'promote', reason: /over 200 page views in 10 minutes$/ },
  { name: 'reads its own margins', canary: health(100, 6), stable: health(100, 0), minutes: 5, release: { minViews: 100, minMinutes: 5, maxErrorRateIncrease: 0.05 },
    action: 'rollback', reason: /^error rate 6\.0 % against 0\.0 % \(margin 5 points\) over 100 page views$/ },
];

describe('decideCanary', () => {
  it.each(cases)('$name', ({ canary: canaryHealth, stable: stableHealth, minutes, action, reason, release }) => {
    const decision = decideCanary({ canary: { ...canary, ...release }, canaryHealth, stableHealth, now: minutesIn(minutes) });
    expect(decision.action).toBe(action);
    expect(decision.reason).toMatch(reason);
    expect(decision.reason).not.toContain('\n');
  });

  it('waits, saying why, when its start time is not a date', () => {
    const decision = decideCanary({ canary: { ...canary, startedAt: 'yesterday' }, canaryHealth: health(500), stableHealth: health(500), now: minutesIn(60) });
    expect(decision).toEqual({ action: 'wait', reason: 'its start time "yesterday" is not a date' });
  });

  it('writes durations as people read them', () => {
    expect([formatMs(99.6), formatMs(999), formatMs(1000), formatMs(1849)]).toEqual(['100 ms', '999 ms', '1.0 s', '1.8 s']);
  });
});
