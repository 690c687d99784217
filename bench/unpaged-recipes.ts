/**
 * GET /recipes without a query under load (security issue: bounded work): seeds BENCH_RECIPES (20,000) recipes into
 * a fresh embedded MongoDB, starts the built API against it, then fires BENCH_CALLS (25) concurrent unpaged calls
 * while probing GET /health and GET /recipes/{id} every 50 ms, and reports: the slowest unpaged call, the whole burst,
 * the slowest probe answer, bytes per answer, and the API's resident memory (now and peak). Bursts: "cold" right after
 * a write by another connection (the cached body was dropped by the change stream, so the burst includes its
 * rebuild), then "warm"; each with and without gzip. Side by side, the ceiling: a bare Node http server answering the
 * same bytes from memory (bench/bare-server.ts).
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/unpaged-recipes.ts
 *
 * Env: BENCH_RECIPES (20000), BENCH_CALLS (25), UNPAGED_RECIPES_LIMIT (passed to the API; default its 1000). Asserts nothing; prints figures. Every process it starts is stopped.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as Mongoose from 'mongoose';
import { benchRecipe, type BenchRecipe } from './lib/bench-recipe';
import type { CapturedRoute } from './lib/capture';
import { stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { requireFromApi } from './lib/workspaces';

const mongoose = requireFromApi<typeof Mongoose>('mongoose');

const COUNT = Number(process.env.BENCH_RECIPES || 20000);
const CALLS = Number(process.env.BENCH_CALLS || 25);
const PROBE_EVERY_MS = 50;

// About 800 bytes of JSON per recipe, as in the 16 MiB for 20,000.
const INSTRUCTIONS = 'Prepare the ingredients. Cook them gently until done, stirring now and then. '.repeat(6).trim();

function recipe(i: number, base: number): BenchRecipe {
  return benchRecipe(i, base, {
    ingredients: 'onion, garlic, ginger, chili, salt, oil, tomato, rice, lentils, cumin, coriander, lime',
    instructions: INSTRUCTIONS,
  });
}

interface Answer {
  status: number | undefined;
  ms: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | undefined;
}

/** One GET with its own connection; resolves with { status, ms, bytes, headers, body? }. */
function get(url: string, { gzip = false, keepBody = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: performance.now() - started, bytes, headers: response.headers, body: keepBody ? Buffer.concat(chunks) : undefined }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memory(pid: number | undefined): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CALLS concurrent unpaged calls, with /health and /recipes/{id} probed every 50 ms meanwhile. */
async function burst(baseUrl: string, { gzip, recipesPath, probes }: { gzip: boolean; recipesPath: string; probes: string[] }) {
  let probing = true;
  const probeTimes: number[] = [];
  const prober = (async () => {
    while (probing) {
      const answers = await Promise.all(probes.map((p) => get(baseUrl + p)));
      for (const answer of answers) {
        if (answer.status !== 200) throw new Error(`probe answered ${answer.status}`);
        probeTimes.push(answer.ms);
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: CALLS }, () => get(baseUrl + recipesPath, { gzip })));
  const wall = performance.now() - started;
  probing = false;
  await prober;
  const bad = answers.filter((a) => a.status !== 200).length;
  return {
    'slowest call ms': Math.round(Math.max(...answers.map((a) => a.ms))),
    'burst ms': Math.round(wall),
    'slowest probe ms': Math.round(Math.max(...probeTimes)),
    probes: probeTimes.length,
    'bytes/answer': answers[0].bytes,
    errors: bad,
  };
}

async function main(): Promise<void> {
  requireBuilt();
  console.log(`GET /recipes (unpaged): ${COUNT.toLocaleString('en')} recipes, ${CALLS} concurrent calls, ${os.cpus().length} CPU(s), Node ${process.version}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-unpaged-'));
  let mongo: StartedDatabase | undefined;
  let api: Started | undefined;
  let bare: Started | undefined;
  let connection: Mongoose.Connection | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const { uri } = mongo;
    connection = await mongoose.createConnection(uri).asPromise();
    const recipes = connection.collection('recipes');
    const base = Date.now() - COUNT * 1000;
    for (let offset = 0; offset < COUNT; offset += 1000) {
      await recipes.insertMany(Array.from({ length: Math.min(1000, COUNT - offset) }, (_, k) => recipe(offset + k, base)), { ordered: false });
    }
    const [middle] = await recipes.find({}, { projection: { _id: 1 } }).skip(Math.floor(COUNT / 2)).limit(1).toArray();

    api = await startApi(uri, process.env.UNPAGED_RECIPES_LIMIT ? { UNPAGED_RECIPES_LIMIT: process.env.UNPAGED_RECIPES_LIMIT } : {});
    const apiUrl = api.url;
    const probes = ['/health', `/recipes/${middle._id}`];
    console.log(`API memory after start: ${memory(api.handle.pid).rss.toFixed(0)} MiB`);

    // The ceiling serves exactly the API's bytes.
    const routes: Record<string, CapturedRoute> = {};
    const plain = await get(`${apiUrl}/recipes`, { keepBody: true });
    const zipped = await get(`${apiUrl}/recipes`, { gzip: true, keepBody: true });
    console.log(`Unpaged answer: ${(JSON.parse(String(plain.body)) as unknown[]).length} recipes, X-Total-Count ${plain.headers['x-total-count']}, ` +
      `X-Result-Limit ${plain.headers['x-result-limit']}, Link ${plain.headers.link}; ${plain.bytes} bytes, ${zipped.bytes} gzipped`);
    routes['/recipes'] = { body: plain.body!.toString('base64'), headers: { 'content-type': 'application/json; charset=utf-8' } };
    routes['/recipes-gzip'] = { body: zipped.body!.toString('base64'), headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' } };
    for (const probe of probes) {
      const answer = await get(apiUrl + probe, { keepBody: true });
      routes[probe] = { body: answer.body!.toString('base64'), headers: { 'content-type': answer.headers['content-type'] as string } };
    }
    const routesFile = path.join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    bare = await startBareServer(routesFile);
    const bareUrl = bare.url;

    const rows: Record<string, object> = {};
    let touch = 0;
    for (const gzip of [false, true]) {
      for (const temperature of ['cold', 'warm']) {
        // A write by another connection: the API drops its cached body when the change event arrives.
        if (temperature === 'cold') {
          await recipes.updateOne({ _id: middle._id }, { $set: { prepTime: 10 + (touch++ % 100) } });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        rows[`API ${temperature}${gzip ? ' gzip' : ''}`] = { ...(await burst(apiUrl, { gzip, recipesPath: '/recipes', probes })), 'API peak MiB': Math.round(memory(api.handle.pid).peak) };
      }
      rows[`bare${gzip ? ' gzip' : ''}`] = await burst(bareUrl, { gzip, recipesPath: gzip ? '/recipes-gzip' : '/recipes', probes });
    }
    console.table(rows);
    console.log(`API memory at the end: ${memory(api.handle.pid).rss.toFixed(0)} MiB (peak ${memory(api.handle.pid).peak.toFixed(0)} MiB)`);
  } finally {
    await connection?.close();
    await stop(bare);
    await stop(api);
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => exitAfterCleanup(130));
main().catch((error: Error) => {
  console.error(error.message);
  return exitAfterCleanup(1);
});
