/**
 * The canary decision, pure: from a canary release and the health of the canary and the stable version over the same
 * window (since the canary started), whether to keep waiting, promote it or roll it back, with a one-line reason.
 *
 * Rolled back at once, whatever its minutes, once it has its minimum page views and is worse than the stable beyond a
 * margin: its error rate above the stable's plus maxErrorRateIncrease, or its p75 LCP above the stable's times
 * (1 + maxLcpIncrease) and by more than 100 ms. Promoted once it has its minimum page views and minutes and is not
 * worse. A stable without page views in the window counts as error rate 0, and its LCP is not compared.
 */
import type { RumHealth } from '@forkful/domain';
import type { CanaryRelease } from '@forkful/topology';

export type CanaryAction = 'wait' | 'promote' | 'rollback';

export interface CanaryDecision {
  action: CanaryAction;
  reason: string;
}

export interface CanaryDecisionInput {
  canary: CanaryRelease;
  canaryHealth: RumHealth;
  stableHealth: RumHealth;
  now: Date;
}

/** An LCP worse by this share is also only worse when it is worse by more than this many ms (noise on fast pages). */
export const LCP_MIN_INCREASE_MS = 100;
/** Rates and shares are floats: "exactly at the margin" (0.01 + 0.02 against 0.03) is not worse. */
const EPSILON = 1e-9;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const points = (share: number) => `${Number((share * 100).toFixed(2))} point${share === 0.01 ? '' : 's'}`;
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** An LCP for a reason line: 850 ms, 1.8 s. */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

export function decideCanary({ canary, canaryHealth, stableHealth, now }: CanaryDecisionInput): CanaryDecision {
  const views = canaryHealth.pageViews;
  if (views < canary.minViews) {
    return { action: 'wait', reason: `${count(views)} of ${plural(canary.minViews, 'page view')}` };
  }
  const stableHasViews = stableHealth.pageViews > 0;
  const over = `over ${plural(views, 'page view')}`;
  const stableNote = stableHasViews ? '' : ' (the stable has no page views since the canary started)';

  const canaryErrors = canaryHealth.errorRate ?? 0;
  const stableErrors = stableHasViews ? (stableHealth.errorRate ?? 0) : 0;
  const errorLine = `error rate ${percent(canaryErrors)} against ${percent(stableErrors)} (margin ${points(canary.maxErrorRateIncrease)})`;
  if (canaryErrors - stableErrors > canary.maxErrorRateIncrease + EPSILON) {
    return { action: 'rollback', reason: `${errorLine} ${over}${stableNote}` };
  }

  const canaryLcp = canaryHealth.lcpP75;
  const stableLcp = stableHasViews ? stableHealth.lcpP75 : null;
  let lcpLine = '';
  if (canaryLcp !== null && stableLcp !== null) {
    lcpLine = `p75 LCP ${formatMs(canaryLcp)} against ${formatMs(stableLcp)}`;
    const limit = stableLcp * (1 + canary.maxLcpIncrease);
    if (canaryLcp > limit + EPSILON && canaryLcp - stableLcp > LCP_MIN_INCREASE_MS) {
      const margin = `margin ${Number((canary.maxLcpIncrease * 100).toFixed(1))} % and ${LCP_MIN_INCREASE_MS} ms`;
      return { action: 'rollback', reason: `${lcpLine} (${margin}) ${over}` };
    }
  }

  const startedAt = Date.parse(canary.startedAt);
  if (Number.isNaN(startedAt)) return { action: 'wait', reason: `its start time ${JSON.stringify(canary.startedAt)} is not a date` };
  const minutes = Math.max(0, (now.getTime() - startedAt) / 60_000);
  const notWorse = `${errorLine}${lcpLine ? `, ${lcpLine}` : ''}`;
  if (minutes < canary.minMinutes) {
    return { action: 'wait', reason: `${Math.floor(minutes)} of ${plural(canary.minMinutes, 'minute')} (not worse so far: ${notWorse} ${over})` };
  }
  return { action: 'promote', reason: `${notWorse} ${over} in ${plural(Math.floor(minutes), 'minute')}${stableNote}` };
}
