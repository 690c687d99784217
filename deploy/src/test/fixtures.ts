/** Small stand-in builds and a local S3-compatible server (s3rver) for the deploy package's tests. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';
import type { RemoteRoutes } from '@forkful/topology';
import { ROUTES as FAKE_STORE_ROUTES } from '@forkful/shell/server/ssr/testing/fake-store';
import * as releases from '../releases';
import { writeRegistry } from '../registry';
import { storeOnlyApp, type App } from '../apps';
import type { SharedModule, ShellFeatures, VersionRecord } from '../releases';
import type { DeploymentStore } from '../stores/store';

export function tempDir(prefix = 'forkful-deploy-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const SHELL_SHARED: SharedModule[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
];

/** Apps as the deploy sees them, fixed here so the tests do not depend on the checkout's remote workspaces. */
type RemoteName = 'public' | 'recipes' | 'dashboard' | 'hello';
const SHELL: App = { name: 'shell', dir: 'shell', federationName: 'shell', isShell: true };
const remote = (name: RemoteName): App => ({ ...storeOnlyApp(name), dir: `mfe-${name}` });
export const APPS = { shell: SHELL, public: remote('public'), recipes: remote('recipes'), dashboard: remote('dashboard'), hello: remote('hello') };

/**
 * Route modules shaped like the checkout's (a subset): each remote's claims, pages and navigation. public and recipes
 * are the shell's fake store's (the server-rendering tests serve them), so both packages' stores hold the same routes.
 */
export const ROUTES: Record<RemoteName, RemoteRoutes> = {
  public: FAKE_STORE_ROUTES.public,
  recipes: FAKE_STORE_ROUTES.recipes,
  dashboard: {
    schemaVersion: 1,
    claims: ['/dashboard/*'],
    pages: [{
      path: '/dashboard',
      module: 'DashboardLayout',
      access: 'signed-in',
      children: [{ index: true, module: 'OverviewPage' }, { path: 'all-recipes', module: 'mfe_recipes/AllRecipesPage' }],
    }],
    nav: [{ slot: 'dashboard', label: 'All Recipes', to: '/dashboard/all-recipes', order: 20 }, { slot: 'dashboard', label: 'Home', to: '/', order: 90 }],
  },
  hello: {
    schemaVersion: 1,
    claims: ['/hello/*'],
    pages: [{ path: '/hello', module: 'HelloPage' }],
    nav: [{ slot: 'header', label: 'Hello', to: '/hello', order: 70 }],
  },
};
export const EXPOSES: Record<RemoteName, string[]> = {
  public: ['./HomePage', './AboutPage', './NotFoundPage'],
  recipes: ['./AllRecipesPage', './RecipeDetailPage', './CookPage'],
  dashboard: ['./DashboardLayout', './OverviewPage'],
  hello: ['./HelloPage'],
};

/** What a fake build holds (see fakeBuild); `routes: null` leaves routes.json out. */
export interface FakeBuildOptions {
  name?: string;
  exposes?: string[];
  shared?: SharedModule[];
  routes?: RemoteRoutes | null;
  features?: ShellFeatures;
  marker?: string;
  chunkHash?: string;
}

/** The build options of a current (route-owning) build of `app`: its exposes and routes, or the shell's features. */
export function buildOf(app: App, overrides: FakeBuildOptions = {}): FakeBuildOptions {
  const own: FakeBuildOptions = app.isShell
    ? { name: 'shell', exposes: [], routes: null, features: { routeModules: 1 } }
    : { name: app.federationName, exposes: EXPOSES[app.name as RemoteName], routes: ROUTES[app.name as RemoteName] };
  return { ...own, ...overrides };
}

/**
 * A build folder shaped like webpack's: a hashed chunk (with .br/.gz copies), remoteEntry.js, mf-manifest.json,
 * index.html, and when given routes.json (a remote's route module) and shell-features.json (the shell's). `marker`
 * goes into the chunk, to tell versions apart. By default it is the recipes remote of ROUTES.
 */
export function fakeBuild({
  name = 'mfe_recipes', exposes = EXPOSES.recipes, shared = SHELL_SHARED, routes = ROUTES.recipes, features, marker = 'v1', chunkHash = '1a2b3c4d',
}: FakeBuildOptions = {}): string {
  const dir = tempDir('forkful-build-');
  const chunk = `chunk-${marker}`;
  fs.writeFileSync(path.join(dir, `main.${chunkHash}.js`), `console.log(${JSON.stringify(chunk)});`);
  fs.writeFileSync(path.join(dir, `main.${chunkHash}.js.gz`), zlib.gzipSync(`console.log(${JSON.stringify(chunk)});`));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${marker} */`);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${marker}</title><div id="root"></div>`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, exposes: exposes.map((p) => ({ name: p.slice(2), path: p })), shared }));
  if (routes) fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  if (features) fs.writeFileSync(path.join(dir, 'shell-features.json'), JSON.stringify(features));
  return dir;
}

/**
 * A fake build uploaded and made current in `store`, as a deploy at `now` would (registry included, no checks);
 * returns its record. `buildOptions` override `app`'s current build (buildOf); `routes: null` leaves routes.json out.
 */
export async function deployFake(store: DeploymentStore, app: App, buildOptions: FakeBuildOptions = {}, now = new Date()): Promise<VersionRecord> {
  const record = await releases.uploadVersion(store, app, fakeBuild(buildOf(app, buildOptions)), { commit: 'abc1234', now });
  await store.withLock(async () => {
    await releases.commitVersion(store, app, record);
    await writeRegistry(store);
  });
  return record;
}

export async function startS3(): Promise<{ client: S3Client; endpoint: string; stop: () => Promise<void> }> {
  const directory = tempDir('forkful-s3rver-');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'forkful-deploys' }] });
  const { port } = await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    client,
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
