#!/usr/bin/env node
'use strict';
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
 * Usage: node bench/frontend-vitals.js [--runs=5] [--rate=4]
 * Needs: the frontends and the API built (npm run build) and /usr/bin/chromium (or CHROMIUM_PATH).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startStack } = require('../scripts/lib/stack');
const { benchArgs } = require('./lib/args');
const { figure } = require('./lib/figures');
const { stats } = require('./lib/samples');
const { waitForQuiet } = require('./lib/quiet');

const ROOT = path.resolve(__dirname, '..');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../config/chromium');
const SAMPLE_USER = { email: 'ayesha@forkful.dev', password: 'Forkful1' };
const ROUTES = ['/', '/all-recipes', '/cooks/{uid}', '/recipes/{id}', '/about', '/no-such-page', '/dashboard', '/dashboard/add-recipe'];
const SIGNED_IN = new Set(['/recipes/{id}', '/dashboard', '/dashboard/add-recipe']);
const LCP_ROUTES = ['/', '/all-recipes', '/cooks/{uid}', '/recipes/{id}'];
/** A string only the federation runtime's code holds (a hook name of runtime-core): a script with it carries a runtime copy. */
const RUNTIME_MARKER = 'beforeLoadRemoteSnapshot';

/** Collects LCP and layout shifts from the first paint on (buffered), before any of the page's scripts run. */
function observeVitals() {
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const median = (values) => stats(values).median;

/** Opens `url` in `context`, waits until the network is quiet, and returns its scripts and vitals. */
async function visit(context, url, { rate = 1 } = {}) {
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60000 });
  // Late renders (a remote's page after its data) and the last LCP candidate.
  await page.waitForFunction(() => window.__vitals.lcp > 0, null, { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(700);
  const vitals = await page.evaluate(() => window.__vitals);
  const files = [];
  for (const request of scripts) {
    const response = await request.response();
    const fromCache = response ? response.fromServiceWorker() || (await request.sizes()).responseBodySize === 0 : false;
    const body = response && response.status() === 200 ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    files.push({ url: request.url(), wire: fromCache ? 0 : Math.max(0, (await request.sizes()).responseBodySize), decoded: body.length, runtime: body.includes(RUNTIME_MARKER) });
  }
  await page.close();
  return { files, vitals };
}

async function signedInState(browser, shellUrl) {
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
async function firstRecipe(apiUrl) {
  const response = await fetch(`${apiUrl}/recipes?page=1&limit=1`);
  const [recipe] = await response.json();
  return { id: recipe._id || recipe.id, uid: recipe.authorUid };
}

async function measureRoutes(browser, stack, { runs, rate, log }) {
  const recipe = await firstRecipe(stack.apiUrl);
  const state = await signedInState(browser, stack.shellUrl);
  const newContext = async (route) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: SIGNED_IN.has(route) ? state : undefined });
    await context.addInitScript(observeVitals);
    return context;
  };
  const rows = [];
  for (const route of ROUTES) {
    const url = `${stack.shellUrl}${route.replace('{id}', recipe.id).replace('{uid}', recipe.uid)}`;
    const context = await newContext(route);
    const cold = await visit(context, url);
    const warm = await visit(context, url);
    await context.close();
    const seen = new Map();
    for (const file of cold.files) seen.set(file.url, (seen.get(file.url) || 0) + 1);
    const row = {
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

function toFigures(rows, rate) {
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

/** For bench/run.js: the figures above (about 2 minutes). */
async function measureFigures(options = {}) {
  const { runs = 5, rate = 4, log = () => {} } = options;
  const { chromium } = require(require.resolve('playwright-core', { paths: [path.join(ROOT, 'e2e')] }));
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

async function main() {
  const args = benchArgs();
  console.log(`Forkful frontend vitals: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const figures = await measureFigures({ runs: Number(args.runs ?? 5), rate: Number(args.rate ?? 4), log: (line) => console.log(line) });
  console.log('');
  for (const f of figures) {
    const goal = f.goal.atMost !== undefined ? `goal ≤ ${f.goal.atMost}` : '';
    console.log(`   ${f.name.padEnd(44)} ${`${f.value} ${f.unit}`.padStart(12)}  ${goal.padEnd(12)} ${f.met ? 'met' : 'NOT met'}  ${f.detail}`);
  }
}

if (require.main === module) {
  main().then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { measureFigures };
