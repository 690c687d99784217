/**
 * Issue 34's figures, in headless Chromium against the built stack (free ports, fresh data):
 *   1. What switching to Bangla costs: the JavaScript each app downloads when the header's Language switch goes from
 *      English to বাংলা on a page it shows (bytes on the wire, grouped by app). Goal: at most 15 KB per app.
 *   2. A repeat visit offline: the home page opened with the network off (service worker, its caches warm), at 4x CPU
 *      slowdown: LCP, median of `runs`. Goal: within 1 s.
 *   3. What the service worker adds to a first visit before the page is interactive: all bytes on the wire until the
 *      load event with service workers allowed, minus the same with them blocked (median of 3 each). Goal: 10 KB.
 * Prints figures; asserts nothing.
 *
 * Usage: npx tsx bench/languages-offline.ts [--runs=5] [--rate=4]
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
import { stats } from './lib/samples';
import { E2E_DIR } from './lib/workspaces';
import { firstRecipe, observeVitals, signedInState, type PageGlobals } from './frontend-vitals';

type Browser = Playwright.Browser;
type Stack = Awaited<ReturnType<typeof startStack>>;
type StorageState = Awaited<ReturnType<typeof signedInState>>;

/** Pages where each app shows something, so that each app's switch is seen: signed-in ones get the sample cook. */
const SWITCH_ROUTES = [
  { route: '/', signedIn: false },
  { route: '/recipes/{id}', signedIn: true },
  { route: '/dashboard/add-recipe', signedIn: true },
  { route: '/plan', signedIn: true },
];

/** Which app served a URL: the shell's origin, or the remotes' origin's first path segment. */
function appOf(url: string, stack: Stack): string | undefined {
  const { origin, pathname } = new URL(url);
  if (origin === stack.shellUrl) return 'shell';
  if (stack.remotesOrigin && origin === stack.remotesOrigin) return pathname.split('/')[1];
  return Object.entries(stack.remoteOrigins).find(([, o]) => o === origin)?.[0];
}

async function wireBytes(request: Playwright.Request): Promise<number> {
  const response = await request.response();
  if (!response || response.fromServiceWorker()) return 0;
  return Math.max(0, (await request.sizes()).responseBodySize);
}

/** Per app, the JavaScript downloaded by switching from English to Bangla on each route (the largest seen). */
async function switchCost(browser: Browser, stack: Stack, state: StorageState, recipeId: string, log: (line: string) => void) {
  const perApp = new Map<string, number>();
  for (const { route, signedIn } of SWITCH_ROUTES) {
    // Desktop width: at 375 px the Language switch is in the folded menu.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: signedIn ? state : undefined, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${stack.shellUrl}${route.replace('{id}', recipeId)}`, { waitUntil: 'networkidle', timeout: 60000 });
    // What the page loads once idle (the recipe page's Add to plan, the toaster) is not the switch's.
    await page.waitForTimeout(4000);
    await page.waitForLoadState('networkidle');
    const scripts: Playwright.Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('bn');
    await page.waitForFunction(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang === 'bn', null, { timeout: 15000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const routeBytes = new Map<string, number>();
    for (const request of scripts) {
      const app = appOf(request.url(), stack) ?? 'other';
      routeBytes.set(app, (routeBytes.get(app) ?? 0) + (await wireBytes(request)));
    }
    if (process.env.BENCH_VERBOSE) for (const request of scripts) log(`      ${request.url()} ${await wireBytes(request)}`);
    log(`   switch on ${route.padEnd(22)} ${[...routeBytes].map(([app, bytes]) => `${app} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`);
    for (const [app, bytes] of routeBytes) perApp.set(app, Math.max(perApp.get(app) ?? 0, bytes));
    await context.close();
  }
  return perApp;
}

/** LCP of the home page opened offline from the service worker's caches, at `rate`x CPU slowdown. */
async function offlineRepeatVisit(browser: Browser, stack: Stack, runs: number, rate: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript(observeVitals);
  const first = await context.newPage();
  await first.goto(`${stack.shellUrl}/`, { waitUntil: 'networkidle', timeout: 60000 });
  await first.waitForFunction(() => Boolean((globalThis as unknown as { navigator: { serviceWorker?: { controller: unknown } } }).navigator.serviceWorker?.controller), null, { timeout: 30000 }).catch(async () => {
    await first.reload({ waitUntil: 'networkidle' });
  });
  await first.reload({ waitUntil: 'networkidle' });
  await first.waitForTimeout(1500);
  await first.close();
  await context.setOffline(true);
  const lcps: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${stack.shellUrl}/`, { waitUntil: 'load', timeout: 60000 });
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__vitals.lcp > 0, null, { timeout: 15000 }).catch(() => {});
    await page.waitForTimeout(700);
    lcps.push(await page.evaluate(() => (globalThis as unknown as PageGlobals).__vitals.lcp));
    await page.close();
  }
  await context.close();
  return lcps;
}

/** All bytes on the wire until the load event of a first visit to `/`. */
async function bytesUntilLoad(browser: Browser, stack: Stack, serviceWorkers: 'allow' | 'block'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers });
  const page = await context.newPage();
  const finished: Playwright.Request[] = [];
  let loaded = false;
  page.on('requestfinished', (request) => {
    if (!loaded) finished.push(request);
  });
  await page.goto(`${stack.shellUrl}/`, { waitUntil: 'load', timeout: 60000 });
  loaded = true;
  let total = 0;
  for (const request of finished) total += await wireBytes(request);
  await page.waitForTimeout(300);
  await context.close();
  return total;
}

interface Options {
  runs?: number;
  rate?: number;
  log?: (line: string) => void;
}

/** For bench/run.ts: the figures above (about a minute and a half). */
export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  const { runs = 5, rate = 4, log = () => {} } = options;
  const { chromium } = require(require.resolve('playwright-core', { paths: [E2E_DIR] })) as typeof Playwright;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-languages-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const recipe = await firstRecipe(stack.apiUrl);
    const state = await signedInState(browser, stack.shellUrl);
    const figures: Figure[] = [];
    const perApp = await switchCost(browser, stack, state, recipe.id, log);
    for (const [app, bytes] of [...perApp].sort()) {
      figures.push(figure('Languages', `JS to switch to Bangla, ${app}`, bytes / 1024, 'KB', { atMost: 15 }, 'largest over the routes that show it'));
    }
    const lcps = await offlineRepeatVisit(browser, stack, runs, rate);
    figures.push(figure('Offline', `home page offline, repeat visit, LCP at ${rate}x`, stats(lcps).median, 'ms', { atMost: 1000 }, `median of ${lcps.length}, ${lcps.map((v) => v.toFixed(0)).join('/')}`));
    const allowed: number[] = [];
    const blocked: number[] = [];
    for (let i = 0; i < 3; i++) {
      allowed.push(await bytesUntilLoad(browser, stack, 'allow'));
      blocked.push(await bytesUntilLoad(browser, stack, 'block'));
    }
    const added = (stats(allowed).median - stats(blocked).median) / 1024;
    figures.push(figure('Offline', 'service worker: bytes added before load, first visit', Math.max(0, added), 'KB', { atMost: 10 },
      `${(stats(allowed).median / 1024).toFixed(1)} KB with, ${(stats(blocked).median / 1024).toFixed(1)} KB without`));
    return figures;
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = benchArgs();
  console.log(`Forkful languages and offline: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const figures = await measureFigures({ runs: Number(args.runs ?? 5), rate: Number(args.rate ?? 4), log: (line) => console.log(line) });
  console.log('');
  printFigures(figures, 52);
}

if (require.main === module) {
  main().then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
}
