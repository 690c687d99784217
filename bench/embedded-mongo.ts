/**
 * Benchmark of the embedded MongoDB-compatible server through the official driver (issue 16's database part).
 * Starts the built CLI (embedded-mongo/dist) in a child process on a free port with a temporary data directory, with
 * the indexes the API's recipe schema declares (api/src/recipes/schemas/recipe.schema.ts, text index aside). For
 * 10,000 and 100,000 recipe-like documents (200 authors: 50 recipes each at 10,000) it prints inserts/s, findById/s,
 * the API's list pages and my-recipes query per second, and the server's CPU time per findById. Each timed phase is
 * bounded (PHASE_MS).
 *   npm run build -w @forkful/embedded-mongo && npx tsx bench/embedded-mongo.ts [sizes...]
 * Env: BENCH_PHASE_MS (2000), BENCH_CONCURRENCY (4), BENCH_EMBEDDED_MONGO_CLI (another build's bin, to compare).
 * measureFigures() (npm run bench) takes about 20-40 s: 10,000 documents, then 100,000 (seeding and compaction included).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { mongo } from 'mongoose';
import { figure, type Figure } from './lib/figures';
import { stats } from './lib/samples';
import { EMBEDDED_MONGO_DIR } from './lib/workspaces';

const defaultCli = path.join(EMBEDDED_MONGO_DIR, 'dist', 'server', 'cli.js');
// The driver embedded-mongo is tested with (its dev dependency). Typed as mongoose's copy of the same driver: the
// bench declares neither, and a driver's types are the same across its 6.x versions for what is used here.
type MongoDriver = typeof mongo;
const { MongoClient, ObjectId } = require(require.resolve('mongodb', { paths: [EMBEDDED_MONGO_DIR] })) as MongoDriver;
type Collection = mongo.Collection<mongo.Document>;
type Db = mongo.Db;
type ObjectIdType = mongo.ObjectId;

/** The server, the driver's client on it, its data folder and how long each timed phase lasts. */
interface Context {
  child: ChildProcess;
  client: mongo.MongoClient;
  dataDir: string;
  phaseMs: number;
}

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 4);
const CUISINES = ['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others'];
const CATEGORIES = ['Dinner', 'Vegan', 'Lunch'];
/** The recipe schema's indexes (the API's queries), with my-recipes' {authorUid: 1, _id: -1}. */
const API_INDEXES = ([
  { cuisineType: 1, title: 1, _id: 1 },
  { cuisineType: 1, prepTime: 1, _id: 1 },
  { title: 1, _id: 1 },
  { prepTime: 1, _id: 1 },
  { likeCount: -1, _id: 1 },
  { authorEmail: 1 },
  { authorUid: 1, _id: -1 },
] as Record<string, mongo.IndexDirection>[]).map((key) => ({ key }));
/** The API's sorts (recipe-queries.service.ts SORTS) and GET /top-recipes'. */
const SORTS: mongo.Sort[] = [{ title: 1, _id: 1 }, { title: -1, _id: -1 }, { prepTime: 1, _id: 1 }, { prepTime: -1, _id: -1 }, { _id: -1 }, { likeCount: -1, _id: 1 }];
/** GET /my-recipes' projection (recipe-view.ts VIEW_PROJECTION). */
const VIEW_PROJECTION = Object.fromEntries(
  ['image', 'title', 'ingredients', 'instructions', 'cuisineType', 'prepTime', 'categories', 'likeCount', 'authorName', 'authorEmail', 'createdAt', 'updatedAt'].map((f) => [f, 1]),
);

function startServer(dataDir: string, cli: string): Promise<{ child: ChildProcess; uri: string }> {
  // The CLI is compiled with the package (dist/server/cli.js): no file, no build.
  if (!fs.existsSync(cli)) throw new Error('build first: npm run build -w @forkful/embedded-mongo');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /ready: (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve({ child, uri: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function recipe(i: number): mongo.Document & { _id: ObjectIdType } {
  return {
    _id: new ObjectId(),
    title: `Recipe ${(i * 7919) % 1_000_003} ${['Soup', 'Curry', 'Pasta', 'Salad', 'Cake'][i % 5]}`,
    cuisineType: CUISINES[i % CUISINES.length],
    prepTime: 5 + ((i * 31) % 175),
    categories: ['Dinner', i % 2 ? 'Vegan' : 'Lunch'],
    ingredients: 'flour, water, salt, olive oil, tomatoes, basil',
    instructions: 'Mix everything, then cook for a while and serve warm. '.repeat(3),
    image: `https://example.com/images/${i}.jpg`,
    likeCount: (i * 13) % 500,
    authorName: `Cook ${i % 200}`,
    authorEmail: `cook${i % 200}@example.com`,
    authorUid: `uid-${i % 200}`,
    createdAt: new Date(1_700_000_000_000 + i * 1000),
  };
}

/** Server CPU time (user + system) in µs, from /proc (Linux); undefined elsewhere. */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

interface Rate {
  perSecond: number;
  serverMicrosPerOp: number | undefined;
}

/** Runs fn with `concurrency` workers for phaseMs (after one untimed call when warm); returns ops/s and server µs/op. */
async function rate(ctx: Context, fn: (i: number) => Promise<unknown>, concurrency = CONCURRENCY, warm = true): Promise<Rate> {
  if (warm) await fn(0);
  let ops = 0;
  const cpu0 = cpuMicros(ctx.child.pid);
  const end = Date.now() + ctx.phaseMs;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) await fn(ops++);
    }),
  );
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu1 = cpuMicros(ctx.child.pid);
  return { perSecond: ops / secs, serverMicrosPerOp: cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / ops };
}

/** One query at a time for phaseMs: the median and 95th percentile of their durations, ms. */
async function latency(ctx: Context, fn: (i: number) => Promise<unknown>): Promise<{ median: number; p95: number; count: number }> {
  const times: number[] = [];
  const end = Date.now() + ctx.phaseMs;
  while (Date.now() < end) {
    const t = process.hrtime.bigint();
    await fn(times.length);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const { median, p95, count } = stats(times);
  return { median, p95, count };
}

/** Waits for the snapshot compaction the bulk load triggers (journal > 64 MiB), so phases measure steady state. */
async function waitForCompaction(dataDir: string): Promise<number> {
  const journalBytes = () =>
    fs.readdirSync(dataDir).filter((f) => f.startsWith('journal-')).reduce((sum, f) => sum + fs.statSync(path.join(dataDir, f)).size, 0);
  const start = Date.now();
  if (journalBytes() <= 64 << 20) return 0;
  while (journalBytes() > 64 << 20 || fs.existsSync(path.join(dataDir, 'snapshot.tmp'))) {
    if (Date.now() - start > 60_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

/** A fresh database of n recipes with the API's indexes; returns the collection, the ids and the load's figures. */
interface Seeded {
  db: Db;
  recipes: Collection;
  ids: ObjectIdType[];
  /** insertMany's docs/s. */
  bulk: number;
  compactionMs: number;
}

async function seed(ctx: Context, n: number): Promise<Seeded> {
  const db = ctx.client.db(`bench_${n}`);
  await db.dropDatabase();
  const recipes = db.collection('recipes');
  await recipes.createIndexes(API_INDEXES);
  const ids: ObjectIdType[] = [];
  const t0 = Date.now();
  for (let i = 0; i < n; i += 1000) {
    const batch: ReturnType<typeof recipe>[] = [];
    for (let j = i; j < Math.min(n, i + 1000); j++) batch.push(recipe(j));
    await recipes.insertMany(batch);
    for (const d of batch) ids.push(d._id);
  }
  const bulk = n / ((Date.now() - t0) / 1000);
  const compactionMs = await waitForCompaction(ctx.dataDir);
  return { db, recipes, ids, bulk, compactionMs };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const page = () => Math.floor(Math.random() * 50);
/** One query per index first: the first read after a bulk load builds the index's sorted view (a one-off). */
const warmIndexes = (recipes: Collection) =>
  Promise.all(SORTS.flatMap((sort) => [{}, { cuisineType: 'Italian' }].map((filter) => recipes.find(filter).sort(sort).limit(1).toArray())));
/** A GET /recipes page: no filter, a cuisine, a category or both; one of the API's sorts; page 1-50 of 8. */
function listPage(recipes: Collection) {
  const filter = [{}, { cuisineType: pick(CUISINES) }, { categories: pick(CATEGORIES) }, { cuisineType: pick(CUISINES), categories: pick(CATEGORIES) }][Math.floor(Math.random() * 4)];
  return recipes.find(filter, { projection: VIEW_PROJECTION }).sort(pick(SORTS)).skip(page() * 8).limit(8).toArray();
}
/** GET /my-recipes: the author's recipes, newest first (recipe-queries.service.ts mine()). */
const myRecipes = (recipes: Collection) => recipes.find({ authorUid: `uid-${page()}` }, { projection: VIEW_PROJECTION }).sort({ _id: -1 }).toArray();
const findById = (recipes: Collection, ids: ObjectIdType[]) => recipes.findOne({ _id: ids[Math.floor(Math.random() * ids.length)] });

async function benchSize(ctx: Context, n: number): Promise<void> {
  const { db, recipes, ids, bulk, compactionMs } = await seed(ctx, n);
  const rows: [string, number][] = [['insertMany (batches of 1000), docs/s', bulk]];
  const t1 = Date.now();
  await recipes.find({ cuisineType: 'Italian' }).sort({ title: 1 }).limit(12).toArray();
  const firstMs = Date.now() - t1;
  let extra = n;
  rows.push(['insertOne, ' + CONCURRENCY + ' concurrent clients, docs/s', (await rate(ctx, () => recipes.insertOne(recipe(extra++)), CONCURRENCY, false)).perSecond]);
  rows.push(['insertOne, 1 client (one fsync per insert), docs/s', (await rate(ctx, () => recipes.insertOne(recipe(extra++)), 1, false)).perSecond]);
  const byId = await rate(ctx, () => findById(recipes, ids));
  rows.push(['findById (find {_id}), ops/s', byId.perSecond]);
  if (byId.serverMicrosPerOp !== undefined) rows.push(['  server CPU per findById, µs', byId.serverMicrosPerOp]);
  rows.push(['page: {cuisineType} sort title skip/limit 12', (await rate(ctx, () => recipes.find({ cuisineType: CUISINES[page() % 5] }).sort({ title: 1 }).skip(page() * 12).limit(12).toArray())).perSecond]);
  rows.push(['page: sort prepTime desc skip/limit 12', (await rate(ctx, () => recipes.find({}).sort({ prepTime: -1 }).skip(page() * 12).limit(12).toArray())).perSecond]);
  rows.push(['page: sort title asc skip/limit 12', (await rate(ctx, () => recipes.find({}).sort({ title: 1 }).skip(page() * 12).limit(12).toArray())).perSecond]);
  rows.push(['top recipes: sort likeCount desc limit 8', (await rate(ctx, () => recipes.find({}).sort({ likeCount: -1 }).limit(8).toArray())).perSecond]);
  await warmIndexes(recipes);
  const pages = await latency(ctx, () => listPage(recipes));
  rows.push(["API list pages (filters x sorts, 8 each), median ms", pages.median]);
  rows.push(["API list pages, 95th percentile ms", pages.p95]);
  rows.push(['countDocuments({cuisineType}) (aggregate)', (await rate(ctx, () => recipes.countDocuments({ cuisineType: CUISINES[page() % 5] }))).perSecond]);
  rows.push(['my recipes: {authorEmail} sort title', (await rate(ctx, () => recipes.find({ authorEmail: `cook${page()}@example.com` }).sort({ title: 1 }).toArray())).perSecond]);
  rows.push([`my recipes (API): {authorUid} sort _id desc, ${n / 200} each`, (await rate(ctx, () => myRecipes(recipes))).perSecond]);
  rows.push([
    'search: $regex /curry/i (full scan) limit 12',
    (await rate(ctx, () => recipes.find({ title: { $regex: 'curry', $options: 'i' } }).sort({ title: 1 }).limit(12).toArray(), 1)).perSecond,
  ]);
  rows.push(['like: findOneAndUpdate $inc new:true', (await rate(ctx, () => recipes.findOneAndUpdate({ _id: pick(ids) }, { $inc: { likeCount: 1 } }, { returnDocument: 'after' }))).perSecond]);
  console.log(`\n${n.toLocaleString('en-US')} documents (phases of ${ctx.phaseMs} ms, ${CONCURRENCY} concurrent clients unless noted):`);
  if (compactionMs) console.log(`  ${'wait for the snapshot compaction after the load, ms'.padEnd(52)} ${fmt(compactionMs)}`);
  console.log(`  ${'first sorted query after the bulk load (builds index views), ms'.padEnd(52)} ${fmt(firstMs)}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${value < 100 ? value.toFixed(2).padStart(9) : fmt(value)}`);
  await db.dropDatabase();
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(9);

/** Starts a server on a temporary directory, runs fn(ctx), and always stops and cleans up. */
interface Options {
  /** Another build's CLI, to compare (default: BENCH_EMBEDDED_MONGO_CLI, or this checkout's). */
  cli?: string;
  phaseMs?: number;
}

async function withServer<T>(options: Options, fn: (ctx: Context) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const { child, uri } = await startServer(dataDir, options.cli ?? process.env.BENCH_EMBEDDED_MONGO_CLI ?? defaultCli);
  const client = await MongoClient.connect(uri, { maxPoolSize: CONCURRENCY + 2 });
  try {
    return await fn({ child, client, dataDir, phaseMs: options.phaseMs ?? Number(process.env.BENCH_PHASE_MS || 2000) });
  } finally {
    await client.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The figures for npm run bench (bench/run.ts), about 20-40 s (60 on a busy machine): at 10,000 documents
 * findById/s and GET /my-recipes' query/s (50 recipes per author, 4 concurrent clients); at 100,000 the API's list
 * pages one at a time, median ms (each index's view built first, as a running server has them).
 */
export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  return withServer(options, async (ctx) => {
    const small = await seed(ctx, 10_000);
    let extra = 1_000_000;
    const inserts = await rate(ctx, () => small.recipes.insertOne(recipe(extra++)), CONCURRENCY, false);
    const byId = await rate(ctx, () => findById(small.recipes, small.ids));
    const mine = await rate(ctx, () => myRecipes(small.recipes));
    await small.db.dropDatabase();
    const large = await seed(ctx, 100_000);
    await warmIndexes(large.recipes);
    const pages = await latency(ctx, () => listPage(large.recipes));
    await large.db.dropDatabase();
    const cpu = byId.serverMicrosPerOp === undefined ? '' : `, server CPU ${Math.round(byId.serverMicrosPerOp)} µs each`;
    return [
      figure('Database', 'findById at 10,000 documents', byId.perSecond, 'ops/s', { atLeast: 20000 }, `driver, ${CONCURRENCY} clients${cpu}`),
      figure('Database', 'sorted list page at 100,000 documents', pages.median, 'ms', { atMost: 2 }, `median of ${pages.count}, one at a time; p95 ${pages.p95.toFixed(2)} ms`),
      figure('Database', 'my-recipes query at 10,000 documents', mine.perSecond, 'queries/s', { atLeast: 5000 }, `50 recipes each, ${CONCURRENCY} clients`),
      figure('Database', 'insertOne at 10,000 documents', inserts.perSecond, 'docs/s', {}, `${CONCURRENCY} clients, one fsync per group commit`),
      figure('Database', 'insertMany at 100,000 documents', large.bulk, 'docs/s', {}, 'batches of 1,000'),
    ];
  });
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  await withServer({}, async (ctx) => {
    console.log(`embedded-mongo benchmark on ${os.cpus().length} CPU(s), node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, data in ${ctx.dataDir}`);
    for (const n of sizes.length ? sizes : [10_000, 100_000]) await benchSize(ctx, n);
  });
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
