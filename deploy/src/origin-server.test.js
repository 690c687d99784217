const fs = require('fs');
const http = require('http');
const path = require('path');
const { findApp } = require('./apps');
const releases = require('./releases');
const { FileStore } = require('./stores/file-store');
const { createOriginServer } = require('./origin-server');
const { deployFake, tempDir } = require('./test/fixtures');

const recipes = findApp('recipes');
const shellApp = findApp('shell');


describe('origin server', () => {
  let storeDir;
  let store;
  let v1;
  let v2;
  let recipesServer;
  let shellServer;
  /** A real request with the path sent as written (fetch would normalize `..` away). */
  const get = async (server, url, headers = {}) => {
    if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address();
    return new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      }).on('error', reject);
    });
  };

  beforeAll(async () => {
    storeDir = tempDir();
    store = new FileStore(storeDir);
    const now = Date.now();
    v1 = await deployFake(store, recipes, { marker: 'one', chunkHash: 'aaaaaaaa' }, new Date(now - 60000));
    v2 = await deployFake(store, recipes, { marker: 'two', chunkHash: 'bbbbbbbb' }, new Date(now));
    await deployFake(store, shellApp, { name: 'shell', exposes: [], marker: 'shell-one', requires: {} }, new Date(now));
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
      const stats = await realStat(target, ...rest);
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
    const page = await get(shellServer, '/dashboard/my-recipes');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('shell-one');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(JSON.parse((await get(shellServer, '/remotes.json')).body)).toEqual({ ok: true });
    expect((await get(shellServer, '/missing.1234abcd.js')).statusCode).toBe(404);
  });

  it('says so when an app has no version yet', async () => {
    const empty = await createOriginServer({ storeDir: tempDir(), app: recipes });
    const answer = await get(empty, '/remoteEntry.js');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('No version of recipes');
    await empty.close();
  });
});
