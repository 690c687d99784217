import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICES, localUrl } from '@forkful/topology';
import { runtimeConfig, handleRuntimeConfigRequest } from './runtime-config';

/** The local defaults the topology (topology/src/topology.ts) gives: the API and the Auth emulator. */
const LOCAL_API = localUrl(SERVICES.api.port);
const LOCAL_EMULATOR = localUrl(SERVICES.authEmulator.port, SERVICES.authEmulator.host);
const VERSION = '20261123T150102123Z-03ba8de';
const ROUTES = { schemaVersion: 1, claims: ['/hello/*'], pages: [{ path: '/hello', module: 'HelloPage' }], nav: [] };

describe('runtimeConfig', () => {
  it('defaults to the local API and the demo project on the Auth emulator', () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: LOCAL_API,
      firebase: {
        apiKey: expect.any(String),
        authDomain: 'demo-forkful.firebaseapp.com',
        projectId: 'demo-forkful',
        authEmulatorUrl: LOCAL_EMULATOR,
      },
      allowVersionPreview: true,
      rumSampleRate: 1,
    });
  });

  it('takes the RUM sample rate from RUM_SAMPLE_RATE, 0 to 1; anything else samples every session, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(runtimeConfig({ RUM_SAMPLE_RATE: '0.25' }).rumSampleRate).toBe(0.25);
      expect(runtimeConfig({ RUM_SAMPLE_RATE: '0' }).rumSampleRate).toBe(0);
      expect(runtimeConfig({ RUM_SAMPLE_RATE: ' 1 ' }).rumSampleRate).toBe(1);
      expect(runtimeConfig({ FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'real', RUM_SAMPLE_RATE: '0.5' }).rumSampleRate).toBe(0.5);
      expect(warn).not.toHaveBeenCalled();
      for (const bad of ['1.5', '-0.1', 'ten percent', '10%', 'NaN']) expect(runtimeConfig({ RUM_SAMPLE_RATE: bad }).rumSampleRate).toBe(1);
      expect(warn).toHaveBeenCalledTimes(5);
      expect(warn.mock.calls[0][0]).toContain('RUM_SAMPLE_RATE="1.5"');
      runtimeConfig({ RUM_SAMPLE_RATE: '1.5' });
      expect(warn).toHaveBeenCalledTimes(5);
    } finally {
      warn.mockRestore();
    }
  });

  it('allows version previews except in production, where VERSION_PREVIEW=on must ask for them', () => {
    expect(runtimeConfig({ NODE_ENV: 'development' }).allowVersionPreview).toBe(true);
    expect(runtimeConfig({ NODE_ENV: 'production' }).allowVersionPreview).toBe(false);
    expect(runtimeConfig({ NODE_ENV: 'Production' }).allowVersionPreview).toBe(false);
    expect(runtimeConfig({ NODE_ENV: 'production', VERSION_PREVIEW: 'on' }).allowVersionPreview).toBe(true);
    expect(runtimeConfig({ VERSION_PREVIEW: 'off' }).allowVersionPreview).toBe(false);
  });

  it('takes the API and emulator URLs from the environment, without trailing slashes', () => {
    const config = runtimeConfig({ API_URL: 'http://api.test:4100/', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9161/' });
    expect(config.apiUrl).toBe('http://api.test:4100');
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9161');
  });

  it('uses a real Firebase project, without the emulator, when an API key is given', () => {
    const config = runtimeConfig({
      FIREBASE_API_KEY: 'AIza-real',
      FIREBASE_AUTH_DOMAIN: 'forkful-prod.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'forkful-prod',
      FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(config.firebase).toEqual({
      apiKey: 'AIza-real',
      authDomain: 'forkful-prod.firebaseapp.com',
      projectId: 'forkful-prod',
      appId: '1:2:web:3',
    });
  });

  it('keeps a demo- project on the emulator even with a project id set', () => {
    const config = runtimeConfig({ FIREBASE_PROJECT_ID: 'demo-other' });
    expect(config.firebase.projectId).toBe('demo-other');
    expect(config.firebase.authEmulatorUrl).toBe(LOCAL_EMULATOR);
  });
});

describe('handleRuntimeConfigRequest', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    // A folder store whose registry lists one remote: /remotes.json is made from it (no network).
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-shell-server-'));
    fs.writeFileSync(path.join(storeDir, 'registry.json'), JSON.stringify({ updatedAt: 'now', remotes: [{ app: 'hello', name: 'mfe_hello', version: VERSION, routes: ROUTES }] }));
    const env = { API_URL: 'http://api.test', FORKFUL_DEPLOY_STORE: storeDir, REMOTES_ORIGIN_URL: 'http://127.0.0.1:9/remotes' };
    server = http.createServer((req, res) => {
      if (handleRuntimeConfigRequest(req, res, env)) return;
      res.statusCode = 404;
      res.end('not mine');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /config.json and /remotes.json with uncached JSON built from the given env', async () => {
    const config = await fetch(`${base}/config.json?x=1`);
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/application\/json/);
    expect(config.headers.get('cache-control')).toMatch(/no-cache/);
    expect(((await config.json()) as { apiUrl: string }).apiUrl).toBe('http://api.test');

    const remotes = await fetch(`${base}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toMatch(/no-store/);
    expect(await remotes.json()).toEqual({
      schemaVersion: 2,
      remotes: [{ name: 'mfe_hello', app: 'hello', version: VERSION, manifest: `http://127.0.0.1:9/remotes/hello/versions/${VERSION}/mf-manifest.json`, routes: ROUTES }],
    });
  });

  it('answers /remotes.json per session while a canary runs: a bucket cookie for a new session, plain entries, the same versions for the same cookie', async () => {
    const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-shell-server-'));
    const canaryVersion = VERSION.replace(/^\d{8}/, '20991231');
    fs.writeFileSync(path.join(storeDir, 'registry.json'), JSON.stringify({
      updatedAt: 'now', remotes: [{ app: 'hello', name: 'mfe_hello', version: VERSION, routes: ROUTES, canary: { version: canaryVersion, percent: 50, routes: ROUTES } }],
    }));
    const env = { API_URL: 'http://api.test', FORKFUL_DEPLOY_STORE: storeDir, REMOTES_ORIGIN_URL: 'http://127.0.0.1:9/remotes' };
    const canaryServer = http.createServer((req, res) => {
      if (!handleRuntimeConfigRequest(req, res, env)) res.end();
    });
    await new Promise<void>((resolve) => canaryServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(canaryServer.address() as AddressInfo).port}/remotes.json`;
    try {
      const versions = new Set<string>();
      for (let i = 0; i < 10; i += 1) {
        const first = await fetch(url);
        const cookie = String(first.headers.get('set-cookie')).split(';')[0];
        expect(cookie).toMatch(/^forkful_bucket=\d{1,2}$/);
        const registry = (await first.json()) as { remotes: Array<Record<string, unknown>> };
        expect(Object.keys(registry.remotes[0]).sort()).toEqual(['app', 'manifest', 'name', 'routes', 'version']);
        versions.add(String(registry.remotes[0].version));
        const again = await fetch(url, { headers: { cookie } });
        expect(again.headers.get('set-cookie')).toBeNull();
        expect(((await again.json()) as typeof registry).remotes[0].version).toBe(registry.remotes[0].version);
      }
      // Ten new sessions at 50 %: both versions are handed out.
      expect([...versions].sort()).toEqual([canaryVersion, VERSION].sort());
    } finally {
      await new Promise<void>((resolve) => canaryServer.close(() => resolve()));
    }
  });

  it('leaves every other request to the caller', async () => {
    const other = await fetch(`${base}/index.html`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('not mine');
    const post = await fetch(`${base}/config.json`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
