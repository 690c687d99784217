/**
 * How fast the all-recipes page shows its first page with the seeded ~30 recipes, and again with 100,000.
 *
 * Starts the built stack on free ports (auth emulator, API over a fresh embedded database seeded with the sample
 * recipes, static shell and remotes), then measures:
 *   - the API call the page makes, GET /recipes?page=1&limit=8 (and a few filtered/sorted variants);
 *   - in headless Chromium, the time from navigation start to the first recipe card on /all-recipes (a fresh
 *     browser context per run, so nothing is cached).
 * Then it inserts recipes straight into the embedded database until there are 100,000 and measures again.
 * Prints the figures; asserts nothing. Numbers on a shared 2-core machine are noisy: compare medians.
 *
 * Usage: npx tsx bench/all-recipes-first-page.ts [--large=100000] [--runs=20] [--browser-runs=5] [--no-browser]
 * Needs: `npm run build` done (api, shell, remotes) and /usr/bin/chromium (or CHROMIUM_PATH) for the browser part.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePorts, REPO_ROOT } from '@forkful/platform';
import { startApi } from '@forkful/scripts/lib/api';
import { startStack } from '@forkful/scripts/lib/stack';
import { checkBuilt } from '@forkful/scripts/lib/stack-config';
import { benchArgs } from './lib/args';
import { figure, type Figure } from './lib/figures';
import { stats, type Stats } from './lib/samples';

const args = benchArgs();
const LARGE = Number(args.large ?? 100000);
const API_RUNS = Number(args.runs ?? 20);
const BROWSER_RUNS = Number(args['browser-runs'] ?? 5);
const WITH_BROWSER = args['no-browser'] !== 'true' && fs.existsSync(CHROMIUM_PATH);

/** The call the page makes on first load, and the other shapes a visitor commonly asks for. */
const API_VARIANTS = [
  { name: 'first page (the page load)', query: 'page=1&limit=8' },
  { name: 'sorted by title', query: 'sort=title-asc&page=1&limit=8' },
  { name: 'Italian, prep time low-high', query: 'cuisine=Italian&sort=prep-asc&page=1&limit=8' },
  { name: 'search "chicken"', query: 'q=chicken&page=1&limit=8' },
  { name: 'page 50', query: 'page=50&limit=8' },
];

const CUISINES = ['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others'];
const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan'];
const DISHES = ['Chicken Curry', 'Vegetable Stir Fry', 'Lentil Soup', 'Beef Tacos', 'Mushroom Risotto', 'Fish Bhuna', 'Egg Fried Rice', 'Bean Chili'];
const INGREDIENTS = ['onion', 'garlic', 'ginger', 'tomato', 'rice', 'chicken', 'lentils', 'chili', 'cumin', 'cream', 'basil', 'soy sauce'];

/** What the benchmark needs of the stack it starts: the whole built stack, or the API alone. */
interface BenchStack {
  apiUrl: string;
  shellUrl?: string;
  /** `mongo`: the embedded database's port. */
  ports: Record<string, number>;
  stop: () => Promise<void>;
}

type ApiTiming = { name: string; query: string; total: number } & Stats;

interface BrowserTiming {
  toCards: Stats;
  apiCall: Stats | undefined;
}

/** One size's figures: the API's calls, and the page in the browser (undefined without Chromium). */
interface Measured {
  api: ApiTiming[];
  browser?: BrowserTiming;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timeApi(apiUrl: string): Promise<ApiTiming[]> {
  const results: ApiTiming[] = [];
  for (const variant of API_VARIANTS) {
    const url = `${apiUrl}/recipes?${variant.query}`;
    let total = 0;
    for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < API_RUNS; i++) {
      const started = performance.now();
      const response = await fetch(url);
      const body = await response.json();
      samples.push(performance.now() - started);
      if (!response.ok || !Array.isArray(body)) throw new Error(`GET ${url} answered ${response.status}`);
      total = Number(response.headers.get('x-total-count'));
    }
    results.push({ ...variant, total, ...stats(samples) });
  }
  return results;
}

async function timeBrowser(shellUrl: string): Promise<BrowserTiming> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const toCards: number[] = [];
  const apiCall: number[] = [];
  try {
    for (let i = 0; i < BROWSER_RUNS + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      let callStarted = 0;
      let callDone = 0;
      page.on('request', (request) => {
        if (/\/recipes\?/.test(request.url())) callStarted = performance.now();
      });
      page.on('requestfinished', (request) => {
        if (/\/recipes\?/.test(request.url())) callDone = performance.now();
      });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
      await page.goto(`${shellUrl}/all-recipes`);
      try {
        await page.getByRole('list', { name: 'Recipes' }).getByRole('article').first().waitFor({ timeout: 60000 });
      } catch (error) {
        const shot = path.join(REPO_ROOT, 'test-output', 'bench-all-recipes-timeout.png');
        fs.mkdirSync(path.dirname(shot), { recursive: true });
        await page.screenshot({ path: shot, fullPage: true });
        throw new Error(`No recipe card on ${page.url()} after 60 s (screenshot ${shot}); page errors:\n${problems.join('\n')}`);
      }
      // performance.now() in the page counts from its navigation start.
      // An expression, not a function: tsx rewrites `performance` in a function to this file's node:perf_hooks import.
      const elapsed = (await page.evaluate('performance.now()')) as number;
      if (i > 0) {
        // The first run also warms the static servers and the OS file cache; it is not counted.
        toCards.push(elapsed);
        if (callStarted && callDone) apiCall.push(callDone - callStarted);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { toCards: stats(toCards), apiCall: apiCall.length ? stats(apiCall) : undefined };
}

/** Adds synthetic recipes through the embedded database's wire protocol until the collection holds `target`. */
async function fillTo(mongoPort: number, target: number): Promise<{ inserted: number; seconds: number; count: number }> {
  const { MongoClient, ObjectId } = (await import('mongoose')).mongo;
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${mongoPort}/?directConnection=true`);
  try {
    const recipes = client.db('forkful').collection('recipes');
    const existing = await recipes.countDocuments({});
    const missing = Math.max(0, target - existing);
    const started = performance.now();
    const batchSize = 2000;
    for (let done = 0; done < missing; done += batchSize) {
      const batch: object[] = [];
      for (let i = done; i < Math.min(missing, done + batchSize); i++) {
        const now = new Date();
        batch.push({
          _id: new ObjectId(),
          image: '',
          title: `${DISHES[i % DISHES.length]} No. ${i + 1}`,
          ingredients: [0, 3, 7].map((k) => INGREDIENTS[(i + k) % INGREDIENTS.length]).join(', '),
          instructions: 'Prepare the ingredients, cook them gently, season to taste and serve.',
          cuisineType: CUISINES[i % CUISINES.length],
          prepTime: 5 + ((i * 37) % 176),
          categories: [CATEGORIES[i % CATEGORIES.length]],
          likeCount: 0,
          baseLikeCount: 0,
          authorName: 'Bench Cook',
          authorEmail: 'bench@forkful.test',
          authorUid: 'bench-cook',
          createdAt: now,
          updatedAt: now,
        });
      }
      await recipes.insertMany(batch, { ordered: false });
      if ((done / batchSize) % 10 === 0) process.stderr.write(`  inserted ${done + batch.length} / ${missing}\n`);
    }
    return { inserted: missing, seconds: (performance.now() - started) / 1000, count: await recipes.countDocuments({}) };
  } finally {
    await client.close();
  }
}

function printApi(label: string, rows: ApiTiming[]): void {
  console.log(`\nAPI, ${label} (${API_RUNS} runs each after 3 warm-up calls):`);
  console.log('  call                              total     median      p95       min');
  for (const row of rows) {
    console.log(`  ${row.name.padEnd(32)} ${String(row.total).padStart(7)}  ${ms(row.median).padStart(9)} ${ms(row.p95).padStart(9)} ${ms(row.min).padStart(9)}`);
  }
}

function printBrowser(label: string, result: BrowserTiming): void {
  console.log(`\nBrowser, ${label} (${BROWSER_RUNS} cold page loads of /all-recipes in the shell, 1280 px):`);
  console.log(`  navigation start -> first card: median ${ms(result.toCards.median)}, p95 ${ms(result.toCards.p95)}, min ${ms(result.toCards.min)}`);
  if (result.apiCall) console.log(`  its GET /recipes call:          median ${ms(result.apiCall.median)}, p95 ${ms(result.apiCall.p95)}`);
}

function startBuiltStack(dataDir: string, logDir: string): Promise<BenchStack> {
  process.stderr.write('Starting the built stack on free ports...\n');
  return startStack({ mode: 'built', dataDir, seed: true, logDir, publicHost: '127.0.0.1', onProgress: (m) => process.stderr.write(`  ${m}\n`) });
}

/** Without a browser only the API (with its in-process embedded database) is needed. */
async function startApiOnly(dataDir: string, logDir: string): Promise<BenchStack> {
  const [apiPort, mongoPort] = await freePorts(2);
  process.stderr.write(`Starting the API on port ${apiPort} (embedded database on ${mongoPort})...\n`);
  const api = await startApi({
    port: apiPort,
    embeddedPort: mongoPort,
    embeddedDataDir: path.join(dataDir, 'db'),
    seed: true,
    logFile: path.join(logDir, 'api.log'),
  });
  return { apiUrl: `http://127.0.0.1:${apiPort}`, ports: { mongo: mongoPort }, stop: api.stop };
}

/** Both sizes measured on one stack: `{ small, large }`, each `{ api, browser }` (browser undefined without Chromium). */
async function measure({ withBrowser = WITH_BROWSER } = {}): Promise<{ small: Measured; large: Measured }> {
  let browser = withBrowser;
  try {
    checkBuilt();
  } catch (error) {
    if (!browser) throw error;
    console.error(`${(error as Error).message}\nMeasuring the API only.`);
    browser = false;
    checkBuilt(); // at least the API
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-'));
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir);
  let stack: BenchStack | undefined;
  const cleanUp = async () => {
    if (stack) await stack.stop();
    stack = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    stack = browser ? await startBuiltStack(dataDir, logDir) : await startApiOnly(dataDir, logDir);
    const small: Measured = { api: await timeApi(stack.apiUrl) };
    small.browser = browser ? await timeBrowser(stack.shellUrl!) : undefined;

    process.stderr.write(`Filling the database to ${LARGE} recipes...\n`);
    const fill = await fillTo(stack.ports.mongo, LARGE);
    process.stderr.write(`  inserted ${fill.inserted} in ${fill.seconds.toFixed(1)} s; the collection holds ${fill.count}\n`);

    const large: Measured = { api: await timeApi(stack.apiUrl) };
    large.browser = browser ? await timeBrowser(stack.shellUrl!) : undefined;
    return { small, large };
  } catch (error) {
    if (fs.existsSync(logDir)) {
      for (const file of fs.readdirSync(logDir)) console.error(`--- ${file} (tail)\n${fs.readFileSync(path.join(logDir, file), 'utf8').split('\n').slice(-20).join('\n')}`);
    }
    throw error;
  } finally {
    await cleanUp();
  }
}

/** For `npm run bench`: how much slower the page (and its API call) is with 100,000 recipes than with the sample 30. */
export async function measureFigures(): Promise<Figure[]> {
  const { small, large } = await measure();
  const sizes = `${large.api[0].total.toLocaleString('en')} vs ${small.api[0].total} recipes`;
  const figures: Figure[] = [];
  if (small.browser) {
    const [a, b] = [small.browser.toCards.median, large.browser!.toCards.median];
    figures.push(figure('Frontend', `/all-recipes to first card, ${sizes}`, b / a, 'x', { atMost: 1.1 }, `${ms(b)} vs ${ms(a)}`));
  }
  const [a, b] = [small.api[0].median, large.api[0].median];
  figures.push(figure('API', `first page call, ${sizes}`, b / a, 'x', {}, `${ms(b)} vs ${ms(a)}`));
  return figures;
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  try {
    const { small, large } = await measure();
    const [smallTotal, largeTotal] = [small.api[0].total, large.api[0].total];
    console.log(`\n=== all-recipes first page: ${smallTotal} vs ${largeTotal} recipes (${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, node ${process.version}) ===`);
    printApi(`${smallTotal} recipes`, small.api);
    printApi(`${largeTotal} recipes`, large.api);
    if (small.browser) {
      printBrowser(`${smallTotal} recipes`, small.browser);
      printBrowser(`${largeTotal} recipes`, large.browser!);
    }
    const ratio = large.api[0].median / small.api[0].median;
    console.log(`\nFirst-page API call, median: ${ms(small.api[0].median)} -> ${ms(large.api[0].median)} (x${ratio.toFixed(2)})`);
    if (small.browser) {
      const b = large.browser!.toCards.median / small.browser.toCards.median;
      console.log(`Time to first card, median:  ${ms(small.browser.toCards.median)} -> ${ms(large.browser!.toCards.median)} (x${b.toFixed(2)})`);
    }
    fs.mkdirSync(path.join(REPO_ROOT, 'test-output'), { recursive: true });
    fs.writeFileSync(path.join(REPO_ROOT, 'test-output', 'bench-all-recipes-first-page.json'), JSON.stringify({ date: new Date().toISOString(), small, large }, null, 2));
  } catch (error) {
    console.error(`Benchmark failed: ${(error as Error).stack || error}`);
    process.exitCode = 1;
  }
}

if (require.main === module) main();
