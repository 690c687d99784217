/**
 * The stack's automatic canary analysis, run by the ONE remotes origin process (origin-server.ts --remotes): every
 * interval, for each remote with a canary in its pointer, the canary's and the stable's RUM health since the canary
 * started are compared (decide.ts), and the canary is promoted or dropped through canary-switch.ts with the reason.
 * No state of its own: the pointer and the RUM data hold it, so a restarted process goes on where it was. One check
 * at a time here; the store lock in promote/drop makes several processes safe.
 */
import type { RumSummary } from '@forkful/domain';
import type { CanaryOutcome } from '@forkful/topology';
import { appsWithCanary, dropCanary, promoteCanary } from './canary-switch';
import { decideCanary } from './decide';
import { fetchSummary, metricsAccess, missingMetricsAccess, type MetricsAccess } from './rum-client';
import { readPointer } from '../releases';
import type { DeploymentStore } from '../stores/store';

export const DEFAULT_CHECK_MS = 60_000;
/** The first check after a start comes this soon (a restarted process resumes at once), at most one interval. */
const FIRST_CHECK_MS = 5_000;

/** What the analysis calls in canary-switch.ts (injected in tests). */
export interface CanarySwitching {
  appsWithCanary: typeof appsWithCanary;
  promoteCanary: typeof promoteCanary;
  dropCanary: typeof dropCanary;
  /** The app's canary version now, read again just before switching (an operator may have ended it meanwhile). */
  canaryVersionNow: (store: DeploymentStore, app: { name: string }) => Promise<string | undefined>;
}

export const CANARY_SWITCHING: CanarySwitching = {
  appsWithCanary, promoteCanary, dropCanary, canaryVersionNow: async (store, app) => (await readPointer(store, app))?.canary?.version,
};

export interface CanaryAnalysisOptions {
  store: DeploymentStore;
  access: MetricsAccess;
  /** Default: CANARY_CHECK_MS, else 60 s. */
  intervalMs?: number;
  log?: (line: string) => void;
  now?: () => Date;
  /** One version's summary since `since` (default: GET /rum/summary with `access`). */
  summary?: (app: string, version: string, since: string) => Promise<RumSummary>;
  switching?: CanarySwitching;
}

export interface CanaryAnalysis {
  /** One check of every canary now (waits for a check under way instead of starting a second). */
  check: () => Promise<void>;
  /** No more checks; resolves when the one under way is done. */
  stop: () => Promise<void>;
}

/** CANARY_CHECK_MS when it is a whole number of ms, at least 100, else the default. */
export function checkIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CANARY_CHECK_MS);
  return Number.isInteger(value) && value >= 100 ? value : DEFAULT_CHECK_MS;
}

export function startCanaryAnalysis({
  store, access, intervalMs = checkIntervalMs(), log = console.log, now = () => new Date(), switching = CANARY_SWITCHING,
  summary = (app, version, since) => fetchSummary({ ...access, app, version, since }),
}: CanaryAnalysisOptions): CanaryAnalysis {
  // The last problem logged per app and canary (or '*' for the store): a failure is logged when it changes, not each minute.
  const problems = new Map<string, string>();
  const watched = new Set<string>();
  const problem = (key: string, line: string | undefined) => {
    if (line === problems.get(key)) return;
    if (line) problems.set(key, line);
    else problems.delete(key);
    log(line || `[canary] ${key === '*' ? 'the store' : key}: checked without a problem again`);
  };

  const checkOne = async ({ app, pointer }: Awaited<ReturnType<CanarySwitching['appsWithCanary']>>[number]) => {
    const { canary } = pointer;
    const key = `${app.name} ${canary.version}`;
    if (!watched.has(key)) {
      watched.add(key);
      log(`[canary] ${key}: watching (${canary.percent} % of new sessions since ${canary.startedAt}, against ${pointer.version}; ` +
        `promoted after ${canary.minViews} page views and ${canary.minMinutes} minutes if not worse)`);
    }
    let decision;
    try {
      const [canaryHealth, stableHealth] = await Promise.all([
        summary(app.name, canary.version, canary.startedAt), summary(app.name, pointer.version, canary.startedAt),
      ]);
      decision = decideCanary({ canary, canaryHealth: canaryHealth.sinceLive, stableHealth: stableHealth.sinceLive, now: now() });
    } catch (error) {
      return problem(key, `[canary] ${key}: cannot read its health, waiting: ${(error as Error).message}`);
    }
    if (decision.action === 'wait') return problem(key, undefined);
    const action = decision.action === 'promote' ? 'promote' : 'roll back';
    try {
      if ((await switching.canaryVersionNow(store, app)) !== canary.version) return undefined; // ended meanwhile: nothing to do
      const end = { by: 'analysis' as const, reason: decision.reason, now: now() };
      const outcome: CanaryOutcome = decision.action === 'promote' ? await switching.promoteCanary(store, app, end) : await switching.dropCanary(store, app, end);
      problems.delete(key);
      log(`[canary] ${key}: ${outcome.outcome === 'promoted' ? 'promoted' : 'rolled back'}: ${outcome.reason}`);
    } catch (error) {
      problem(key, `[canary] ${key}: could not ${action} (${decision.reason}): ${(error as Error).message}`);
    }
    return undefined;
  };

  const checkAll = async () => {
    let running;
    try {
      running = await switching.appsWithCanary(store);
    } catch (error) {
      return problem('*', `[canary] cannot read the canaries of the store, waiting: ${(error as Error).message}`);
    }
    problem('*', undefined);
    // One app after another: a check is a few small requests, and one at a time keeps the API's load flat.
    for (const entry of running) await checkOne(entry);
    return undefined;
  };

  let underWay: Promise<void> | undefined;
  let stopped = false;
  const check = () => {
    if (stopped) return Promise.resolve();
    underWay = underWay || checkAll().finally(() => { underWay = undefined; });
    return underWay;
  };
  // Fixed rate: a check starts every interval (skipped while one is still under way), so a bad canary waits one
  // interval at most once it has its page views.
  const first = setTimeout(() => void check(), Math.min(FIRST_CHECK_MS, intervalMs));
  const every = setInterval(() => void check(), intervalMs);
  first.unref();
  every.unref();
  log(`[canary] analysis on: every ${intervalMs / 1000} s, RUM from ${access.apiUrl}`);
  return {
    check,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await underWay;
    },
  };
}

/**
 * The analysis as the remotes origin runs it: with METRICS_TOKEN (and FORKFUL_API_URL) from its environment, never
 * a token file left by another run; off, with one line saying why, without them.
 */
export function startConfiguredCanaryAnalysis({ store, env = process.env, log = console.log }: { store: DeploymentStore; env?: NodeJS.ProcessEnv; log?: (line: string) => void }): CanaryAnalysis {
  const access = metricsAccess(env, { tokenFile: false });
  if (access) return startCanaryAnalysis({ store, access, intervalMs: checkIntervalMs(env), log });
  log(`[canary] analysis off: ${missingMetricsAccess(env, { tokenFile: false })}`);
  return { check: async () => undefined, stop: async () => undefined };
}
