/**
 * Real-user monitoring's cost (issue 31): POST /rum must take at least 2,000 events a second at 50 connections, and
 * GET /top-recipes at 50 connections must keep its req/s and p99 within 10 % while POST /rum runs at 2,000 events a
 * second beside it (100 batches of 20 a second, from 10 connections of their own).
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/rum.ts
 *
 * Starts a fresh embedded database seeded with 2,000 recipes and the built API (no Auth emulator: both calls are
 * public; RUM_BATCHES_PER_MIN raised so the limit never cuts the load). GET /top-recipes is measured alone and with
 * the RUM load in alternating 1 s slices (so other load on the machine weighs on both alike): req/s over all slices,
 * p99 the median slice's. At the end the summary must count exactly the events the API accepted (nothing lost under
 * load). Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50). Every process it starts is stopped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type RumEvent, type RumSummary } from '@forkful/domain';
import { autocannon, type AutocannonOptions, type AutocannonResult } from './lib/autocannon';
import { figure, type Figure } from './lib/figures';
import { summary, type Slice } from './lib/measure-pair';
import { exitAfterCleanup, requireBuilt, startApi, startDatabase, stop, type Started, type StartedDatabase } from './lib/processes';
import { seedRecipes } from './lib/seed-recipes';

const RECIPES = 2000;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const EVENTS_PER_BATCH = 20;
/** 2,000 events a second beside the reads: 100 batches of 20. */
const SIDE_LOAD_BATCHES_PER_SECOND = 100;
const SIDE_LOAD_CONNECTIONS = 10;
const GOAL_EVENTS_PER_SECOND = 2000;
/** How much GET /top-recipes may lose with the RUM load beside it. */
const MAX_SLOWDOWN = 0.1;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const APP = 'benchrum';
const VERSION = '20250601T120000000Z-bench';

/** autocannon's options this bench adds: a POST with a body, and a fixed overall rate. */
type PostOptions = AutocannonOptions & { method: 'POST'; body: string; overallRate?: number };
const post = autocannon as unknown as (options: PostOptions) => Promise<AutocannonResult>;

/** A batch as the shell sends it: 5 page views, each with its LCP, INP and CLS. */
function batch(): string {
  const events: RumEvent[] = [];
  for (let i = 0; i < EVENTS_PER_BATCH / 4; i++) {
    const tag = { app: APP, version: VERSION, view: `benchview${i}` };
    events.push({ kind: 'view', ...tag, route: '/recipes/:id' }, { kind: 'vital', ...tag, name: 'LCP', value: 1200 + i * 100 }, { kind: 'vital', ...tag, name: 'INP', value: 80 + i }, { kind: 'vital', ...tag, name: 'CLS', value: 0.02 * i });
  }
  return JSON.stringify({ shellVersion: 'dev', events });
}

const accepted = (result: AutocannonResult) => result.statusCodeStats['204']?.count ?? 0;
const sliceOf = (result: AutocannonResult, seconds: number): Slice => ({
  requests: result.requests.total,
  seconds,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

interface Measured {
  alone: ReturnType<typeof summary>;
  withRum: ReturnType<typeof summary>;
  rumAtFull: { eventsPerSecond: number; p99: number; refused: number };
  sideLoad: { eventsPerSecond: number; refused: number };
  counted: { expected: number; summary: number };
}

async function measureAll({ seconds = SECONDS, connections = CONNECTIONS } = {}): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-rum-'));
  let mongo: StartedDatabase | undefined;
  let api: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    await seedRecipes(mongo.uri, RECIPES);
    api = await startApi(mongo.uri, { RUM_BATCHES_PER_MIN: '100000000', METRICS_TOKEN });
    const top = api.url + API_PATHS.topRecipes;
    const rum = { url: api.url + API_PATHS.rum, method: 'POST' as const, body: batch(), headers: { 'content-type': 'text/plain;charset=UTF-8' }, pipelining: 1 };
    let acceptedBatches = 0;

    // Warm-up of both calls.
    await autocannon({ url: top, connections, duration: 1, pipelining: 1 });
    acceptedBatches += accepted(await post({ ...rum, connections, duration: 1 }));

    // 1. POST /rum alone, as fast as 50 connections go.
    const full = await post({ ...rum, connections, duration: seconds });
    acceptedBatches += accepted(full);
    const rumAtFull = { eventsPerSecond: Math.round((accepted(full) * EVENTS_PER_BATCH) / seconds), p99: full.latency.p99, refused: full.non2xx + full.errors };

    // 2. GET /top-recipes alone and beside 2,000 events a second, in alternating 1 s slices.
    const alone: Slice[] = [];
    const withRum: Slice[] = [];
    let sideAccepted = 0;
    let sideRefused = 0;
    for (let i = 0; i < seconds; i++) {
      alone.push(sliceOf(await autocannon({ url: top, connections, duration: 1, pipelining: 1 }), 1));
      const [reads, side] = await Promise.all([
        autocannon({ url: top, connections, duration: 1, pipelining: 1 }),
        post({ ...rum, connections: SIDE_LOAD_CONNECTIONS, overallRate: SIDE_LOAD_BATCHES_PER_SECOND, duration: 1 }),
      ]);
      withRum.push(sliceOf(reads, 1));
      sideAccepted += accepted(side);
      sideRefused += side.non2xx + side.errors;
    }
    acceptedBatches += sideAccepted;

    // 3. Nothing lost: the summary counts every accepted event (5 views in each batch).
    const response = await fetch(`${api.url}${API_PATHS.rumSummary}?app=${APP}&version=${VERSION}`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (!response.ok) throw new Error(`GET /rum/summary answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const counted = (await response.json()) as RumSummary;
    return {
      alone: summary(alone),
      withRum: summary(withRum),
      rumAtFull,
      sideLoad: { eventsPerSecond: Math.round((sideAccepted * EVENTS_PER_BATCH) / seconds), refused: sideRefused },
      counted: { expected: acceptedBatches * (EVENTS_PER_BATCH / 4), summary: counted.sinceLive.pageViews },
    };
  } finally {
    await stop(api);
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function figuresOf(m: Measured, connections: number): Figure[] {
  const rpsRatio = m.withRum.rps / m.alone.rps;
  // p99 is whole milliseconds: 10 % of a few ms is below its resolution, so 1 ms is the least slack.
  const p99Ceiling = Math.max(m.alone.p99 * (1 + MAX_SLOWDOWN), m.alone.p99 + 1);
  return [
    figure('RUM', `POST /rum events/s at ${connections} connections`, m.rumAtFull.eventsPerSecond, 'events/s', { atLeast: GOAL_EVENTS_PER_SECOND },
      `batches of ${EVENTS_PER_BATCH}; p99 ${m.rumAtFull.p99} ms; ${m.rumAtFull.refused} refused or failed`),
    figure('RUM', 'GET /top-recipes req/s with RUM, share of alone', rpsRatio, 'ratio', { atLeast: 1 - MAX_SLOWDOWN },
      `${m.withRum.rps.toLocaleString('en')} vs ${m.alone.rps.toLocaleString('en')} req/s alone; RUM beside: ${m.sideLoad.eventsPerSecond} events/s`),
    figure('RUM', 'GET /top-recipes p99 with RUM', m.withRum.p99, 'ms', { atMost: Math.round(p99Ceiling * 100) / 100 }, `alone ${m.alone.p99} ms`),
    // autocannon stops counting at each run's end with requests still in flight, which the API then takes: the summary
    // may count up to a run's connections more batches than autocannon saw answered, never fewer.
    figure('RUM', 'page views lost (answered 204, not in the summary)', Math.max(0, m.counted.expected - m.counted.summary), 'views', { atMost: 0 },
      `${m.counted.summary} counted, ${m.counted.expected} seen accepted by autocannon`),
  ];
}

/** The RUM figures for npm run bench (bench/run.ts): about 3 × BENCH_SECONDS plus seeding. */
export async function measureFigures(options: { seconds?: number; connections?: number } = {}): Promise<Figure[]> {
  requireBuilt();
  return figuresOf(await measureAll(options), options.connections ?? CONNECTIONS);
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  console.log(`Forkful RUM benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call, loopback, ${os.cpus().length} CPU(s), Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  measureFigures()
    .then((figures) => {
      console.table(figures.map((f) => ({ figure: f.name, value: f.value, unit: f.unit, goal: f.goal.atLeast !== undefined ? `≥ ${f.goal.atLeast}` : `≤ ${f.goal.atMost}`, pass: f.met ? 'pass' : 'FAIL', detail: f.detail })));
      process.exitCode = figures.every((f) => f.met) ? 0 : 1;
    })
    .catch((error: Error) => {
      console.error(error.message);
      return exitAfterCleanup(1);
    });
}
