/**
 * Canary releases of a remote (`npm run deploy -- <app> --canary 10`): the pointer keeps the stable `version` and
 * names a `canary` (topology CanaryRelease) that the shell's origin gives to `percent` % of new sessions
 * (shell/server/canary-split.ts, from the registry's `canary` entry). It ends by promotion (the canary becomes the
 * version of everyone) or by being dropped (the stable stays), by the stack's analysis or an operator; each end is
 * recorded in `<app>/canaries.json`, newest first, at most MAX_OUTCOMES.
 *
 * Every switch here runs under the store lock and rewrites the registry, as deploy, rollback and retire do. The
 * `...Locked` functions are for callers that already hold the lock (deploy, rollback, retire).
 */
import { CANARIES_FILE, type CanaryOutcome, type CanaryRelease } from '@forkful/topology';
import * as releases from '../releases';
import { storeOnlyApp, storeRemoteNames, type App } from '../apps';
import { writeRegistry } from '../registry';
import { DeployRefused, problemsGoingLive, refuseIf } from '../going-live';
import type { Pointer, VersionRecord } from '../releases';
import type { DeploymentStore } from '../stores/store';

export const MAX_OUTCOMES = 50;
export const CANARY_DEFAULTS = { minViews: 200, minMinutes: 10, maxErrorRateIncrease: 0.02, maxLcpIncrease: 0.2 } as const;

export interface CanaryOptions {
  /** The share of new sessions, an integer 1 to 99. */
  percent: number;
  minViews?: number;
  minMinutes?: number;
  maxErrorRateIncrease?: number;
  maxLcpIncrease?: number;
  now?: Date;
  /** Do not render its pages in the live shell first (the deploy rendered the build already). */
  skipRenderCheck?: boolean;
  log?: (line: string) => void;
}

export interface CanaryEnd {
  by: CanaryOutcome['by'];
  reason: string;
  now?: Date;
}

const outcomesKey = (app: Pick<App, 'name'>) => `${app.name}/${CANARIES_FILE}`;
const pointerKey = (app: Pick<App, 'name'>) => `${app.name}/current.json`;

/** Why these canary options are wrong (empty: fine). */
export function canaryOptionProblems({ percent, minViews, minMinutes, maxErrorRateIncrease, maxLcpIncrease }: Partial<CanaryOptions>): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) problems.push(`the canary's share must be a whole percentage from 1 to 99, not ${String(percent)}`);
  if (minViews !== undefined && !(Number.isInteger(minViews) && minViews >= 0)) problems.push(`the canary's minimum page views must be a whole number, 0 or more, not ${String(minViews)}`);
  if (minMinutes !== undefined && !(Number.isFinite(minMinutes) && minMinutes >= 0)) problems.push(`the canary's minimum minutes must be a number, 0 or more, not ${String(minMinutes)}`);
  for (const [name, value] of [['maxErrorRateIncrease', maxErrorRateIncrease], ['maxLcpIncrease', maxLcpIncrease]] as const) {
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) problems.push(`the canary's ${name} must be a number, 0 or more, not ${String(value)}`);
  }
  return problems;
}

/** Why `app` cannot start a canary now, given its pointer (empty: it can). */
export function canaryStartProblems(app: App, pointer: Pointer | undefined, versionId?: string): string[] {
  if (app.isShell) return ['the shell cannot run a canary: every page loads one shell, so it cannot differ per session; deploy it as usual'];
  if (!pointer) return [`${app.name} has no current version: there is nothing to compare with (deploy it without --canary first)`];
  if (pointer.canary) return [`a canary of ${app.name} is running already (${pointer.canary.version}, ${pointer.canary.percent} %): one at a time; promote or drop it first (npm run promote -- ${app.name}, npm run rollback -- ${app.name})`];
  if (versionId && versionId === pointer.version) return [`${versionId} is ${app.name}'s current version already`];
  return [];
}

/**
 * Makes `record` (recorded, checked) the app's canary. Call inside store.withLock, after the checks; rewrites the
 * registry. Returns the new pointer.
 */
export async function openCanaryLocked(store: DeploymentStore, app: App, record: VersionRecord, options: CanaryOptions): Promise<Pointer> {
  const { percent, now = new Date() } = options;
  const pointer = await releases.readPointer(store, app);
  refuseIf([...canaryOptionProblems(options), ...canaryStartProblems(app, pointer, record.id)], `A canary of ${app.name}`);
  const canary: CanaryRelease = {
    version: record.id,
    percent,
    startedAt: now.toISOString(),
    minViews: options.minViews ?? CANARY_DEFAULTS.minViews,
    minMinutes: options.minMinutes ?? CANARY_DEFAULTS.minMinutes,
    maxErrorRateIncrease: options.maxErrorRateIncrease ?? CANARY_DEFAULTS.maxErrorRateIncrease,
    maxLcpIncrease: options.maxLcpIncrease ?? CANARY_DEFAULTS.maxLcpIncrease,
  };
  const next: Pointer = { ...(pointer as Pointer), updatedAt: now.toISOString(), canary };
  await store.writeJson(pointerKey(app), next);
  await writeRegistry(store, { now });
  return next;
}

/** The app's running canary, or a refusal naming `what` was asked. */
async function runningCanary(store: DeploymentStore, app: App, what: string): Promise<{ pointer: Pointer; canary: CanaryRelease }> {
  const pointer = await releases.readPointer(store, app);
  if (!pointer || !pointer.canary) throw new DeployRefused(`${what} refused: ${app.name} has no canary running.`);
  return { pointer, canary: pointer.canary };
}

async function recordOutcome(store: DeploymentStore, app: App, outcome: CanaryOutcome): Promise<void> {
  const earlier = await readCanaryOutcomes(store, app);
  await store.writeJson(outcomesKey(app), [outcome, ...earlier].slice(0, MAX_OUTCOMES));
}

/** Ends the running canary (promoted: it becomes the version of everyone; else dropped). Call inside store.withLock. */
export async function endCanaryLocked(store: DeploymentStore, app: App, outcome: CanaryOutcome['outcome'], { by, reason, now = new Date() }: CanaryEnd): Promise<CanaryOutcome> {
  const what = outcome === 'promoted' ? `Promoting ${app.name}'s canary` : `Dropping ${app.name}'s canary`;
  const { pointer, canary } = await runningCanary(store, app, what);
  const { canary: ended, ...stable } = pointer;
  let next: Pointer = { ...stable, updatedAt: now.toISOString() };
  if (outcome === 'promoted') {
    const record = await releases.readRecord(store, app, canary.version);
    if (!record) throw new DeployRefused(`${what} refused: its version ${canary.version} has no record any more.`);
    // It was checked at its start and every switch since was checked against it; what is live may still have changed
    // by force: checked again (no render: it has been serving its share of sessions).
    refuseIf(await problemsGoingLive(store, app, record, { version: canary.version }), what, `\n(the canary keeps running; drop it: npm run rollback -- ${app.name})`);
    next = { app: app.name, version: canary.version, previous: pointer.version, updatedAt: now.toISOString() };
  }
  await store.writeJson(pointerKey(app), next);
  await writeRegistry(store, { now });
  const recorded: CanaryOutcome = {
    version: ended!.version, percent: ended!.percent, startedAt: ended!.startedAt, endedAt: now.toISOString(), outcome, by, reason: String(reason).split('\n')[0].slice(0, 500),
  };
  await recordOutcome(store, app, recorded);
  return recorded;
}

/** Makes the running canary the version of everyone (the stable becomes `previous`); records the outcome. */
export function promoteCanary(store: DeploymentStore, app: App, end: CanaryEnd): Promise<CanaryOutcome> {
  return store.withLock(() => endCanaryLocked(store, app, 'promoted', end));
}

/** Drops the running canary (every session gets the stable version again); records the outcome. */
export function dropCanary(store: DeploymentStore, app: App, end: CanaryEnd): Promise<CanaryOutcome> {
  return store.withLock(() => endCanaryLocked(store, app, 'rolled-back', end));
}

/** How the app's canaries ended, newest first (empty when none did, or the file is not a list). */
export async function readCanaryOutcomes(store: DeploymentStore, app: Pick<App, 'name'>): Promise<CanaryOutcome[]> {
  const outcomes = await store.readJson<unknown>(outcomesKey(app));
  return Array.isArray(outcomes) ? (outcomes as CanaryOutcome[]) : [];
}

/** Every remote of the store with a canary running, and its pointer (what the analysis looks at each minute). */
export async function appsWithCanary(store: DeploymentStore): Promise<Array<{ app: App; pointer: Pointer & { canary: CanaryRelease } }>> {
  const names = await storeRemoteNames(store);
  const found = await Promise.all(names.map(async (name) => {
    const app = storeOnlyApp(name);
    const pointer = await releases.readPointer(store, app);
    return pointer && pointer.canary ? [{ app, pointer: pointer as Pointer & { canary: CanaryRelease } }] : [];
  }));
  return found.flat();
}
