/**
 * What a visitor's browser pays for each route of the built stack (free ports, fresh data), in headless Chromium:
 *   - cold: the JavaScript each route downloads in a fresh context (bytes on the wire, i.e. as compressed by the
 *     origin servers), JS URLs fetched more than once, and copies of the Module Federation runtime among them;
 *   - warm: the JavaScript a repeat visit of the same route downloads (same context, its HTTP cache kept);
 *   - at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate): LCP (median of 5 cold loads) and CLS (the largest
 *     sum of layout shifts without input over all runs), read from PerformanceObservers injected before any script.
 * Signed-in routes reuse one sign-in through the /login form (its IndexedDB saved into each fresh context).
 * Prints figures; asserts nothing. Takes about 2 minutes on 2 cores (about 35 page loads plus the stack's start).
 *
 * Usage: npx tsx bench/frontend-vitals.ts [--runs=5] [--rate=4]
 * Needs: the frontends and the API built (npm run build) and /usr/bin/chromium (or CHROMIUM_PATH).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Playwright from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@forkful/platform';
import { startStack } from '@forkful/scripts/lib/stack';
import { benchArgs } from './lib/args';
import { figure, printFigures, type Figure } from './lib/figures';
import { waitForQuiet } from './lib/quiet';
import { stats } from './lib/samples';
import { E2E_DIR } from './lib/workspaces';

type Browser = Playwright.Browser;
type BrowserContext = Playwright.BrowserContext;
/** What the stack started for a bench exposes (the URLs it reads). */
type Stack = Awaited<ReturnType<typeof startStack>>;

/** What observeVitals collects in the page. */
interface Vitals {
  lcp: number;
  cls: number;
}

/** The fields observeVitals reads of LCP and layout-shift entries. */
interface PaintEntry {
  startTime: number;
  renderTime?: number;
  loadTime?: number;
  hadRecentInput?: boolean;
  value?: number;
}

/**
 * What the functions run in the page use of its globals (window), with what observeVitals adds: this package is typed
 * for Node, without the DOM's types.
 */
export interface PageGlobals {
  __vitals: Vitals;
  PerformanceObserver: new (callback: (list: { getEntries(): PaintEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
}
const SAMPLE_USER = { email: 'ayesha@forkful.dev', password: 'Forkful1' };
const ROUTES = ['/', '/all-recipes', '/cooks/{uid}', '/recipes/{id}', '/about', '/no-such-page', '/dashboard', '/dashboard/add-recipe', '/plan', '/shopping-list'];
const SIGNED_IN = new Set(['/recipes/{id}', '/dashboard', '/dashboard/add-recipe', '/plan', '/shopping-list']);
const LCP_ROUTES = ['/', '/all-recipes', '/cooks/{uid}', '/recipes/{id}'];
/** A string only the federation runtime's code holds (a hook name of runtime-core): a script with it carries a runtime copy. */
const RUNTIME_MARKER = 'beforeLoadRemoteSnapshot';

/** Collects LCP and layout shifts from the first paint on (buffered), before any of the page's scripts run. */
export function observeVitals(): void {
  // Serialized into the page (addInitScript): it can use nothing of this file but types.
  const page = globalThis as unknown as PageGlobals;
  page.__vitals = { lcp: 0, cls: 0 };
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) page.__vitals.cls += entry.value as number;
  }).observe({ type: 'layout-shift', buffered: true });
}

const median = (values: number[]) => stats(values).median;

interface ScriptFile {
  url: string;
  /** Bytes on the wire (0 from the cache). */
  wire: number;
  decoded: number;
  /** Whether it carries a copy of the federation runtime. */
  runtime: boolean;
}

/** Opens `url` in `context`, waits until the network is quiet, and returns its scripts and vitals. */
async function visit(context: BrowserContext, url: string, { rate = 1 } = {}): Promise<{ files: ScriptFile[]; vitals: Vitals }> {
  const page = await context.newPage();
  const scripts: Playwright.Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60000 });
  // Late renders (a remote's page after its data) and the last LCP candidate.
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__vitals.lcp > 0, null, { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(700);
  const vitals = await page.evaluate(() => (globalThis as unknown as PageGlobals).__vitals);
  const files: ScriptFile[] = [];
  for (const request of scripts) {
    const response = await request.response();
    const fromCache = response ? response.fromServiceWorker() || (await request.sizes()).responseBodySize === 0 : false;
    const body = response && response.status() === 200 ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    files.push({ url: request.url(), wire: fromCache ? 0 : Math.max(0, (await request.sizes()).responseBodySize), decoded: body.length, runtime: body.includes(RUNTIME_MARKER) });
  }
  await page.close();
  return { files, vitals };
}

export async function signedInState(browser: Browser, shellUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/^email/i).fill(SAMPLE_USER.email);
  await page.getByLabel(/^password/i).fill(SAMPLE_USER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** The newest recipe: its id, and its cook's uid (for /cooks/{uid}). */
export async function firstRecipe(apiUrl: string): Promise<{ id: string; uid: string }> {
  const response = await fetch(`${apiUrl}/recipes?page=1&limit=1`);
  const [recipe] = (await response.json()) as { _id?: string; id: string; authorUid: string }[];
  return { id: recipe._id || recipe.id, uid: recipe.authorUid };
}

interface Row {
  route: string;
  files: number;
  wireKB: number;
  decodedKB: number;
  /** JS URLs fetched more than once. */
  twice: number;
  runtimeCopies: number;
  warmKB: number;
  /** LCP of each throttled cold load, ms. */
  lcp: number[];
  cls: number;
}

interface Options {
  /** Throttled cold loads per LCP route. */
  runs?: number;
  /** CPU slowdown. */
  rate?: number;
  log?: (line: string) => void;
}

async function measureRoutes(browser: Browser, stack: Stack, { runs, rate, log }: Required<Options>): Promise<Row[]> {
  const recipe = await firstRecipe(stack.apiUrl);
  const state = await signedInState(browser, stack.shellUrl);
  const newContext = async (route: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: SIGNED_IN.has(route) ? state : undefined });
    await context.addInitScript(observeVitals);
    return context;
  };
  const rows: Row[] = [];
  for (const route of ROUTES) {
    const url = `${stack.shellUrl}${route.replace('{id}', recipe.id).replace('{uid}', recipe.uid)}`;
    const context = await newContext(route);
    const cold = await visit(context, url);
    const warm = await visit(context, url);
    await context.close();
    const seen = new Map<string, number>();
    for (const file of cold.files) seen.set(file.url, (seen.get(file.url) || 0) + 1);
    const row: Row = {
      route,
      files: cold.files.length,
      wireKB: cold.files.reduce((sum, f) => sum + f.wire, 0) / 1024,
      decodedKB: cold.files.reduce((sum, f) => sum + f.decoded, 0) / 1024,
      twice: [...seen.values()].filter((n) => n > 1).length,
      runtimeCopies: cold.files.filter((f) => f.runtime).length,
      warmKB: warm.files.reduce((sum, f) => sum + f.wire, 0) / 1024,
      lcp: [],
      cls: cold.vitals.cls,
    };
    if (LCP_ROUTES.includes(route)) {
      for (let i = 0; i < runs; i++) {
        const throttled = await newContext(route);
        const { vitals } = await visit(throttled, url, { rate });
        await throttled.close();
        row.lcp.push(vitals.lcp);
        row.cls = Math.max(row.cls, vitals.cls);
      }
    }
    log(`   ${route.padEnd(22)} ${String(row.files).padStart(5)} ${`${row.wireKB.toFixed(1)} KB`.padStart(10)} ${`${row.decodedKB.toFixed(0)} KB`.padStart(9)}`
      + ` ${String(row.twice).padStart(6)} ${String(row.runtimeCopies).padStart(8)} ${`${row.warmKB.toFixed(1)} KB`.padStart(9)}`
      + ` ${row.lcp.length ? `${median(row.lcp).toFixed(0)} ms`.padStart(10) : '-'.padStart(10)} ${row.cls.toFixed(3).padStart(6)}`);
    rows.push(row);
  }
  return rows;
}

function toFigures(rows: Row[], rate: number): Figure[] {
  const byRoute = Object.fromEntries(rows.map((row) => [row.route, row]));
  const widest = rows.reduce((a, b) => (b.wireKB > a.wireKB ? b : a));
  const warmest = rows.reduce((a, b) => (b.warmKB > a.warmKB ? b : a));
  const clsMax = rows.reduce((a, b) => (b.cls > a.cls ? b : a));
  const figures = [
    figure('Frontend', 'JS on the wire, /', byRoute['/'].wireKB, 'KB', { atMost: 150 }, `${byRoute['/'].decodedKB.toFixed(0)} KB decoded`),
    figure('Frontend', 'JS on the wire, max over routes', widest.wireKB, 'KB', { atMost: 180 }, widest.route),
    figure('Frontend', 'JS files downloaded twice', rows.reduce((sum, r) => sum + r.twice, 0), 'files', { atMost: 0 }),
    figure('Frontend', 'federation runtime copies, max over routes', Math.max(...rows.map((r) => r.runtimeCopies)), 'copies', { atMost: 1 }),
  ];
  for (const route of LCP_ROUTES) {
    const lcp = byRoute[route].lcp;
    figures.push(figure('Frontend', `LCP at ${rate}x, ${route}`, median(lcp), 'ms', { atMost: 800 }, `median of ${lcp.length}, ${lcp.map((v) => v.toFixed(0)).join('/')}`));
  }
  figures.push(figure('Frontend', 'CLS max', clsMax.cls, '', { atMost: 0.05 }, clsMax.route));
  figures.push(figure('Frontend', 'warm repeat JS', warmest.warmKB, 'KB', { atMost: 10 }, warmest.route));
  return figures;
}

/** For bench/run.ts: the figures above (about 2 minutes). */
export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  const { runs = 5, rate = 4, log = () => {} } = options;
  // The browser tests' playwright-core, as they resolve it.
  const { chromium } = require(require.resolve('playwright-core', { paths: [E2E_DIR] })) as typeof Playwright;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-vitals-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  const quiet = await waitForQuiet();
  log(`   (waited ${(quiet.waitedMs / 1000).toFixed(0)} s for the stack to settle: ${(quiet.busy * 100).toFixed(0)}% busy)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    log(`   ${'route'.padEnd(22)} files  JS (wire)   decoded  twice  runtimes  warm (wire)  LCP ${rate}x    CLS`);
    const rows = await measureRoutes(browser, stack, { runs, rate, log });
    return toFigures(rows, rate);
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = benchArgs();
  console.log(`Forkful frontend vitals: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const figures = await measureFigures({ runs: Number(args.runs ?? 5), rate: Number(args.rate ?? 4), log: (line) => console.log(line) });
  console.log('');
  printFigures(figures);
}

if (require.main === module) {
  main().then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
}
