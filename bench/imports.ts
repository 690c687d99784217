/**
 * Importing a recipe from a web page (issue 32), as a cook does it: POST /imports (the page fetched through the safe
 * fetcher and its schema.org Recipe read into a draft), then POST /imports/photo (the page's photo fetched and stored
 * through the uploads' pipeline), one after the other. Goal: both within 2 s.
 *
 *   npx lerna run build --scope @forkful/api && npx tsx bench/imports.ts
 *
 * The page is the saved WordPress/Yoast fixture (api/src/recipe-exchange/page-reader/fixtures) grown to a recipe
 * blog's size with article paragraphs and served with a 1600 x 1200 JPEG photo (a recipe site's usual largest size)
 * from a loopback server the API is allowed to fetch (IMPORT_ALLOW_HOSTS, so NODE_ENV=development). A fresh embedded
 * database, the Auth emulator and the built API; one warm-up import, then BENCH_RUNS (default 10). About 20 s.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type Sharp from 'sharp';
import type { SharpOptions } from 'sharp';
import { freePorts } from '@forkful/platform';
import { API_PATHS } from '@forkful/domain';
import { createEmulatorUser, signInWithPassword } from '@forkful/scripts/lib/auth-emulator-accounts';
import { startAuthEmulator, type AuthEmulator } from '@forkful/scripts/lib/auth-emulator';
import { figure, type Figure } from './lib/figures';
import { stop, requireBuilt, startDatabase, startApi, exitAfterCleanup, type Started, type StartedDatabase } from './lib/processes';
import { stats } from './lib/samples';
import { API_DIR, requireFromApi } from './lib/workspaces';

const sharp = requireFromApi<typeof Sharp>('sharp');
const RUNS = Number(process.env.BENCH_RUNS || 10);
const GOAL_MS = 2000;
const FIXTURE = path.join(API_DIR, 'src', 'recipe-exchange', 'page-reader', 'fixtures', 'wordpress-yoast-graph.html');
/** About what a recipe blog's page weighs in HTML. */
const PAGE_BYTES = 400 * 1024;

/** The fixture page, its article grown with paragraphs to PAGE_BYTES. */
function blogPage(): string {
  const page = readFileSync(FIXTURE, 'utf8');
  const paragraph = '<p>This pasta is the one we make on busy weeknights: the sauce comes together while the penne cooks, and the spinach wilts in the last minute. Serve it with a green salad and crusty bread.</p>\n';
  const filler = paragraph.repeat(Math.ceil(Math.max(0, PAGE_BYTES - page.length) / paragraph.length));
  return page.replace('</body>', `${filler}</body>`);
}

async function webPhoto(): Promise<Buffer> {
  const scene = await sharp({ create: { width: 160, height: 120, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 70 } } } as SharpOptions).png().toBuffer();
  return sharp(scene).resize(1600, 1200, { kernel: 'cubic' }).blur(3).jpeg({ quality: 82 }).toBuffer();
}

async function startSite(page: string, photo: Buffer): Promise<{ server: Server; hostPort: string; pageUrl: string }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/photos/')) response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, hostPort, pageUrl: `http://${hostPort}/wordpress-yoast-graph.html` };
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Timings {
  page: number[];
  photo: number[];
  total: number[];
  pageBytes: number;
  photoBytes: number;
}

async function measure(runs: number): Promise<Timings> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkful-bench-imports-'));
  const page = blogPage();
  const photo = await webPhoto();
  const site = await startSite(page, photo);
  let mongo: StartedDatabase | undefined;
  let auth: AuthEmulator | undefined;
  let api: Started | undefined;
  try {
    mongo = await startDatabase(dataDir);
    const [authPort] = await freePorts(1);
    auth = await startAuthEmulator({ port: authPort, logFile: path.join(dataDir, 'auth-emulator.log') });
    api = await startApi(mongo.uri, {
      NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: auth.host, FIREBASE_PROJECT_ID: auth.projectId,
      IMPORT_ALLOW_HOSTS: site.hostPort, IMPORTS_PER_HOUR: '100000', IMAGE_UPLOADS_PER_DAY: '100000',
    });
    const email = 'bench-importer@forkful.test';
    const password = 'Forkful123';
    await createEmulatorUser({ emulatorUrl: auth.url, projectId: auth.projectId, email, password, displayName: 'Bench Importer' });
    const { idToken } = await signInWithPassword({ emulatorUrl: auth.url, email, password });
    const timings: Timings = { page: [], photo: [], total: [], pageBytes: Buffer.byteLength(page), photoBytes: photo.length };
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      const draft = await post<{ title: string; imageUrl?: string }>(api.url + API_PATHS.imports, idToken, { url: site.pageUrl });
      const drafted = performance.now();
      if (!draft.imageUrl) throw new Error(`the draft of ${site.pageUrl} has no photo`);
      await post(api.url + API_PATHS.importPhoto, idToken, { url: draft.imageUrl });
      const done = performance.now();
      if (run === 0) continue; // the warm-up: the first fetch, parse and encode load their code
      timings.page.push(drafted - started);
      timings.photo.push(done - drafted);
      timings.total.push(done - started);
    }
    return timings;
  } finally {
    site.server.close();
    await stop(api);
    await auth?.stop();
    await stop(mongo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The import figures for npm run bench (bench/run.ts). */
export async function measureFigures(options: { runs?: number } = {}): Promise<Figure[]> {
  requireBuilt();
  const runs = options.runs ?? RUNS;
  const timings = await measure(runs);
  const [page, photo, total] = [stats(timings.page), stats(timings.photo), stats(timings.total)];
  const sizes = `${Math.round(timings.pageBytes / 1024)} KB page, ${Math.round(timings.photoBytes / 1024)} KB 1600x1200 JPEG, ${runs} runs`;
  return [
    figure('Imports', 'page and photo imported, median', total.median, 'ms', { atMost: GOAL_MS }, sizes),
    figure('Imports', 'page and photo imported, max', total.max, 'ms', { atMost: GOAL_MS }, sizes),
    figure('Imports', 'POST /imports (fetch, read, draft), median', page.median, 'ms', {}, `max ${Math.round(page.max)} ms`),
    figure('Imports', 'POST /imports/photo (fetch, process, store), median', photo.median, 'ms', {}, `max ${Math.round(photo.max)} ms`),
  ];
}

if (require.main === module) {
  process.on('SIGINT', () => exitAfterCleanup(130));
  console.log(`Forkful imports benchmark: ${RUNS} imports of a page and its photo, loopback, ${os.cpus().length} CPU(s), Node ${process.version}`);
  measureFigures()
    .then((figures) => console.table(figures.map(({ name, value, unit, detail }) => ({ name, value, unit, detail }))))
    .catch((error: Error) => {
      console.error(error.message);
      return exitAfterCleanup(1);
    });
}
