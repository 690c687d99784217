#!/usr/bin/env node
/**
 * API benchmark (issue 5): seeds 10,000 and then 100,000 recipes into a fresh embedded MongoDB, starts the built API
 * against it, and measures with autocannon (loopback, bounded time) GET /top-recipes, a filtered + sorted page of
 * GET /recipes, and GET /recipes/{id}; beside a bare Node http server answering the same bytes from memory (the ceiling).
 *
 *   npx lerna run build --scope @forkful/api && node bench/api.js
 *
 * Env: BENCH_SIZES (default "10000,100000"), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 * Every process it starts (database, API, bare server) runs separately from autocannon and is stopped at the end.
 */
'use strict';
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup } = require('./lib/processes');
const { benchRecipe, CUISINES, CATEGORIES } = require('./lib/bench-recipe');

const requireFromApi = (id) => require(require.resolve(id, { paths: [path.join(ROOT, 'api')] }));
const autocannon = requireFromApi('autocannon');
const mongoose = requireFromApi('mongoose');

const SIZES = (process.env.BENCH_SIZES || '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const DISHES = ['Curry', 'Noodles', 'Tacos', 'Risotto', 'Dumplings', 'Salad', 'Soup', 'Biryani', 'Pancakes', 'Tart', 'Stew', 'Pasta'];
const ADJECTIVES = ['Smoky', 'Spicy', 'Golden', 'Crispy', 'Creamy', 'Zesty', 'Rustic', 'Herby', 'Sticky', 'Fiery', 'Silky', 'Hearty'];

function recipe(i, base) {
  const cuisine = CUISINES[i % CUISINES.length];
  const likeCount = (i * 7919) % 1000;
  return benchRecipe(i, base, {
    image: `/images/recipes/${['spaghetti-carbonara', 'kacchi-biryani', 'tacos-al-pastor', 'pork-chive-dumplings', 'pad-thai'][i % 5]}.svg`,
    title: `${ADJECTIVES[(i * 7) % ADJECTIVES.length]} ${cuisine} ${DISHES[(i * 13) % DISHES.length]} ${i}`,
    categories: [CATEGORIES[i % 5], CATEGORIES[(i * 3 + 1) % 5]].filter((c, k, all) => all.indexOf(c) === k),
    likeCount,
    baseLikeCount: likeCount,
  });
}

async function seed(uri, count) {
  const connection = await mongoose.createConnection(uri, { serverMonitoringMode: 'poll' }).asPromise();
  const collection = connection.collection('recipes');
  const base = Date.now() - count * 1000;
  const started = Date.now();
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = [];
    for (let i = offset; i < Math.min(count, offset + 1000); i++) batch.push(recipe(i, base));
    await collection.insertMany(batch, { ordered: false });
  }
  const seconds = (Date.now() - started) / 1000;
  const sample = await collection.find({}, { projection: { _id: 1 } }).skip(Math.floor(count / 2)).limit(1).toArray();
  await connection.close();
  return { seconds, middleId: String(sample[0]._id) };
}

async function capture(url) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const headers = { 'content-type': response.headers.get('content-type') };
  const total = response.headers.get('x-total-count');
  if (total) headers['x-total-count'] = total;
  return { body: body.toString('base64'), headers };
}


async function measure(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchSize(count) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-api-'));
  let mongo;
  let api;
  let bare;
  try {
    mongo = await startDatabase(dataDir);
    const { uri } = mongo;
    const seeded = await seed(uri, count);
    console.log(`\n${count.toLocaleString('en')} recipes seeded in ${seeded.seconds.toFixed(1)} s`);

    const apiStarted = Date.now();
    api = await startApi(uri);
    const apiUrl = api.url;
    console.log(`API ready in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s (index creation included)`);

    const calls = [
      ['GET /top-recipes', '/top-recipes'],
      ['GET /recipes?cuisine&sort&page', '/recipes?cuisine=Mexican&sort=prep-desc&page=3&limit=8'],
      ['GET /recipes/{id}', `/recipes/${seeded.middleId}`],
    ];
    const routes = {};
    for (const [, route] of calls) routes[route] = await capture(apiUrl + route);
    const routesFile = path.join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    bare = await startBareServer(routesFile);
    const bareUrl = bare.url;

    const rows = [];
    for (const [label, route] of calls) {
      const viaApi = await measure(apiUrl + route);
      const viaBare = await measure(bareUrl + route);
      rows.push({
        call: label,
        'API req/s': viaApi.rps,
        'API p99 ms': viaApi.p99,
        'bare req/s': viaBare.rps,
        'bare p99 ms': viaBare.p99,
        'API/bare': `${Math.round((viaApi.rps / viaBare.rps) * 100)}%`,
        bytes: Buffer.from(routes[route].body, 'base64').length,
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

async function main() {
  requireBuilt();
  console.log(`Forkful API benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  for (const size of SIZES) await benchSize(size);
}

process.on('SIGINT', () => exitAfterCleanup(130));
main().catch((error) => {
  console.error(error.message);
  return exitAfterCleanup(1);
});
