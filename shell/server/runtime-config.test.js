const http = require('http');
const { REMOTE_APPS, SERVICES, localUrl } = require('@forkful/contracts/core');
const { runtimeConfig, remotesManifest, handleRuntimeConfigRequest } = require('./runtime-config');

/** The local defaults the topology (contracts/src/topology.ts) gives: the API, the Auth emulator, each remote's dev server. */
const LOCAL_API = localUrl(SERVICES.api.port);
const LOCAL_EMULATOR = localUrl(SERVICES.authEmulator.port, SERVICES.authEmulator.host);
const LOCAL_REMOTE = Object.fromEntries(REMOTE_APPS.map((app) => [app.federationName, localUrl(app.port)]));

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
    });
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

describe('remotesManifest', () => {
  const VERSION = '20261123T150102123Z-03ba8de';
  /** A fetch that answers pointers for the given bases and fails like an unreachable host for the rest. */
  const pointers = (byBase) => async (url) => {
    const base = url.replace(/\/current\.json$/, '');
    if (!(base in byBase)) throw new TypeError('fetch failed');
    const body = byBase[base];
    return { ok: body !== undefined, json: async () => body };
  };

  it('points at each remote default port when no pointer answers', async () => {
    expect(await remotesManifest({}, pointers({}))).toEqual({
      mfe_public: `${LOCAL_REMOTE.mfe_public}/mf-manifest.json`,
      mfe_recipes: `${LOCAL_REMOTE.mfe_recipes}/mf-manifest.json`,
      mfe_dashboard: `${LOCAL_REMOTE.mfe_dashboard}/mf-manifest.json`,
    });
  });

  it("resolves a deployment base to its current version's manifest", async () => {
    const remotes = await remotesManifest(
      { MFE_RECIPES_URL: 'https://cdn.test/recipes/' },
      pointers({ 'https://cdn.test/recipes': { version: VERSION }, [LOCAL_REMOTE.mfe_public]: undefined }),
    );
    expect(remotes.mfe_recipes).toBe(`https://cdn.test/recipes/versions/${VERSION}/mf-manifest.json`);
    expect(remotes.mfe_public).toBe(`${LOCAL_REMOTE.mfe_public}/mf-manifest.json`);
  });

  it('ignores a pointer whose version is not a version id', async () => {
    const remotes = await remotesManifest({ MFE_RECIPES_URL: 'https://cdn.test/recipes' }, pointers({ 'https://cdn.test/recipes': { version: '../../evil' } }));
    expect(remotes.mfe_recipes).toBe('https://cdn.test/recipes/mf-manifest.json');
  });

  it('follows MFE_*_URL, and keeps an explicit manifest or remoteEntry file as given', async () => {
    expect(
      await remotesManifest({
        MFE_PUBLIC_URL: 'https://public.forkful.app/',
        MFE_RECIPES_URL: 'https://cdn.test/recipes/remoteEntry.js',
        MFE_DASHBOARD_URL: 'https://cdn.test/dash/mf-manifest.json',
      }, pointers({})),
    ).toEqual({
      mfe_public: 'https://public.forkful.app/mf-manifest.json',
      mfe_recipes: 'https://cdn.test/recipes/remoteEntry.js',
      mfe_dashboard: 'https://cdn.test/dash/mf-manifest.json',
    });
  });
});

describe('handleRuntimeConfigRequest', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (handleRuntimeConfigRequest(req, res, { API_URL: 'http://api.test', MFE_PUBLIC_URL: 'http://127.0.0.1:9/pub' })) return;
      res.statusCode = 404;
      res.end('not mine');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers /config.json and /remotes.json with uncached JSON built from the given env', async () => {
    const config = await fetch(`${base}/config.json?x=1`);
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/application\/json/);
    expect(config.headers.get('cache-control')).toMatch(/no-cache/);
    expect((await config.json()).apiUrl).toBe('http://api.test');

    const remotes = await (await fetch(`${base}/remotes.json`)).json();
    expect(remotes.mfe_public).toBe('http://127.0.0.1:9/pub/mf-manifest.json');
  });

  it('leaves every other request to the caller', async () => {
    const other = await fetch(`${base}/index.html`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('not mine');
    const post = await fetch(`${base}/config.json`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
