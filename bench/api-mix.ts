/**
 * The API under a realistic mix (issue 27): 100,000 recipes; 10 % GET /top-recipes, 45 % a page of GET /recipes
 * (page 1..1000, limit 8, a random cuisine or none, a random sort or none), 45 % GET /recipes/{id} over 20,000 ids;
 * 50 connections; once without writes and once with 20 likes a second written through the database meanwhile (a
 * like document and the recipe's $inc in one transaction, as the API writes them). The API runs as it ships: with
 * its embedded database (unless BENCH_MONGODB_URI names a real one). Beside it, a bare node:http server answers the
 * same URLs with bytes of the same size from memory (the ceiling), in alternating slices of the same run.
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/api-mix.ts
 *
 * Env: BENCH_SIZE (default 100000), BENCH_SLICES (default 5 per side), BENCH_SLICE_SECONDS (default 2),
 * BENCH_WARM_UP_SECONDS (default 30: the API serves the mix this long before each measurement, as a server that has
 * been up a while: its kept views then cover most of the catalogue),
 * BENCH_CONNECTIONS (default 50), BENCH_MONGODB_URI (a real MongoDB replica set instead of the embedded one).
 * Prints requests per second, p50 and p99 (the median slice's) and the response cache's hit ratio (GET /health/cache,
 * over the API's measured slices). About 150 s with seeding.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUISINES, RECIPE_SORTS } from '@forkful/domain';
import { freePorts, typeScriptNode } from '@forkful/platform';
import { autocannon } from './lib/autocannon';
import { capture } from './lib/capture';
import { figure, type Figure } from './lib/figures';
import type { LikerCounts, LikerStart } from './lib/liker';
import { stop, requireBuilt, startApi, startBareServer, exitAfterCleanup, type Started } from './lib/processes';
import { seedRecipes } from './lib/seed-recipes';

const SIZE = Number(process.env.BENCH_SIZE || 100000);
const SLICES = Number(process.env.BENCH_SLICES || 5);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DETAIL_IDS = 20000;
const PAGES = 1000;
const LIKES_PER_SECOND = 20;
/** Before the measured slices: the API's caches fill as in a server that has been up a while (BENCH_WARM_UP_SECONDS). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS || 30);

/** mulberry32 (the URLs; the liker has its own sequence): the same sequence of URLs on every run, so two runs ask for the same things. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The next URL of the mix. */
function mixedPaths(ids: readonly string[], seed: number): () => string {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const cuisines = [undefined, ...CUISINES];
  const sorts = [undefined, ...RECIPE_SORTS];
  return () => {
    const roll = random();
    if (roll < 0.1) return '/top-recipes';
    if (roll < 0.55) {
      const cuisine = pick(cuisines);
      const sort = pick(sorts);
      return `/recipes?page=${1 + Math.floor(random() * PAGES)}&limit=8${cuisine ? `&cuisine=${cuisine}` : ''}${sort ? `&sort=${sort}` : ''}`;
    }
    return `/recipes/${pick(ids)}`;
  };
}

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

type Summary = Omit<Slice, 'requests' | 'seconds'> & { rps: number };

/** One autocannon run of the mix for `seconds`. */
async function run(baseUrl: string, nextPath: () => string, seconds: number): Promise<Slice> {
  const result = await autocannon({
    url: baseUrl, connections: CONNECTIONS, duration: seconds, pipelining: 1,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    requests: result.requests.total, seconds, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(slices: Slice[]): Summary {
  return {
    rps: Math.round(slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0)),
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** GET /health/cache: the public read cache's counters (the fields the mix reads). */
interface CacheCounters {
  hits: number;
  misses: number;
}

async function cacheCounters(apiUrl: string): Promise<CacheCounters> {
  const response = await fetch(`${apiUrl}/health/cache`);
  if (!response.ok) throw new Error(`GET /health/cache answered ${response.status}`);
  return (await response.json()) as CacheCounters;
}

interface Liking {
  readonly counts: LikerCounts | undefined;
  stop(): Promise<void>;
}

/** LIKES_PER_SECOND likes through the database while it runs, from a process of its own (bench/lib/liker.ts). */
async function startLiking(uri: string, ids: string[]): Promise<Liking> {
  const { command, args } = typeScriptNode(path.join(__dirname, 'lib', 'liker.ts'));
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the liker exited (${code}) before it started`)));
  });
  const start: LikerStart = { uri, ids, perSecond: LIKES_PER_SECOND };
  child.send(start);
  await started;
  let counts: LikerCounts | undefined;
  return {
    get counts() {
      return counts;
    },
    async stop() {
      if (counts || child.exitCode !== null) return;
      const answered = new Promise<LikerCounts>((resolve) => child.once('message', (message) => resolve(message as LikerCounts)));
      child.send('stop');
      counts = await answered;
    },
  };
}

/** The API and the bare server on the mix, alternating slices, after a warm-up of each. */
interface Mix {
  api: Summary;
  bare: Summary;
  hitRatio: number;
}

interface Row extends Mix {
  workload: string;
  likes?: LikerCounts;
}

async function measureMix(apiUrl: string, bareUrl: string, ids: string[], seed: number): Promise<Mix> {
  await run(apiUrl, mixedPaths(ids, seed), WARM_UP_SECONDS);
  await run(bareUrl, mixedPaths(ids, seed), SLICE_SECONDS);
  const before = await cacheCounters(apiUrl);
  const viaApi: Slice[] = [];
  const viaBare: Slice[] = [];
  const apiPaths = mixedPaths(ids, seed + 1);
  const barePaths = mixedPaths(ids, seed + 1);
  for (let i = 0; i < SLICES; i++) {
    viaApi.push(await run(apiUrl, apiPaths, SLICE_SECONDS));
    viaBare.push(await run(bareUrl, barePaths, SLICE_SECONDS));
  }
  const after = await cacheCounters(apiUrl);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  return { api: summary(viaApi), bare: summary(viaBare), hitRatio: hits / Math.max(1, hits + misses) };
}

async function startApiWithDatabase(dataDir: string): Promise<{ api: Started; uri: string }> {
  if (process.env.BENCH_MONGODB_URI) {
    const uri = process.env.BENCH_MONGODB_URI;
    return { api: await startApi(uri), uri };
  }
  const [port] = await freePorts(1);
  const api = await startApi('', { EMBEDDED_MONGO_PORT: String(port), EMBEDDED_MONGO_DATA: dataDir });
  return { api, uri: `mongodb://127.0.0.1:${port}/forkful` };
}

async function benchMix(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-mix-'));
  let api: Started | undefined;
  let bare: Started | undefined;
  let liking: Liking | undefined;
  try {
    const started = await startApiWithDatabase(dataDir);
    api = started.api;
    const seeded = await seedRecipes(started.uri, SIZE, { sampleIds: DETAIL_IDS });
    console.log(`${SIZE.toLocaleString('en')} recipes seeded in ${seeded.seconds.toFixed(1)} s (${seeded.ids.length} ids in the mix)`);
    const captured = {
      '/top-recipes': await capture(`${api.url}/top-recipes`),
      '/recipes': await capture(`${api.url}/recipes?page=500&limit=8&cuisine=Mexican&sort=prep-desc`),
      '/recipes/:id': await capture(`${api.url}/recipes/${seeded.middleId}`),
    };
    const routesFile = path.join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = await startBareServer(routesFile);

    const rows: Row[] = [];
    const quiet = await measureMix(api.url, bare.url, seeded.ids, 1);
    rows.push({ workload: 'mix, no writes', ...quiet });
    liking = await startLiking(started.uri, seeded.ids);
    const writing = await measureMix(api.url, bare.url, seeded.ids, 101);
    await liking.stop();
    rows.push({ workload: `mix, ${LIKES_PER_SECOND} likes/s`, ...writing, likes: liking.counts });
    liking = undefined;
    console.table(rows.map((row) => ({
      workload: row.workload, 'API req/s': row.api.rps, 'p50 ms': row.api.p50, 'p99 ms': row.api.p99, 'bare req/s': row.bare.rps, 'bare p99 ms': row.bare.p99,
      'API/bare': Number((row.api.rps / row.bare.rps).toFixed(3)), 'hit ratio': Number(row.hitRatio.toFixed(3)),
      errors: row.api.errors + row.bare.errors, likes: row.likes ? `${row.likes.written} written, ${row.likes.failed} failed` : '',
    })));
    return rows;
  } finally {
    await liking?.stop();
    await stop(bare);
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The mixed-workload figures for npm run bench (bench/run.ts). */
export async function measureFigures(): Promise<Figure[]> {
  requireBuilt();
  const rows = await benchMix();
  return rows.flatMap((row) => {
    const context = `${SIZE.toLocaleString('en')} recipes, ${CONNECTIONS} connections`;
    const errors = row.api.errors + row.bare.errors;
    return [
      figure('API mix', `${row.workload}: share of ceiling`, row.api.rps / row.bare.rps, 'ratio', { atLeast: 0.25 },
        `${row.api.rps.toLocaleString('en')} vs ${row.bare.rps.toLocaleString('en')} req/s, ${context}${errors ? `, ${errors} errors` : ''}`),
      figure('API mix', `${row.workload}: p50`, row.api.p50, 'ms', {}, ''),
      figure('API mix', `${row.workload}: p99`, row.api.p99, 'ms', { atMost: 50 }, ''),
      figure('API mix', `${row.workload}: response cache hit ratio`, row.hitRatio, 'ratio', {},
        row.likes ? `${row.likes.written} likes written` : ''),
    ];
  });
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  requireBuilt();
  benchMix().then(() => exitAfterCleanup(0), (error: Error) => {
    console.error(error.stack || error.message);
    return exitAfterCleanup(1);
  });
}
