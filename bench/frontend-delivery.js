#!/usr/bin/env node
'use strict';
/**
 * How the deployed frontends are delivered, measured side by side with a ceiling:
 *   1. The origin server (deploy/src/origin-server.js: fastify + @fastify/static, precompressed files, cache headers)
 *      against a bare node:http server answering the same bytes from memory, both as their own processes, for a
 *      hashed chunk (brotli), remoteEntry.js (revalidated) and a version's manifest. autocannon, loopback.
 *   2. In headless Chromium against the built stack (free ports, fresh data): the JavaScript each route downloads,
 *      bytes on the wire (precompressed) against the decoded size (what an uncompressed server would send).
 * Prints figures; asserts nothing. Numbers on a shared 2-core machine are noisy: compare within one run.
 *
 * Usage: node bench/frontend-delivery.js [--seconds=5] [--connections=50] [--no-browser]
 * Needs: the frontends built (npm run build, or npm test) and /usr/bin/chromium (or CHROMIUM_PATH) for part 2.
 */
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { startStack } = require('../scripts/lib/stack');
const { startNode, startBareServer, stop } = require('./lib/processes');
const { FileStore } = require('../deploy/src/stores/file-store');
const { publishFirstVersions } = require('../deploy/src/deploy');
const { findApp } = require('../deploy/src/apps');

const { benchArgs } = require('./lib/args');

const ROOT = path.resolve(__dirname, '..');
const autocannon = require(require.resolve('autocannon', { paths: [path.join(ROOT, 'api')] }));
const args = benchArgs();
const SECONDS = Number(args.seconds ?? 5);
const CONNECTIONS = Number(args.connections ?? 50);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../config/chromium');
const WITH_BROWSER = args['no-browser'] !== 'true' && fs.existsSync(CHROMIUM_PATH);
const ROUTES = ['/', '/all-recipes', '/about'];


async function measure(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function originServerVsCeiling(storeDir) {
  const app = findApp('public');
  const children = [];
  try {
    const originServer = await startNode('origin-server', {
      args: (port) => [path.join(ROOT, 'deploy', 'src', 'origin-server.js'), '--app', app.name, '--store', storeDir, '--port', String(port)],
      ready: (port) => `http://127.0.0.1:${port}/current.json`,
    });
    children.push(originServer);
    const origin = originServer.url;
    const { version } = await (await fetch(`${origin}/current.json`)).json();
    const manifest = await (await fetch(`${origin}/versions/${version}/mf-manifest.json`)).json();
    const chunk = manifest.exposes[0].assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const paths = { 'hashed chunk (br)': `/versions/${version}/${chunk}`, 'remoteEntry.js (br)': `/versions/${version}/remoteEntry.js`, 'mf-manifest.json': `/versions/${version}/mf-manifest.json` };
    // The ceiling answers each path with the very bytes and headers the origin server sends.
    const routes = {};
    for (const urlPath of Object.values(paths)) {
      const raw = await new Promise((resolve, reject) => http.get(`${origin}${urlPath}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      }).on('error', reject));
      const headers = {};
      for (const key of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) if (raw.headers[key]) headers[key] = raw.headers[key];
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

async function javascriptPerRoute() {
  const { chromium } = require(require.resolve('playwright-core', { paths: [path.join(ROOT, 'e2e')] }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-delivery-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log('\n2. JavaScript per route in Chromium (fresh context, nothing cached)');
    console.log('   route          files  on the wire  decoded (uncompressed)  ratio');
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(`${stack.shellUrl}${route}`, { waitUntil: 'networkidle' });
      let wire = 0;
      let decoded = 0;
      for (const request of scripts) {
        wire += (await request.sizes()).responseBodySize;
        decoded += (await (await request.response()).body()).length;
      }
      console.log(`   ${route.padEnd(14)} ${String(scripts.length).padStart(5)}  ${`${(wire / 1024).toFixed(0)} KB`.padStart(11)}  ${`${(decoded / 1024).toFixed(0)} KB`.padStart(22)}  ${(wire / decoded).toFixed(2)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
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
