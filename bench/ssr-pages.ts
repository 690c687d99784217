/**
 * The shell's origin answering server-rendered pages (shell/server/ssr), over HTTP with autocannon, side by side with
 * a ceiling: the same origin answering a static file of the shell's version (its index.html, from disk, no React).
 *   - cache on (SSR_CACHE_TTL_MS default): `/`, as the stack serves it;
 *   - no cache at all: a second shell origin on the same store with SSR_CACHE_TTL_MS=0, every request rendered;
 *     it runs ORIGIN_WORKERS=auto (one worker per core, deploy/src/origin-workers.ts), as `npm run serve` does;
 *   both on the built stack (free ports, seeded data, the API on its embedded database).
 * Prints figures; asserts nothing. The load generator shares the 2 cores with the origin and the API.
 *
 * Usage: npx tsx bench/ssr-pages.ts [--seconds=10] [--connections=50]
 * Needs: the frontends and the API built (npm run build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICES } from '@forkful/topology';
import { typeScriptNode } from '@forkful/platform';
import { startStack } from '@forkful/scripts/lib/stack';
import { benchArgs } from './lib/args';
import { autocannon } from './lib/autocannon';
import { figure, type Figure } from './lib/figures';
import { startNode, stop, type Started } from './lib/processes';

const ORIGIN_SERVER = require.resolve('@forkful/deploy/src/origin-server');
const PAGES = ['/', '/all-recipes', '/about'];

/** What the stack started for a bench exposes (the URLs and the store it reads). */
type Stack = Awaited<ReturnType<typeof startStack>>;

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

interface Options {
  seconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

async function measure(url: string, { seconds, connections }: { seconds: number; connections: number }): Promise<Measured> {
  // A short warm-up: the first renders load the bundles and fill the plans and the style sheet.
  await autocannon({ url, connections: 4, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds, headers: { accept: 'text/html' } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** A second shell origin for the same store and API, with the page cache off. */
function startUncachedOrigin(stack: Stack): Promise<Started> {
  return startNode('shell-origin-no-cache', {
    // A built stack always has its deployment store.
    run: (port) => typeScriptNode(ORIGIN_SERVER, ['--app', 'shell', '--store', stack.deployStore as string, '--port', String(port)]),
    env: () => ({
      NODE_ENV: 'production',
      SSR_CACHE_TTL_MS: '0',
      // Every request rendered: no page sent to the browser because too many renders were running at once.
      SSR_MAX_RENDERS: '100000',
      ORIGIN_WORKERS: 'auto',
      FORKFUL_DEPLOY_STORE: stack.deployStore,
      [SERVICES.api.urlEnv]: stack.apiUrl,
      [SERVICES.authEmulator.urlEnv]: stack.authEmulatorUrl,
    }),
    ready: (port) => `http://127.0.0.1:${port}/current.json`,
  });
}

export async function measureFigures(options: Options = {}): Promise<Figure[]> {
  const { seconds = 10, connections = 50, log = () => {} } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-ssr-'));
  const stack = await startStack({ mode: 'built', dataDir, seed: true, publicHost: '127.0.0.1', logDir: path.join(dataDir, 'logs') });
  let uncached: Started | undefined;
  try {
    uncached = await startUncachedOrigin(stack);
    const render = await fetch(`${stack.shellUrl}/`, { headers: { accept: 'text/html' } });
    if (render.headers.get('x-forkful-render') === 'browser') throw new Error('the shell origin did not render / on the server');
    const { version } = (await (await fetch(`${stack.shellUrl}/current.json`)).json()) as { version: string };
    const ceilingUrl = `${stack.shellUrl}/versions/${version}/index.html`;
    const ceiling = await measure(ceilingUrl, { seconds, connections });
    log(`   ceiling: the same origin, index.html from disk       ${String(ceiling.rps).padStart(6)} req/s  p99 ${ceiling.p99} ms`);
    const rows: { page: string; cached: Measured; rendered: Measured }[] = [];
    for (const page of PAGES) {
      const cached = await measure(`${stack.shellUrl}${page}`, { seconds, connections });
      const rendered = await measure(`${uncached.url}${page}`, { seconds, connections });
      log(`   ${page.padEnd(14)} cache: ${String(cached.rps).padStart(6)} req/s p99 ${String(cached.p99).padStart(4)} ms   no cache: ${String(rendered.rps).padStart(5)} req/s p99 ${String(rendered.p99).padStart(5)} ms${cached.errors || rendered.errors ? `  (${cached.errors}/${rendered.errors} errors)` : ''}`);
      rows.push({ page, cached, rendered });
    }
    const home = rows.find((row) => row.page === '/')!;
    const detail = (m: Measured) => `${m.rps} req/s, p99 ${m.p99} ms, ceiling ${ceiling.rps} req/s (p99 ${ceiling.p99} ms), ${connections} connections`;
    return [
      figure('Pages', 'GET / server-rendered, cache on', home.cached.rps, 'req/s', { atLeast: 1000 }, detail(home.cached)),
      figure('Pages', 'GET / server-rendered, cache on, p99', home.cached.p99, 'ms', { atMost: 50 }, detail(home.cached)),
      figure('Pages', 'GET / server-rendered, no cache', home.rendered.rps, 'req/s', { atLeast: 150 }, detail(home.rendered)),
      ...rows.filter((row) => row.page !== '/').map((row) => figure('Pages', `GET ${row.page} server-rendered, no cache`, row.rendered.rps, 'req/s', {}, detail(row.rendered))),
    ];
  } finally {
    await stop(uncached);
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = benchArgs();
  console.log(`Forkful server-rendered pages: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  const figures = await measureFigures({ seconds: Number(args.seconds ?? 10), connections: Number(args.connections ?? 50), log: (line) => console.log(line) });
  console.log('');
  for (const f of figures) console.log(`   ${f.name.padEnd(44)} ${`${f.value} ${f.unit}`.padStart(12)}  ${f.met === null ? '' : f.met ? 'met' : 'NOT met'}  ${f.detail}`);
}

if (require.main === module) {
  main().then(() => process.exit(0), (error) => {
    console.error(error);
    process.exit(1);
  });
}
