/**
 * API benchmark (issue 5): seeds 10,000 and then 100,000 recipes into a fresh embedded MongoDB, starts the built API
 * against it, and measures with autocannon (loopback, bounded time) GET /top-recipes, a filtered + sorted page of
 * GET /recipes, GET /recipes/{id} and a page of one author's recipes (GET /authors/{uid}/recipes); beside a bare Node http server answering the same bytes from memory (the ceiling).
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/api.ts
 *
 * Env: BENCH_SIZES (default "10000,100000"), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 * Each call is measured on the API and on the bare server in alternating 1 s slices (after a 1 s warm-up of each),
 * so load from other processes on the machine weighs on both alike: req/s is over all slices, p99 the median slice's.
 *
 * measureFigures(options) (for npm run bench): size 100,000, 50 connections, 5 s per run; about 60 s plus seeding
 * (4 calls x (API + bare) x (5 s + 1 s warm-up), 6 s of seeding, a few of start-up). Figures: each call's share of
 * the ceiling, and the page's p99.
 * Every process it starts (database, API, bare server) runs separately from autocannon and is stopped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capture, type CapturedRoute } from './lib/capture';
import { figure, type Figure } from './lib/figures';
import { measurePair } from './lib/measure-pair';
import { stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { seedRecipes } from './lib/seed-recipes';

const SIZES = (process.env.BENCH_SIZES || '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const WARM_UP_SECONDS = 1;

interface PairOptions {
  connections?: number;
  seconds?: number;
}

const CALLS = [
  { label: 'GET /top-recipes', goal: 0.5 },
  { label: 'GET /recipes?cuisine&sort&page', goal: 0.25 },
  { label: 'GET /recipes/{id}', goal: 0.25 },
  // A cook's page: one author's recipes (200 of them at 100,000), newest first. Its database part is kept until the
  // recipes change, but unlike the three above (the public read fast path's stored bytes) every request goes through
  // Nest's pipeline (guards, validation, serialization): hence a lower goal.
  { label: 'GET /authors/{uid}/recipes?page', goal: 0.15 },
];

/** One row of the table: a call on the API beside the same call on the bare server. */
interface Row {
  call: string;
  'API req/s': number;
  'API p99 ms': number;
  'bare req/s': number;
  'bare p99 ms': number;
  'API/bare': string;
  bytes: number;
  errors: number;
}

async function benchSize(count: number, options: PairOptions = {}): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-api-'));
  let mongo: StartedDatabase | undefined;
  let api: Started | undefined;
  let bare: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const { uri } = mongo;
    const seeded = await seedRecipes(uri, count);
    console.log(`\n${count.toLocaleString('en')} recipes seeded in ${seeded.seconds.toFixed(1)} s`);

    const apiStarted = Date.now();
    api = await startApi(uri);
    const apiUrl = api.url;
    console.log(`API ready in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s (index creation included)`);

    const routes = [
      '/top-recipes',
      '/recipes?cuisine=Mexican&sort=prep-desc&page=3&limit=8',
      `/recipes/${seeded.middleId}`,
      '/authors/bench-7/recipes?page=2&limit=8',
    ];
    const calls = CALLS.map(({ label }, i) => [label, routes[i]]);
    const captured: Record<string, CapturedRoute> = {};
    for (const [, route] of calls) captured[route] = await capture(apiUrl + route);
    const routesFile = path.join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = await startBareServer(routesFile);
    const bareUrl = bare.url;

    const rows: Row[] = [];
    for (const [label, route] of calls) {
      const [viaApi, viaBare] = await measurePair(apiUrl + route, bareUrl + route, { connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, ...options });
      rows.push({
        call: label,
        'API req/s': viaApi.rps,
        'API p99 ms': viaApi.p99,
        'bare req/s': viaBare.rps,
        'bare p99 ms': viaBare.p99,
        'API/bare': `${Math.round((viaApi.rps / viaBare.rps) * 100)}%`,
        bytes: Buffer.from(captured[route].body, 'base64').length,
        errors: viaApi.errors + viaBare.errors,
      });
    }
    console.table(rows);
    return rows;
  } finally {
    await stop(bare);
    await stop(api);
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The API figures for npm run bench (bench/run.ts): size 100,000 by default; about 60 s plus seeding. */
export async function measureFigures({ size = 100000, connections = 50, seconds = 5 } = {}): Promise<Figure[]> {
  requireBuilt();
  const rows = await benchSize(size, { connections, seconds });
  const figures = rows.map((row, i) =>
    figure('API', `${row.call} share of ceiling`, row['API req/s'] / row['bare req/s'], 'ratio', { atLeast: CALLS[i].goal },
      `${row['API req/s'].toLocaleString('en')} vs ${row['bare req/s'].toLocaleString('en')} req/s, ${size.toLocaleString('en')} recipes`),
  );
  const page = rows[1];
  figures.push(figure('API', `${page.call} p99`, page['API p99 ms'], 'ms', { atMost: 20 }, `${connections} connections`));
  return figures;
}

async function main(): Promise<void> {
  requireBuilt();
  console.log(`Forkful API benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  for (const size of SIZES) await benchSize(size);
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  main().catch((error: Error) => {
    console.error(error.message);
    return exitAfterCleanup(1);
  });
}
