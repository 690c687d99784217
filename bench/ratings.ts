/**
 * Ratings and reviews under load (issue 33): the first page of "Top rated" (GET /recipes?sort=rating-desc) and the first
 * page of a recipe's reviews (GET /recipes/{id}/reviews?page=1, a recipe with 1,000 of them), each at 50 connections,
 * beside the bare server answering the same bytes from memory (the ceiling). Goals: p99 at most 20 ms and 10 ms.
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/ratings.ts
 *
 * Starts a fresh embedded database and writes straight into it, in batches of 10,000: 100,000 recipes, 9 in 10 of
 * them rated, and 1,000,000 reviews in the shape the reviews module stores (1,000 on the measured recipe, 1 to 22 on
 * each other rated one), each recipe's rating fields (count, sum, breakdown, average) those of its reviews. Then both
 * collections' indexes, taken from the built API's schemas, and the built API (anonymous reads: no Auth emulator).
 * On 2 shared cores the recipes take about 5 s, the reviews 55 s (about 18,000 a second) and the indexes 15 s.
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50). Every process it starts is stopped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Mongoose from 'mongoose';
import { API_PATHS, REVIEW_LIMITS, type Recipe, type ReviewPage } from '@forkful/domain';
import { benchRecipe } from './lib/bench-recipe';
import { capture, type CapturedRoute } from './lib/capture';
import { figure, type Figure } from './lib/figures';
import { measurePair } from './lib/measure-pair';
import { stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { API_DIR, requireFromApi } from './lib/workspaces';

const mongoose = requireFromApi<typeof Mongoose>('mongoose');

const RECIPES = 100_000;
const REVIEWS = 1_000_000;
/** The measured recipe's reviews. */
const MANY = 1_000;
/** The measured recipe: the middle one. */
const MEASURED = RECIPES / 2;
/** One recipe in this many is never rated (the measured one aside). */
const UNRATED_EVERY = 10;
const BATCH = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const GOALS = { topRated: 20, reviews: 10 };

/** The built API's schemas: the indexes the API itself would create, created here before it starts. */
const SCHEMAS = [
  { collection: 'recipes', file: path.join(API_DIR, 'dist', 'recipes', 'schemas', 'recipe.schema.js'), name: 'RecipeSchema' },
  { collection: 'reviews', file: path.join(API_DIR, 'dist', 'reviews', 'schemas', 'review.schema.js'), name: 'ReviewSchema' },
];

const REVIEW_TEXT = 'Made this for a weeknight dinner: the sauce came together nicely and everyone asked for seconds. A little less salt next time.';

interface Row {
  call: string;
  'API req/s': number;
  'API p99 ms': number;
  'bare req/s': number;
  'bare p99 ms': number;
  bytes: number;
  errors: number;
}

/** How many reviews each recipe has: none for 1 in UNRATED_EVERY, MANY for the measured one, 1 to 22 for the others, REVIEWS in all. */
function reviewCounts(): Uint16Array {
  const counts = new Uint16Array(RECIPES);
  let total = 0;
  for (let i = 0; i < RECIPES; i++) total += counts[i] = i === MEASURED ? MANY : i % UNRATED_EVERY ? 1 + ((i * 7919) % 21) : 0;
  // One more (or fewer) on each other rated recipe in turn until they total REVIEWS exactly.
  for (let i = 0; total !== REVIEWS; i = (i + 1) % RECIPES) {
    if (i === MEASURED || !counts[i]) continue;
    const step = total < REVIEWS ? 1 : counts[i] > 1 ? -1 : 0;
    counts[i] += step;
    total += step;
  }
  return counts;
}

/** The stars of recipe i's review j: around a level of its own (2 to 5), so averages spread over the range. */
const starsOf = (i: number, j: number) => Math.min(5, Math.max(1, 2 + ((i * 31) % 4) + ((i + 7 * j) % 3) - 1));

/** Recipe i's rating fields, as the reviews module keeps them; none when it has no reviews. */
function ratingFields(i: number, count: number): Record<string, unknown> {
  if (!count) return {};
  const breakdown = [0, 0, 0, 0, 0];
  let sum = 0;
  for (let j = 0; j < count; j++) {
    const stars = starsOf(i, j);
    breakdown[stars - 1]++;
    sum += stars;
  }
  return { ratingCount: count, ratingSum: sum, ratingBreakdown: breakdown, ratingAverage: sum / count };
}

async function insertInBatches(collection: Mongoose.mongo.Collection, docs: Iterable<Record<string, unknown>>): Promise<number> {
  let batch: Record<string, unknown>[] = [];
  let inserted = 0;
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length < BATCH) continue;
    inserted += (await collection.insertMany(batch, { ordered: false })).insertedCount;
    batch = [];
  }
  if (batch.length) inserted += (await collection.insertMany(batch, { ordered: false })).insertedCount;
  return inserted;
}

interface Seeded {
  measuredId: string;
  recipeSeconds: number;
  reviewSeconds: number;
  indexSeconds: number;
}

/** The recipes, then their reviews, then both collections' indexes; each step timed. */
async function seed(uri: string): Promise<Seeded> {
  const connection = await mongoose.createConnection(uri, { serverMonitoringMode: 'poll' }).asPromise();
  try {
    const counts = reviewCounts();
    const ids = Array.from({ length: RECIPES }, () => new mongoose.Types.ObjectId());
    const base = Date.now() - RECIPES * 1000;
    let started = Date.now();
    const recipes = function* () {
      for (let i = 0; i < RECIPES; i++) yield { _id: ids[i], ...benchRecipe(i, base, { title: `Bench recipe ${i}` }), ...ratingFields(i, counts[i]) };
    };
    const recipeCount = await insertInBatches(connection.db!.collection('recipes'), recipes());
    const recipeSeconds = (Date.now() - started) / 1000;

    started = Date.now();
    const reviews = function* () {
      for (let i = 0; i < RECIPES; i++) {
        for (let j = 0; j < counts[i]; j++) {
          const at = new Date(base + i * 1000 + (j + 1) * 60_000);
          yield {
            recipeId: ids[i],
            authorUid: `bench-reviewer-${j}`,
            authorName: `Reviewer ${j}`,
            rating: starsOf(i, j),
            text: j % 3 ? REVIEW_TEXT : '',
            hidden: false,
            createdAt: at,
            updatedAt: at,
          };
        }
      }
    };
    const reviewCount = await insertInBatches(connection.db!.collection('reviews'), reviews());
    const reviewSeconds = (Date.now() - started) / 1000;
    if (recipeCount !== RECIPES || reviewCount !== REVIEWS) throw new Error(`seeded ${recipeCount} recipes and ${reviewCount} reviews`);

    started = Date.now();
    for (const { collection, file, name } of SCHEMAS) {
      const schema = (require(file) as Record<string, Mongoose.Schema>)[name];
      for (const [fields, options] of schema.indexes()) await connection.db!.collection(collection).createIndex(fields as Mongoose.mongo.IndexSpecification, options as Mongoose.mongo.CreateIndexesOptions);
    }
    return { measuredId: String(ids[MEASURED]), recipeSeconds, reviewSeconds, indexSeconds: (Date.now() - started) / 1000 };
  } finally {
    await connection.close();
  }
}

/** Fails unless the answers are what is measured: a page of rated recipes, best first; the reviews' first page of MANY. */
function checkAnswers(topRated: CapturedRoute, reviews: CapturedRoute): void {
  const recipes = JSON.parse(Buffer.from(topRated.body, 'base64').toString()) as Recipe[];
  const averages = recipes.map((recipe) => recipe.ratingAverage ?? 0);
  if (recipes.length !== 8 || averages.some((average, i) => !average || (i && average > averages[i - 1]))) {
    throw new Error(`"Top rated" answered averages ${JSON.stringify(averages)}`);
  }
  const page = JSON.parse(Buffer.from(reviews.body, 'base64').toString()) as ReviewPage;
  if (page.total !== MANY || page.reviews.length !== REVIEW_LIMITS.pageSize || page.summary.count !== MANY) {
    throw new Error(`the reviews page holds ${page.reviews?.length} of ${page.total} (summary count ${page.summary?.count})`);
  }
}

async function measureAll({ seconds = SECONDS, connections = CONNECTIONS } = {}): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-ratings-'));
  let mongo: StartedDatabase | undefined;
  let api: Started | undefined;
  let bare: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const seeded = await seed(mongo.uri);
    console.log(
      `seeded ${RECIPES.toLocaleString('en')} recipes in ${seeded.recipeSeconds.toFixed(1)} s, ${REVIEWS.toLocaleString('en')} reviews in ` +
        `${seeded.reviewSeconds.toFixed(1)} s (${Math.round(REVIEWS / seeded.reviewSeconds).toLocaleString('en')}/s), their indexes in ${seeded.indexSeconds.toFixed(1)} s`,
    );
    api = await startApi(mongo.uri);

    const calls: [string, string, number][] = [
      ['GET /recipes?sort=rating-desc (first page)', `${API_PATHS.recipes}?sort=rating-desc&page=1&limit=8`, GOALS.topRated],
      [`GET /recipes/{id}/reviews?page=1 (${MANY.toLocaleString('en')} reviews)`, `${API_PATHS.recipeReviews(seeded.measuredId)}?page=1`, GOALS.reviews],
    ];
    const captured: Record<string, CapturedRoute> = {};
    for (const [, route] of calls) captured[route] = await capture(api.url + route);
    checkAnswers(captured[calls[0][1]], captured[calls[1][1]]);
    const routesFile = path.join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = await startBareServer(routesFile);

    const rows: Row[] = [];
    for (const [label, route] of calls) {
      const [viaApi, viaBare] = await measurePair(api.url + route, bare.url + route, { connections, seconds });
      rows.push({
        call: label,
        'API req/s': viaApi.rps,
        'API p99 ms': viaApi.p99,
        'bare req/s': viaBare.rps,
        'bare p99 ms': viaBare.p99,
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

/** The ratings figures for npm run bench (bench/run.ts): about 25 s of measuring after about 80 s of seeding. */
export async function measureFigures(options: { seconds?: number; connections?: number } = {}): Promise<Figure[]> {
  requireBuilt();
  const rows = await measureAll(options);
  const goals = [GOALS.topRated, GOALS.reviews];
  return rows.map((row, i) =>
    figure('Ratings', `${row.call} p99`, row['API p99 ms'], 'ms', { atMost: goals[i] },
      `${options.connections ?? CONNECTIONS} connections; ${row['API req/s'].toLocaleString('en')} req/s (bare ${row['bare req/s'].toLocaleString('en')}, p99 ${row['bare p99 ms']} ms)`));
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  console.log(`Forkful ratings benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  requireBuilt();
  measureAll().catch((error: Error) => {
    console.error(error.message);
    return exitAfterCleanup(1);
  });
}
