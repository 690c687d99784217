#!/usr/bin/env node
'use strict';
/**
 * Benchmark of the embedded MongoDB-compatible server through the official driver.
 * Starts the built CLI (embedded-mongo/dist) in a child process on a free port with a temporary data directory,
 * then for 10,000 and 100,000 recipe-like documents prints: bulk and single inserts/s, findById/s and
 * sorted/filtered page queries/s (the recipes API's list queries). Each timed phase is bounded (PHASE_MS).
 * Usage: npm run build -w @forkful/embedded-mongo && node bench/embedded-mongo.js [sizes...]
 */
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.join(__dirname, '..');
const cli = path.join(root, 'embedded-mongo', 'bin', 'embedded-mongo.js');
const { MongoClient, ObjectId } = require(require.resolve('mongodb', { paths: [path.join(root, 'embedded-mongo')] }));

const PHASE_MS = Number(process.env.BENCH_PHASE_MS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 4);
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [10_000, 100_000];
const CUISINES = ['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others'];

function startServer(dataDir) {
  if (!fs.existsSync(path.join(root, 'embedded-mongo', 'dist', 'index.js'))) {
    throw new Error('build first: npm run build -w @forkful/embedded-mongo');
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /ready: (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve({ child, uri: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function recipe(i) {
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
    createdAt: new Date(1_700_000_000_000 + i * 1000),
  };
}

/**
 * Runs fn repeatedly with `concurrency` workers for PHASE_MS; returns ops/s. One untimed warm-up call first:
 * the first query after a bulk load builds the sorted index view (reported separately as "first query").
 */
async function rate(fn, concurrency = CONCURRENCY, warm = true) {
  if (warm) await fn(0);
  let ops = 0;
  const end = Date.now() + PHASE_MS;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await fn(ops);
        ops++;
      }
    }),
  );
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  return ops / secs;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US').padStart(9);

/** Waits for the snapshot compaction the bulk load triggers (journal > 64 MiB), so phases measure steady state. */
async function waitForCompaction(dataDir) {
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

async function benchSize(client, n, dataDir) {
  const db = client.db(`bench_${n}`);
  await db.dropDatabase();
  const recipes = db.collection('recipes');
  await recipes.createIndexes([
    { key: { cuisineType: 1, title: 1 } },
    { key: { title: 1 } },
    { key: { prepTime: 1 } },
    { key: { likeCount: -1 } },
    { key: { authorEmail: 1 } },
  ]);
  const ids = [];
  const t0 = Date.now();
  for (let i = 0; i < n; i += 1000) {
    const batch = [];
    for (let j = i; j < Math.min(n, i + 1000); j++) batch.push(recipe(j));
    await recipes.insertMany(batch);
    for (const d of batch) ids.push(d._id);
  }
  const bulk = n / ((Date.now() - t0) / 1000);
  const compactionMs = await waitForCompaction(dataDir);
  const rows = [];
  rows.push(['insertMany (batches of 1000), docs/s', bulk]);
  const t1 = Date.now();
  await recipes.find({ cuisineType: 'Italian' }).sort({ title: 1 }).limit(12).toArray();
  const firstMs = Date.now() - t1;
  let extra = n;
  rows.push(['insertOne, ' + CONCURRENCY + ' concurrent clients, docs/s', await rate(() => recipes.insertOne(recipe(extra++)), CONCURRENCY, false)]);
  rows.push(['insertOne, 1 client (one fsync per insert), docs/s', await rate(() => recipes.insertOne(recipe(extra++)), 1, false)]);
  const rnd = () => ids[Math.floor(Math.random() * ids.length)];
  rows.push(['findById (find {_id}), ops/s', await rate(() => recipes.findOne({ _id: rnd() }))]);
  const page = () => Math.floor(Math.random() * 50);
  rows.push([
    'page: {cuisineType} sort title skip/limit 12',
    await rate(() => recipes.find({ cuisineType: CUISINES[page() % 5] }).sort({ title: 1 }).skip(page() * 12).limit(12).toArray()),
  ]);
  rows.push(['page: sort prepTime desc skip/limit 12', await rate(() => recipes.find({}).sort({ prepTime: -1 }).skip(page() * 12).limit(12).toArray())]);
  rows.push(['page: sort title asc skip/limit 12', await rate(() => recipes.find({}).sort({ title: 1 }).skip(page() * 12).limit(12).toArray())]);
  rows.push(['top recipes: sort likeCount desc limit 8', await rate(() => recipes.find({}).sort({ likeCount: -1 }).limit(8).toArray())]);
  rows.push(['countDocuments({cuisineType}) (aggregate)', await rate(() => recipes.countDocuments({ cuisineType: CUISINES[page() % 5] }))]);
  rows.push(['my recipes: {authorEmail} sort title', await rate(() => recipes.find({ authorEmail: `cook${page()}@example.com` }).sort({ title: 1 }).toArray())]);
  rows.push([
    'search: $regex /curry/i (full scan) limit 12',
    await rate(() => recipes.find({ title: { $regex: 'curry', $options: 'i' } }).sort({ title: 1 }).limit(12).toArray(), 1),
  ]);
  rows.push(['like: findOneAndUpdate $inc new:true', await rate(() => recipes.findOneAndUpdate({ _id: rnd() }, { $inc: { likeCount: 1 } }, { returnDocument: 'after' }))]);
  console.log(`\n${n.toLocaleString('en-US')} documents (phases of ${PHASE_MS} ms, ${CONCURRENCY} concurrent clients unless noted):`);
  if (compactionMs) console.log(`  ${'wait for the snapshot compaction after the load, ms'.padEnd(52)} ${fmt(compactionMs)}`);
  console.log(`  ${'first sorted query after the bulk load (builds index views), ms'.padEnd(52)} ${fmt(firstMs)}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${fmt(value)}`);
  await db.dropDatabase();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const { child, uri } = await startServer(dataDir);
  const client = await MongoClient.connect(uri, { maxPoolSize: CONCURRENCY + 2 });
  console.log(`embedded-mongo benchmark on ${os.cpus().length} CPU(s), node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, data in ${dataDir}`);
  try {
    for (const n of SIZES) await benchSize(client, n, dataDir);
  } finally {
    await client.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
