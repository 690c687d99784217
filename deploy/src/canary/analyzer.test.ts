import type { RumHealth, RumSummary } from '@forkful/domain';
import type { CanaryOutcome, CanaryRelease } from '@forkful/topology';
import { checkIntervalMs, startCanaryAnalysis, startConfiguredCanaryAnalysis, type CanaryAnalysis, type CanarySwitching } from './analyzer';
import { storeOnlyApp } from '../apps';
import type { Pointer } from '../releases';
import type { DeploymentStore } from '../stores/store';

const STABLE = '20260501T090000000Z-aaaaaaa';
const CANARY = '20260501T100000000Z-bbbbbbb';
const STARTED = Date.parse('2026-05-01T10:00:00.000Z');
const store = {} as DeploymentStore;
const access = { apiUrl: 'http://api.test', token: 'a-metrics-token-of-32-characters' };

function health(pageViews: number, erroredViews = 0): RumHealth {
  return {
    pageViews, erroredViews, errorRate: pageViews ? erroredViews / pageViews : null, errors: erroredViews,
    failedRemoteLoads: 0, apiFailures: 0, lcpP75: pageViews ? 1800 : null, inpP75: null, clsP75: null,
  };
}

/** The store as canary-switch.ts keeps it, in memory: each app's pointer, and the outcomes recorded. */
function fakeSwitching() {
  const canary: CanaryRelease = { version: CANARY, percent: 10, startedAt: new Date(STARTED).toISOString(), minViews: 200, minMinutes: 10, maxErrorRateIncrease: 0.02, maxLcpIncrease: 0.2 };
  const pointers = new Map<string, Pointer>([['recipes', { app: 'recipes', version: STABLE, previous: null, updatedAt: canary.startedAt, canary }]]);
  const outcomes: CanaryOutcome[] = [];
  const end = (outcome: CanaryOutcome['outcome']) => async (_store: DeploymentStore, app: { name: string }, { by, reason, now = new Date() }: { by: CanaryOutcome['by']; reason: string; now?: Date }) => {
    const { canary: ended, ...pointer } = pointers.get(app.name)!;
    if (!ended) throw new Error(`${app.name} has no canary running.`);
    pointers.set(app.name, outcome === 'promoted' ? { ...pointer, version: ended.version, previous: pointer.version } : pointer);
    const recorded: CanaryOutcome = { version: ended.version, percent: ended.percent, startedAt: ended.startedAt, endedAt: now.toISOString(), outcome, by, reason };
    outcomes.push(recorded);
    return recorded;
  };
  const switching: CanarySwitching = {
    appsWithCanary: async () => [...pointers.values()].filter((p) => p.canary).map((p) => ({ app: storeOnlyApp(p.app), pointer: p as Pointer & { canary: CanaryRelease } })),
    promoteCanary: jest.fn(end('promoted')),
    dropCanary: jest.fn(end('rolled-back')),
    canaryVersionNow: async (_store, app) => pointers.get(app.name)?.canary?.version,
  };
  return { switching, pointers, outcomes };
}

/** A fake RUM API: each version's health since the canary started; `down` makes every request fail. */
function fakeRum() {
  const rum = { healths: new Map<string, RumHealth>([[STABLE, health(2000, 8)], [CANARY, health(0)]]), down: '', asked: [] as string[] };
  const summary = async (app: string, version: string, since: string): Promise<RumSummary> => {
    rum.asked.push(`${app} ${version} since ${since}`);
    if (rum.down) throw new Error(rum.down);
    const sinceLive = rum.healths.get(version) || health(0);
    return { app, version, since, lastHour: sinceLive, sinceLive };
  };
  return { rum, summary };
}

describe('the canary analysis', () => {
  let clock: number;
  const now = () => new Date(clock);
  const at = (minutes: number) => { clock = STARTED + minutes * 60_000; };
  let lines: string[];
  let analyses: CanaryAnalysis[];
  /** An analysis that checks only when told (an hour's interval), as a freshly started process. */
  const start = (switching: CanarySwitching, summary: ReturnType<typeof fakeRum>['summary']) => {
    const analysis = startCanaryAnalysis({ store, access, intervalMs: 3_600_000, log: (line) => lines.push(line), now, summary, switching });
    analyses.push(analysis);
    return analysis;
  };
  beforeEach(() => { lines = []; analyses = []; at(0); });
  afterEach(() => Promise.all(analyses.map((a) => a.stop())));

  it('promotes after its minimum page views and minutes, comparing both versions since the canary started', async () => {
    const { switching, pointers, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    const analysis = start(switching, summary);
    at(5);
    rum.healths.set(CANARY, health(250, 1));
    await analysis.check();
    expect(switching.promoteCanary).not.toHaveBeenCalled();
    expect(rum.asked).toEqual([`recipes ${CANARY} since 2026-05-01T10:00:00.000Z`, `recipes ${STABLE} since 2026-05-01T10:00:00.000Z`]);
    at(10);
    await analysis.check();
    expect(outcomes).toEqual([expect.objectContaining({ version: CANARY, outcome: 'promoted', by: 'analysis', endedAt: '2026-05-01T10:10:00.000Z' })]);
    expect(outcomes[0].reason).toMatch(/^error rate 0\.4 % against 0\.4 % .* over 250 page views in 10 minutes$/);
    expect(pointers.get('recipes')).toEqual({ app: 'recipes', version: CANARY, previous: STABLE, updatedAt: '2026-05-01T10:00:00.000Z' });
    expect(lines).toContain(`[canary] recipes ${CANARY}: promoted: ${outcomes[0].reason}`);
    await analysis.check();
    expect(switching.promoteCanary).toHaveBeenCalledTimes(1);
  });

  it('rolls back a canary whose every page view throws at the first check after its minimum page views', async () => {
    const { switching, pointers, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    const analysis = start(switching, summary);
    at(1);
    rum.healths.set(CANARY, health(199, 199));
    await analysis.check();
    expect(switching.dropCanary).not.toHaveBeenCalled();
    at(2);
    rum.healths.set(CANARY, health(203, 203));
    await analysis.check();
    const reason = 'error rate 100.0 % against 0.4 % (margin 2 points) over 203 page views';
    expect(outcomes).toEqual([expect.objectContaining({ version: CANARY, outcome: 'rolled-back', by: 'analysis', reason })]);
    expect(pointers.get('recipes')).toEqual({ app: 'recipes', version: STABLE, previous: null, updatedAt: '2026-05-01T10:00:00.000Z' });
    expect(lines).toContain(`[canary] recipes ${CANARY}: rolled back: ${reason}`);
  });

  it('keeps waiting while the canary lacks page views, however long it runs', async () => {
    const { switching, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    const analysis = start(switching, summary);
    rum.healths.set(CANARY, health(150));
    for (const minutes of [1, 10, 60, 600]) {
      at(minutes);
      await analysis.check();
    }
    expect(outcomes).toEqual([]);
    expect(lines.filter((line) => !line.includes('analysis on') && !line.includes('watching'))).toEqual([]);
  });

  it('waits while the API cannot be reached, saying so once, and decides when it answers again', async () => {
    const { switching, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    const analysis = start(switching, summary);
    rum.healths.set(CANARY, health(300, 300));
    rum.down = 'GET http://api.test/rum/summary?app=recipes: ECONNREFUSED';
    for (const minutes of [1, 2, 3]) {
      at(minutes);
      await analysis.check();
    }
    expect(outcomes).toEqual([]);
    expect(lines.filter((line) => line.includes('cannot read its health'))).toEqual([
      `[canary] recipes ${CANARY}: cannot read its health, waiting: GET http://api.test/rum/summary?app=recipes: ECONNREFUSED`,
    ]);
    rum.down = '';
    await analysis.check();
    expect(outcomes).toEqual([expect.objectContaining({ outcome: 'rolled-back' })]);
    expect(lines.join('\n')).not.toContain(access.token);
  });

  it('resumes after a restart from the pointer: a new analysis promotes what the stopped one was waiting for', async () => {
    const { switching, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    const before = start(switching, summary);
    at(4);
    rum.healths.set(CANARY, health(220));
    await before.check();
    await before.stop();
    expect(outcomes).toEqual([]);
    const after = start(switching, summary);
    at(11);
    await after.check();
    expect(outcomes).toEqual([expect.objectContaining({ version: CANARY, outcome: 'promoted', startedAt: '2026-05-01T10:00:00.000Z' })]);
  });

  it('leaves a canary an operator ended meanwhile, and logs a refused promotion once', async () => {
    const { switching, pointers, outcomes } = fakeSwitching();
    const { rum, summary } = fakeRum();
    rum.healths.set(CANARY, health(500));
    at(20);
    switching.promoteCanary = jest.fn(async () => { throw new Error("Promoting recipes's canary refused: /recipes/* is claimed by public"); });
    const analysis = start(switching, summary);
    await analysis.check();
    await analysis.check();
    expect(switching.promoteCanary).toHaveBeenCalledTimes(2);
    expect(lines.filter((line) => line.includes('could not promote'))).toHaveLength(1);
    switching.canaryVersionNow = async () => undefined;
    await analysis.check();
    expect(switching.promoteCanary).toHaveBeenCalledTimes(2);
    expect(pointers.get('recipes')!.canary).toBeDefined();
    expect(outcomes).toEqual([]);
  });

  it('runs by itself every interval, never two checks at once, and stop waits for the one under way', async () => {
    const { switching } = fakeSwitching();
    let inFlight = 0;
    let most = 0;
    let summaries = 0;
    const slow = async (app: string, version: string, since: string): Promise<RumSummary> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 120));
      inFlight -= 1;
      summaries += 1;
      return { app, version, since, lastHour: health(0), sinceLive: health(0) };
    };
    const analysis = startCanaryAnalysis({ store, access, intervalMs: 20, log: () => undefined, switching, summary: slow });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await analysis.stop();
    expect(inFlight).toBe(0);
    expect(most).toBe(2); // the canary's and the stable's summaries of one check, in parallel
    expect(summaries).toBeGreaterThanOrEqual(4);
    expect(summaries % 2).toBe(0);
    const after = summaries;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(summaries).toBe(after);
  });
});

describe('the configured analysis', () => {
  it('is off, saying why, without METRICS_TOKEN (never a token file of another run)', async () => {
    const lines: string[] = [];
    const analysis = startConfiguredCanaryAnalysis({ store, env: { FORKFUL_DATA_DIR: '/nonexistent' }, log: (line) => lines.push(line) });
    await analysis.stop();
    expect(lines).toEqual(['[canary] analysis off: no METRICS_TOKEN set (and FORKFUL_API_URL for an API elsewhere)']);
  });

  it('is on with METRICS_TOKEN, at CANARY_CHECK_MS', async () => {
    const lines: string[] = [];
    const analysis = startConfiguredCanaryAnalysis({
      store, env: { METRICS_TOKEN: access.token, FORKFUL_API_URL: 'http://127.0.0.1:4999', CANARY_CHECK_MS: '2000' }, log: (line) => lines.push(line),
    });
    await analysis.stop();
    expect(lines).toEqual(['[canary] analysis on: every 2 s, RUM from http://127.0.0.1:4999']);
  });

  it('reads CANARY_CHECK_MS when it is a whole number of ms, 100 or more', () => {
    expect([checkIntervalMs({}), checkIntervalMs({ CANARY_CHECK_MS: '1500' }), checkIntervalMs({ CANARY_CHECK_MS: '50' }), checkIntervalMs({ CANARY_CHECK_MS: 'soon' })])
      .toEqual([60_000, 1500, 60_000, 60_000]);
  });
});
