/** The shell's origin server with server rendering mounted (shell/server/ssr), and the server bundles kept private. */
import fs from 'fs';
import http from 'http';
import path from 'path';
import type { FastifyInstance } from 'fastify';
import { runtimeConfigResponse } from '@forkful/shell/server/runtime-config';
import { createShellSsr } from '@forkful/shell/server/ssr';
import { createFakeStore } from '@forkful/shell/server/ssr/testing/fake-store';
import { FileStore } from './stores/file-store';
import { createOriginServer, createRemotesOriginServer, portOf } from './origin-server';
import { APPS, deployFake, tempDir } from './test/fixtures';
import { startOrigin, urlOf } from './test/origin-process';
import type { VersionRecord } from './releases';

interface Answer {
  statusCode: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real request with the path sent as written. */
async function get(server: FastifyInstance, url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(server);
  return new Promise((resolve, reject) => {
    http.request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject).end();
  });
}

describe("a version's server bundles are never served", () => {
  let storeDir: string;
  let shellServer: FastifyInstance;
  let remotesServer: FastifyInstance;
  let shell: VersionRecord;
  let recipes: VersionRecord;
  beforeAll(async () => {
    storeDir = tempDir();
    const store = new FileStore(storeDir);
    shell = await deployFake(store, APPS.shell, { marker: 'shell-one' });
    recipes = await deployFake(store, APPS.recipes, { marker: 'recipes-one' });
    for (const [app, id, file] of [['shell', shell.id, 'shell-server.js'], ['recipes', recipes.id, 'container.js']]) {
      fs.mkdirSync(path.join(storeDir, app, 'versions', id, 'server'), { recursive: true });
      fs.writeFileSync(path.join(storeDir, app, 'versions', id, 'server', file), 'module.exports = "secret";');
    }
    shellServer = await createOriginServer({ storeDir, app: APPS.shell });
    remotesServer = await createRemotesOriginServer({ storeDir });
  });
  afterAll(async () => {
    await shellServer.close();
    await remotesServer.close();
  });

  it('answers 404 for server/ at the root, under versions/<id>/, however it is spelled', async () => {
    for (const url of ['/server/shell-server.js', `/versions/${shell.id}/server/shell-server.js`, `/versions/${shell.id}//server/shell-server.js`, '/SERVER/shell-server.js', '/%73erver/shell-server.js', '//server/shell-server.js']) {
      const answer = await get(shellServer, url);
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.body).not.toContain('secret');
    }
    for (const url of ['/recipes/server/container.js', `/recipes/versions/${recipes.id}/server/container.js`]) {
      expect([url, (await get(remotesServer, url)).statusCode]).toEqual([url, 404]);
    }
    expect((await get(remotesServer, '/recipes/remoteEntry.js')).statusCode).toBe(200);
    expect((await get(shellServer, '/main.1a2b3c4d.js')).statusCode).toBe(200);
  });
});

describe("the shell's origin server with server rendering", () => {
  let store: ReturnType<typeof createFakeStore>;
  let server: FastifyInstance;
  let ssr: ReturnType<typeof createShellSsr>;
  beforeAll(async () => {
    store = createFakeStore();
    store.deployShell();
    store.deployRemote('public');
    const env = { FORKFUL_DEPLOY_STORE: store.dir, API_URL: 'http://127.0.0.1:9', SSR_CACHE_TTL_MS: '0' };
    const runtimeConfig = (pathname: string) => runtimeConfigResponse(pathname, env);
    ssr = createShellSsr({ storeDir: store.dir, runtimeConfig, env, origin: 'https://forkful.test', log: () => {} });
    server = await createOriginServer({ storeDir: store.dir, app: APPS.shell, runtimeConfig, ssr: ssr.answer });
  });
  afterAll(async () => {
    await server.close();
    await ssr.close();
    store.remove();
  });

  it('renders pages with their CSP, answers 304 without one, and still serves files and the runtime config', async () => {
    const page = await get(server, '/about', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^script-src 'nonce-/);
    expect(page.body).toContain('data-container="public-one"');
    const again = await get(server, '/about', { accept: 'text/html', 'if-none-match': page.headers.etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const head = await get(server, '/about', { accept: 'text/html' }, 'HEAD');
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect((await get(server, '/main.1a2b3c4d.js')).body).toBe('/* main */');
    expect((JSON.parse((await get(server, '/remotes.json')).body) as { remotes: Array<{ app: string }> }).remotes.map((r) => r.app)).toEqual(['public']);
    expect((await get(server, '/missing.1234abcd.js')).statusCode).toBe(404);
    expect((await get(server, '/robots.txt')).body).toContain('Sitemap: https://forkful.test/sitemap.xml');
  });

  it('runs alone (--app shell): PUBLIC_ORIGIN names its canonical URLs, the page is rendered from the store', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_ORIGIN: 'https://www.forkful.test/', API_URL: 'http://127.0.0.1:9' };
    delete env.FORKFUL_DEPLOY_STORE;
    const run = startOrigin(['--app', 'shell', '--store', store.dir, '--port', '0'], env);
    try {
      const url = await urlOf(run);
      const page = await (await fetch(`${url}/about`, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain('<link rel="canonical" href="https://www.forkful.test/about">');
      expect(page).toContain('data-container="public-one"');
      expect(await (await fetch(`${url}/robots.txt`)).text()).toContain('Sitemap: https://www.forkful.test/sitemap.xml');
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
});

describe("the shell's origin server with a canary running", () => {
  let store: ReturnType<typeof createFakeStore>;
  let server: FastifyInstance;
  let stable: string;
  let canary: string;
  beforeAll(async () => {
    store = createFakeStore();
    store.deployShell();
    stable = store.deployRemote('public', { container: 'public-stable' });
    canary = store.deployRemote('public', { container: 'public-canary', current: false });
    const file = path.join(store.dir, 'registry.json');
    const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
    registry.remotes[0].canary = { version: canary, percent: 20, routes: { ...registry.remotes[0].routes, nav: [] } };
    fs.writeFileSync(file, JSON.stringify(registry));
    const env = { FORKFUL_DEPLOY_STORE: store.dir, API_URL: 'http://127.0.0.1:9', REMOTES_ORIGIN_URL: 'https://remotes.test', SSR: 'off' };
    server = await createOriginServer({ storeDir: store.dir, app: APPS.shell, runtimeConfig: (pathname: string) => runtimeConfigResponse(pathname, env), secureCookies: true });
  });
  afterAll(async () => {
    await server.close();
    store.remove();
  });

  it('gives a new session a bucket cookie once, and the same versions for the same cookie; 20 % of 300 sessions get the canary', async () => {
    const first = await get(server, '/remotes.json');
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(first.headers['set-cookie']).toEqual([expect.stringMatching(/^forkful_bucket=\d{1,2}; Path=\/; SameSite=Lax; HttpOnly; Secure$/)]);
    expect(first.headers.vary).toBe('Cookie');
    expect(first.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const answered = JSON.parse(first.body);
    expect(JSON.stringify(answered)).not.toContain('canary');
    for (let i = 0; i < 5; i += 1) {
      const again = await get(server, '/remotes.json', { cookie });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(JSON.parse(again.body)).toEqual(answered);
    }

    const versions: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const { body } = await get(server, '/remotes.json');
      const [remote] = JSON.parse(body).remotes;
      versions.push(remote.version);
      if (remote.version === canary) {
        expect(remote).toEqual({ name: 'mfe_public', app: 'public', version: canary, manifest: `https://remotes.test/public/versions/${canary}/mf-manifest.json`, routes: expect.objectContaining({ nav: [] }) });
      } else {
        expect(remote.version).toBe(stable);
        expect(remote.routes.nav).not.toEqual([]);
      }
    }
    const share = (versions.filter((v) => v === canary).length / 300) * 100;
    expect(Math.abs(share - 20)).toBeLessThanOrEqual(2);
  });

  it('sets the cookie on the plain document (SSR off), private, and never on files; keeps a valid cookie, replaces garbage', async () => {
    const page = await get(server, '/about', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toEqual([expect.stringMatching(/^forkful_bucket=\d{1,2};/)]);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const kept = await get(server, '/about', { accept: 'text/html', cookie: 'forkful_bucket=5' });
    expect(kept.headers['set-cookie']).toBeUndefined();
    const garbage = await get(server, '/about', { accept: 'text/html', cookie: 'forkful_bucket=500' });
    expect(garbage.headers['set-cookie']).toEqual([expect.stringMatching(/^forkful_bucket=\d{1,2};/)]);
    expect((await get(server, '/main.1a2b3c4d.js')).headers['set-cookie']).toBeUndefined();
    expect((await get(server, '/config.json')).headers['set-cookie']).toBeUndefined();
  });
});
