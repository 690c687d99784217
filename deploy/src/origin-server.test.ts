import fs from 'fs';
import http from 'http';
import path from 'path';
import type { FastifyInstance } from 'fastify';
import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { createOriginServer, createRemotesOriginServer, portOf } from './origin-server';
import { retire } from './retire';
import { APPS, ROUTES, deployFake, tempDir } from './test/fixtures';
import { startOrigin, urlOf } from './test/origin-process';
import type { VersionRecord } from './releases';
import type { StoreRegistry } from './registry';

interface Answer {
  statusCode: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const { recipes, shell: shellApp } = APPS;

/** A real request with the path sent as written (fetch would normalize `..` away). */
async function get(server: FastifyInstance, url: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(server);
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject);
  });
}


describe('origin server', () => {
  let storeDir: string;
  let store: FileStore;
  let v1: VersionRecord;
  let v2: VersionRecord;
  let recipesServer: FastifyInstance;
  let shellServer: FastifyInstance;

  beforeAll(async () => {
    storeDir = tempDir();
    store = new FileStore(storeDir);
    const now = Date.now();
    v1 = await deployFake(store, recipes, { marker: 'one', chunkHash: 'aaaaaaaa' }, new Date(now - 60000));
    v2 = await deployFake(store, recipes, { marker: 'two', chunkHash: 'bbbbbbbb' }, new Date(now));
    await deployFake(store, shellApp, { marker: 'shell-one' }, new Date(now));
    recipesServer = await createOriginServer({ storeDir, app: recipes });
    shellServer = await createOriginServer({ storeDir, app: shellApp, runtimeConfig: async (p) => (p === '/remotes.json' ? { ok: true } : undefined) });
  });
  afterAll(async () => {
    await recipesServer.close();
    await shellServer.close();
  });

  it("serves the current version at the root and any kept version under /versions/<id>/, with CORS for the shell's origin", async () => {
    const root = await get(recipesServer, '/remoteEntry.js');
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe('/* entry two */');
    expect(root.headers['access-control-allow-origin']).toBe('*');
    expect((await get(recipesServer, `/versions/${v1.id}/remoteEntry.js`)).body).toBe('/* entry one */');
    const pointer = await get(recipesServer, '/current.json');
    expect(JSON.parse(pointer.body)).toMatchObject({ version: v2.id, previous: v1.id });
    expect(pointer.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates entry points and caches hashed files for a year, sending precompressed bytes by Accept-Encoding', async () => {
    const entry = await get(recipesServer, `/versions/${v2.id}/mf-manifest.json`);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    expect((await get(recipesServer, `/versions/${v2.id}/mf-manifest.json`, { 'if-none-match': entry.headers.etag })).statusCode).toBe(304);

    const gz = await get(recipesServer, `/versions/${v2.id}/main.bbbbbbbb.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await get(recipesServer, `/versions/${v2.id}/main.bbbbbbbb.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("chunk-two");');
  });

  it("still finds an older version's hashed file at the root (a page loaded before the deploy)", async () => {
    expect((await get(recipesServer, '/main.aaaaaaaa.js')).body).toBe('console.log("chunk-one");');
  });

  it('sees a pointer switch on the next request, without a restart', async () => {
    await store.withLock(() => releases.switchTo(store, recipes, v1.id));
    expect((await get(recipesServer, '/remoteEntry.js')).body).toBe('/* entry one */');
    await store.withLock(() => releases.switchTo(store, recipes, v2.id));
    expect((await get(recipesServer, '/remoteEntry.js')).body).toBe('/* entry two */');
  });

  it('answers 404 for missing files, unknown versions and paths that try to leave the store, and keeps serving', async () => {
    for (const url of ['/nope.js', '/versions/nope/remoteEntry.js', '/versions/../current.json', '/..%2f..%2fetc/passwd', `/versions/${v2.id}/../../shell/current.json`, '/%2e%2e/%2e%2e/etc/passwd']) {
      expect([400, 404]).toContain((await get(recipesServer, url)).statusCode);
    }
    expect((await get(recipesServer, '/%')).statusCode).toBe(400);
    expect((await get(recipesServer, '/remoteEntry.js')).statusCode).toBe(200);
  });

  it('answers 404 when a file vanishes between the check and the send (a prune at that moment)', async () => {
    const file = path.join(storeDir, 'recipes', 'versions', v1.id, 'remoteEntry.js');
    const realStat = fs.promises.stat;
    const spy = jest.spyOn(fs.promises, 'stat').mockImplementation(async (target, ...rest) => {
      const stats = await realStat(target, ...(rest as [fs.StatOptions | undefined]));
      if (target === file) fs.rmSync(file);
      return stats;
    });
    try {
      expect((await get(recipesServer, `/versions/${v1.id}/remoteEntry.js`)).statusCode).toBe(404);
    } finally {
      spy.mockRestore();
    }
    expect((await get(recipesServer, '/remoteEntry.js')).statusCode).toBe(200);
  });

  it("answers the shell's client-side routes with its page and its runtime config from the given function", async () => {
    // A session with its canary bucket already (a new one's first page also sets the cookie, privately).
    const page = await get(shellServer, '/dashboard/my-recipes', { cookie: 'forkful_bucket=4' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('shell-one');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get(shellServer, '/dashboard/my-recipes')).headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse((await get(shellServer, '/remotes.json')).body)).toEqual({ ok: true });
    expect((await get(shellServer, '/missing.1234abcd.js')).statusCode).toBe(404);
  });

  it("runs the shell alone (--app shell): its /remotes.json is made from the registry of the store it serves", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, REMOTES_ORIGIN_URL: 'https://cdn.test' };
    delete env.FORKFUL_DEPLOY_STORE;
    delete env.REMOTES_REGISTRY_URL;
    const run = startOrigin(['--app', 'shell', '--store', storeDir, '--port', '0'], env);
    try {
      const url = await urlOf(run);
      const registry = (await (await fetch(`${url}/remotes.json`)).json()) as { remotes: Array<{ manifest: string }> };
      const pointer = (await releases.readPointer(store, recipes))!;
      expect(registry.remotes.map((r) => r.manifest)).toEqual([`https://cdn.test/recipes/versions/${pointer.version}/mf-manifest.json`]);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('says so when an app has no version yet', async () => {
    const empty = await createOriginServer({ storeDir: tempDir(), app: recipes });
    const answer = await get(empty, '/remoteEntry.js');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toBe('No version of recipes is deployed.');
    await empty.close();
  });
});

describe('remotes origin (one process for every remote)', () => {
  let storeDir: string;
  let store: FileStore;
  let server: FastifyInstance;
  let recipesV1: VersionRecord;
  beforeAll(async () => {
    storeDir = tempDir();
    store = new FileStore(storeDir);
    await deployFake(store, shellApp, { marker: 'shell-one' });
    recipesV1 = await deployFake(store, recipes, { marker: 'recipes-one', chunkHash: 'cccccccc' });
    server = await createRemotesOriginServer({ storeDir });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('serves each remote under /<app>/ (pointer, versions, current files) with CORS and the cache policy', async () => {
    const pointer = await get(server, '/recipes/current.json');
    expect(JSON.parse(pointer.body)).toMatchObject({ app: 'recipes', version: recipesV1.id });
    expect(pointer.headers['access-control-allow-origin']).toBe('*');
    expect((await get(server, '/recipes/remoteEntry.js')).body).toBe('/* entry recipes-one */');
    const routes = await get(server, `/recipes/versions/${recipesV1.id}/routes.json`);
    expect(JSON.parse(routes.body)).toEqual(ROUTES.recipes);
    expect(routes.headers['cache-control']).toBe('no-cache');
    const gz = await get(server, `/recipes/versions/${recipesV1.id}/main.cccccccc.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(server, '/recipes')).statusCode).toBe(301);
  });

  it('serves a remote deployed while it runs at once, and the registry naming it', async () => {
    expect((await get(server, '/hello/current.json')).statusCode).toBe(404);
    const hello = await deployFake(store, APPS.hello, { marker: 'hello-one' });
    expect((await get(server, '/hello/remoteEntry.js')).body).toBe('/* entry hello-one */');
    const registry = await get(server, '/registry.json');
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect((JSON.parse(registry.body) as StoreRegistry).remotes.map((r) => [r.app, r.version])).toEqual([['hello', hello.id], ['recipes', recipesV1.id]]);

    await retire({ app: APPS.hello, store });
    expect((await get(server, '/hello/current.json')).statusCode).toBe(404);
    expect((await get(server, '/hello/remoteEntry.js')).statusCode).toBe(503);
    // A tab that loaded it before keeps its version's files.
    expect((await get(server, `/hello/versions/${hello.id}/remoteEntry.js`)).body).toBe('/* entry hello-one */');
    expect((JSON.parse((await get(server, '/registry.json')).body) as StoreRegistry).remotes.map((r) => r.app)).toEqual(['recipes']);
  });

  it("never serves the shell, the lock, unknown apps or paths leaving the store", async () => {
    for (const url of ['/shell/current.json', '/shell/index.html', '/.deploy.lock/x', '/nope/current.json', '/recipes/../shell/current.json', '/%2e%2e/etc/passwd', '/']) {
      expect([400, 404]).toContain((await get(server, url)).statusCode);
    }
  });

  it('runs alone: node origin-server.js --remotes --store <dir> --port 0', async () => {
    const { METRICS_TOKEN: _token, ...env } = process.env;
    const run = startOrigin(['--remotes', '--store', storeDir, '--port', '0'], env);
    try {
      const url = await urlOf(run);
      expect(run.out).toMatch(/^every remote \(\/<app>\/\) and \/registry\.json from .* on http:\/\/127\.0\.0\.1:\d+/m);
      // It runs the canary analysis, which says (a JSON log line) that it is off without a METRICS_TOKEN; the line may
      // come a moment after the address line (seen under load).
      const analysisLineOf = () => run.out.split('\n').find((line) => line.includes('[canary]'));
      for (let waited = 0; !analysisLineOf() && waited < 10000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const analysisLine = analysisLineOf();
      expect(JSON.parse(String(analysisLine))).toMatchObject({ level: 40, service: 'origin', msg: expect.stringMatching(/^\[canary\] analysis off: .*METRICS_TOKEN/) });
      expect(((await (await fetch(`${url}/registry.json`)).json()) as StoreRegistry).remotes.map((r) => r.app)).toEqual(['recipes']);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
});
