const http = require('http');
const { runtimeConfig, remotesManifest, handleRuntimeConfigRequest } = require('./runtime-config');

describe('runtimeConfig', () => {
  it('defaults to the local API and the demo project on the Auth emulator', () => {
    expect(runtimeConfig({})).toEqual({
      apiUrl: 'http://localhost:4000',
      firebase: {
        apiKey: expect.any(String),
        authDomain: 'demo-forkful.firebaseapp.com',
        projectId: 'demo-forkful',
        authEmulatorUrl: 'http://127.0.0.1:9099',
      },
    });
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
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });
});

describe('remotesManifest', () => {
  it('points at each remote default port', () => {
    expect(remotesManifest({})).toEqual({
      mfe_public: 'http://localhost:3001/mf-manifest.json',
      mfe_recipes: 'http://localhost:3002/mf-manifest.json',
      mfe_dashboard: 'http://localhost:3003/mf-manifest.json',
    });
  });

  it('follows MFE_*_URL, and keeps an explicit manifest or remoteEntry file as given', () => {
    expect(
      remotesManifest({
        MFE_PUBLIC_URL: 'https://public.forkful.app/',
        MFE_RECIPES_URL: 'https://cdn.test/recipes/remoteEntry.js',
        MFE_DASHBOARD_URL: 'https://cdn.test/dash/mf-manifest.json',
      }),
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
      if (handleRuntimeConfigRequest(req, res, { API_URL: 'http://api.test', MFE_PUBLIC_URL: 'http://pub.test' })) return;
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
    expect(remotes.mfe_public).toBe('http://pub.test/mf-manifest.json');
  });

  it('leaves every other request to the caller', async () => {
    const other = await fetch(`${base}/index.html`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('not mine');
    const post = await fetch(`${base}/config.json`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
