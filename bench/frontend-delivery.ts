/**
 * How the deployed frontends are delivered, measured side by side with a ceiling:
 *   1. The origin server (deploy/src/origin-server.ts: fastify + @fastify/static, precompressed files, cache headers)
 *      against a bare node:http server answering the same bytes from memory, both as their own processes, for a
 *      hashed chunk (brotli), remoteEntry.js (revalidated) and a version's manifest. autocannon, loopback.
 *   2. In headless Chromium against the built stack (free ports, fresh data): the JavaScript each route downloads,
 *      bytes on the wire (precompressed) against the decoded size (what an uncompressed server would send).
 *   3. What the planner adds to /plan once the shell is loaded (signed in, from the dashboard): goal 40 KB.
 * Prints figures; asserts nothing. Numbers on a shared 2-core machine are noisy: compare within one run.
 *
 * Usage: npx tsx bench/frontend-delivery.ts [--seconds=5] [--connections=50] [--no-browser]
 * Needs: the frontends built (npm run build, or npm test) and /usr/bin/chromium (or CHROMIUM_PATH) for part 2.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type * as Playwright from 'playwright-core';
import { findApp } from '@forkful/deploy/src/apps';
import { publishFirstVersions } from '@forkful/deploy/src/publish-first';
import { FileStore } from '@forkful/deploy/src/stores/file-store';
import { CHROMIUM_ARGS, CHROMIUM_PATH, typeScriptNode } from '@forkful/platform';
import { startStack } from '@forkful/scripts/lib/stack';
import { benchArgs } from './lib/args';
import { autocannon } from './lib/autocannon';
import type { CapturedRoute } from './lib/capture';
import { startNode, startBareServer, stop, type Started } from './lib/processes';
import { E2E_DIR } from './lib/workspaces';

const ORIGIN_SERVER = require.resolve('@forkful/deploy/src/origin-server');
const args = benchArgs();
const SECONDS = Number(args.seconds ?? 5);
const CONNECTIONS = Number(args.connections ?? 50);
const WITH_BROWSER = args['no-browser'] !== 'true' && fs.existsSync(CHROMIUM_PATH);
const ROUTES = ['/', '/all-recipes', '/about'];

/** The manifest's part the bench reads: the first exposed module's files. */
interface Manifest {
  exposes: { assets: { js: { sync: string[] } } }[];
}

async function measure(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function originServerVsCeiling(storeDir: string): Promise<void> {
  const app = findApp('public');
  const children: Started[] = [];
  try {
    const originServer = await startNode('origin-server', {
      run: (port) => typeScriptNode(ORIGIN_SERVER, ['--app', app.name, '--store', storeDir, '--port', String(port)]),
      ready: (port) => `http://127.0.0.1:${port}/current.json`,
    });
    children.push(originServer);
    const origin = originServer.url;
    const { version } = (await (await fetch(`${origin}/current.json`)).json()) as { version: string };
    const manifest = (await (await fetch(`${origin}/versions/${version}/mf-manifest.json`)).json()) as Manifest;
    const chunk = manifest.exposes[0].assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const paths: Record<string, string> = { 'hashed chunk (br)': `/versions/${version}/${chunk}`, 'remoteEntry.js (br)': `/versions/${version}/remoteEntry.js`, 'mf-manifest.json': `/versions/${version}/mf-manifest.json` };
    // The ceiling answers each path with the very bytes and headers the origin server sends.
    const routes: Record<string, CapturedRoute> = {};
    for (const urlPath of Object.values(paths)) {
      const raw = await new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => http.get(`${origin}${urlPath}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      }).on('error', reject));
      const headers: Record<string, string> = {};
      for (const key of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) if (raw.headers[key]) headers[key] = raw.headers[key] as string;
      routes[urlPath] = { body: raw.body.toString('base64'), headers };
    }
    const routesFile = path.join(storeDir, 'bare-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(routes));
    const bareServer = await startBareServer(routesFile);
    children.push(bareServer);
    const bare = bareServer.url;

    console.log(`\n1. Origin server vs bare node:http from memory (same bytes), ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log(`   ${'file'.padEnd(38)} ${'origin req/s'.padStart(6)}  p99     bare req/s  p99     share of ceiling`);
    for (const [name, urlPath] of Object.entries(paths)) {
      const served = await measure(`${origin}${urlPath}`);
      const ceiling = await measure(`${bare}${urlPath}`);
      const bytes = Buffer.from(routes[urlPath].body, 'base64').length;
      console.log(`   ${`${name}, ${(bytes / 1024).toFixed(1)} KB`.padEnd(38)} ${String(served.rps).padStart(6)}  ${`${served.p99} ms`.padEnd(7)} ${String(ceiling.rps).padStart(6)}      ${`${ceiling.p99} ms`.padEnd(7)} ${(served.rps / ceiling.rps).toFixed(2)}${served.errors ? ` (${served.errors} errors)` : ''}`);
    }
  } finally {
    await Promise.all(children.map(stop));
  }
}

async function javascriptPerRoute(): Promise<void> {
  // The browser tests' playwright-core, as they resolve it.
  const { chromium } = require(require.resolve('playwright-core', { paths: [E2E_DIR] })) as typeof Playwright;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-delivery-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log('\n2. JavaScript per route in Chromium (fresh context, nothing cached)');
    console.log('   route          files  on the wire  decoded (uncompressed)  ratio');
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Playwright.Request[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(`${stack.shellUrl}${route}`, { waitUntil: 'networkidle' });
      let wire = 0;
      let decoded = 0;
      for (const request of scripts) {
        wire += (await request.sizes()).responseBodySize;
        decoded += (await (await request.response())!.body()).length;
      }
      console.log(`   ${route.padEnd(14)} ${String(scripts.length).padStart(5)}  ${`${(wire / 1024).toFixed(0)} KB`.padStart(11)}  ${`${(decoded / 1024).toFixed(0)} KB`.padStart(22)}  ${(wire / decoded).toFixed(2)}`);
      await context.close();
    }
    await plannerOnPlan(browser, stack);
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The planner's goal (issue 30): its JavaScript on the wire for /plan beyond what the shell had already loaded. */
const PLANNER_BUDGET_KB = 40;

/**
 * 3. What the planner adds to /plan: a sample cook signs in and opens the dashboard (the shell and the dashboard
 * loaded), then follows "Meal Plan"; counted: every file from the planner's folder on the remotes origin from then on.
 */
async function plannerOnPlan(browser: Playwright.Browser, stack: Awaited<ReturnType<typeof startStack>>): Promise<void> {
  const cook = stack.sampleUsers[0];
  const plannerFiles = `${stack.remotesOrigin}/planner/`;
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${stack.shellUrl}/login`);
    await page.getByLabel(/^email/i).fill(cook.email);
    await page.getByLabel(/^password/i).fill(cook.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${stack.shellUrl}/dashboard`, { waitUntil: 'networkidle' });
    const files: Playwright.Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(plannerFiles)) files.push(request);
    });
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Meal Plan' }).click();
    await page.getByRole('heading', { name: 'Meal Plan', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    let wire = 0;
    for (const request of files) wire += (await request.sizes()).responseBodySize;
    const kb = wire / 1024;
    console.log(`\n3. The planner on /plan, after the dashboard: ${files.length} files, ${kb.toFixed(1)} KB on the wire (goal: at most ${PLANNER_BUDGET_KB} KB)`);
    for (const request of files) console.log(`   ${((await request.sizes()).responseBodySize / 1024).toFixed(1).padStart(6)} KB  ${request.url().slice(plannerFiles.length)}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  console.log(`Forkful frontend delivery: loopback, ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-store-'));
  try {
    await publishFirstVersions({ store: new FileStore(storeDir), apps: [findApp('public')], log: () => {} });
    await originServerVsCeiling(storeDir);
  } finally {
    fs.rmSync(storeDir, { recursive: true, force: true });
  }
  if (WITH_BROWSER) await javascriptPerRoute();
  else console.log('\n2. skipped (no Chromium or --no-browser)');
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
