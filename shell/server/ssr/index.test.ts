import fs from 'node:fs';
import path from 'node:path';
import type { SsrTuning } from '.';
import { createFakeStore, type FakeStore } from './testing/fake-store';
import { startFakeApi, type FakeApi } from './testing/fake-api';
import { ssrFor, scriptsAndNonce, until } from './testing/ssr-setup';

const HOSTILE = '</script><script>alert(1)</script>';
const NO_CACHE = { SSR_CACHE_TTL_MS: '0' };

describe('server rendering of the shell (no page cache)', () => {
  let store: FakeStore;
  let api: FakeApi;
  let setup: ReturnType<typeof ssrFor>;
  beforeEach(async () => {
    store = createFakeStore();
    api = await startFakeApi({ title: HOSTILE });
  });
  afterEach(async () => {
    await setup.ssr.close();
    await api.close();
    store.remove();
  });
  const start = (options: { env?: Record<string, string>; tuning?: SsrTuning } = {}) => {
    setup = ssrFor(store, api, { ...options, env: { ...NO_CACHE, ...options.env } });
    return setup;
  };

  it('renders a page with the remote\'s container, a nonce on every script matching its CSP, hostile text kept as text', async () => {
    store.deployShell();
    store.deployRemote('public');
    store.deployRemote('recipes');
    const { get } = start();
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Forkful-Render': 'server',
    });
    expect(answer.headers['Content-Security-Policy']).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'$/);
    const { nonce, scripts } = scriptsAndNonce(answer);
    expect(scripts.length).toBe(5); // theme, main.js, state, boot, the page's own (React's)
    expect(scripts.every((tag) => tag.includes(` nonce="${nonce}"`))).toBe(true);
    expect(answer.body).toContain('<section data-container="public-one">Home: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; /</section>');
    expect(answer.body).not.toContain('<script>alert(1)');
    const state = JSON.parse((/<script id="forkful-state"[^>]*>([^<]*)<\/script>/.exec(answer.body) as RegExpExecArray)[1]);
    expect(state.recipes[0].title).toBe(HOSTILE);
    expect(state.registry.remotes.map((r: { app: string }) => r.app)).toEqual(['public', 'recipes']);
    expect(state.config.apiUrl).toBe(api.url);
  });

  it('answers each response with a new nonce and the same ETag; a 304 carries no CSP', async () => {
    store.deployShell();
    store.deployRemote('public');
    const { get } = start();
    const [a, b] = [await get('/about'), await get('/about')];
    expect(scriptsAndNonce(a).nonce).not.toBe(scriptsAndNonce(b).nonce);
    expect(a.headers.ETag).toBe(b.headers.ETag);
    const notModified = await get('/about', { 'if-none-match': `"other", ${a.headers.ETag}` });
    expect(notModified).toEqual({ status: 304, headers: { ETag: a.headers.ETag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Accept-Language, Cookie' }, body: '' });
    expect((await get('/about', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it("answers the catch-all page with status 404 (noindex); leaves files and the origin's own paths to the origin", async () => {
    store.deployShell();
    store.deployRemote('public');
    const { get, ssr } = start();
    const missing = await get('/no/such/page?x=1');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not found:');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    for (const url of ['/main.1a2b3c4d.js', '/config.json', '/remotes.json', '/current.json', '/server/shell-server.js', '/server', '/versions/x/index.html', '/nope.js', '/index.html']) {
      expect(await get(url)).toBeUndefined();
    }
    expect(await get('/about', { accept: 'application/json' })).toBeUndefined();
    expect(await ssr.answer({ method: 'POST', url: '/about', headers: {} })).toBeUndefined();
    expect((await ssr.answer({ method: 'HEAD', url: '/about', headers: {} }))!.status).toBe(200);
  });

  it('follows a deploy and a rollback of a remote and a new shell, without a restart', async () => {
    store.deployShell();
    const v1 = store.deployRemote('recipes', { container: 'recipes-one' });
    const { get } = start();
    // The store is read again in the background (refreshMs 0 here): the next requests see the switch.
    const shows = (url: string, text: string) => until(async () => (await get(url)).body.includes(text), text);
    expect((await get('/all-recipes?page=2')).body).toContain('data-container="recipes-one">All recipes');
    store.deployRemote('recipes', { container: 'recipes-two' });
    await shows('/all-recipes', 'data-container="recipes-two"');
    fs.writeFileSync(path.join(store.dir, 'recipes', 'current.json'), JSON.stringify({ app: 'recipes', version: v1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/all-recipes')).body).toContain('data-container="recipes-two"'); // the registry still names v2
    store.deployRemote('public'); // rewrites the registry from the pointers: recipes back at v1
    await shows('/all-recipes', 'data-container="recipes-one"');
    store.deployShell({ mark: 'shell-two' });
    await shows('/cooks/cook_1', 'data-shell="shell-two"');
  });

  it.each(['throws', 'hangs', 'missing', 'garbage'])('renders the rest of the page when a container %s; its area is left to the browser', async (container) => {
    store.deployShell();
    store.deployRemote('recipes', { container });
    const { get } = start();
    await get('/nope'); // the shell's bundle (and React) loaded: what follows times the container alone
    const startedAt = Date.now();
    const answer = await get('/all-recipes');
    expect(Date.now() - startedAt).toBeLessThan(800); // bounded by the container's 300 ms (bundle-cache.test.js)
    expect(answer.status).toBe(200);
    // Rendered on the server, but not all of it: operators see which pages lose an area.
    expect(answer.headers['X-Forkful-Render']).toBe('partial');
    expect(answer.body).toContain('<div data-fallback="mfe_recipes/AllRecipesPage">loading</div>');
    expect(answer.body).toContain('data-shell="shell-one"');
  });

  it.each([['missing', { bundle: false }], ['throwing', { mark: 'throws' }], ['hanging', { mark: 'hangs' }]])(
    'answers the plain template (client rendering, status 200) with a %s shell bundle, logged once',
    async (what, shellOptions) => {
      const id = store.deployShell(shellOptions);
      store.deployRemote('public');
      const { get, lines } = start({ tuning: { renderTimeoutMs: 500 } });
      for (const url of ['/', '/about']) {
        const answer = await get(url);
        expect(answer.status).toBe(200);
        expect(answer.headers['X-Forkful-Render']).toBe('browser');
        expect(answer.body).toContain("fetch('/config.json')");
        expect(answer.body).toContain('<div id="root"></div>');
        const { nonce, scripts } = scriptsAndNonce(answer);
        expect(scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      }
      expect(lines.filter((line) => line.includes(`shell@${id}`) && line.includes('no server rendering'))).toHaveLength(1);
    },
  );

  it('renders the first request after a deploy with the new version, without waiting for the next periodic read', async () => {
    store.deployShell();
    store.deployRemote('recipes');
    // Every request looks at the switch stamp here; by default a look serves 250 ms of requests (live-state.test.js).
    const { get } = start({ tuning: { refreshMs: 60_000, switchCheckMs: 0 } });
    expect((await get('/all-recipes')).body).toContain('data-container="recipes-one"');
    store.deployRemote('recipes', { container: 'recipes-two' });
    expect((await get('/all-recipes')).body).toContain('data-container="recipes-two"');
  });

  it('sends a page to the browser at once while SSR_MAX_RENDERS renders are running', async () => {
    store.deployShell({ mark: 'hangs' });
    store.deployRemote('public');
    const { get } = start({ env: { SSR_MAX_RENDERS: '1' }, tuning: { renderTimeoutMs: 1500 } });
    let firstAnswered = false;
    const first = get('/').then((answer) => {
      firstAnswered = true;
      return answer;
    });
    await until(() => setup.ssr.rendersInFlight() === 1);
    const second = await get('/about');
    expect(firstAnswered).toBe(false);
    expect(second.headers['X-Forkful-Render']).toBe('browser');
    expect(second.body).toContain('<div id="root"></div>');
    expect((await first).headers['X-Forkful-Render']).toBe('browser');
    expect(setup.ssr.rendersInFlight()).toBe(0);
  });

  it('renders the public pages once in the background when the shell or a remote changes, before any request', async () => {
    store.deployShell();
    store.deployRemote('public');
    start({ tuning: { warmUp: true } });
    await until(() => api.reads > 0, 'a warm-up render reading the API');
    expect(api.reads).toBeGreaterThan(0);
  });

  it('leaves everything to the origin when no shell is deployed, or with SSR=off', async () => {
    store.deployRemote('public');
    expect(await start().get('/')).toBeUndefined();
    await setup.ssr.close();
    store.deployShell();
    expect(await start({ env: { SSR: 'off' } }).get('/')).toBeUndefined();
  });

  it('renders a previewed version of a remote where previews are allowed, never in production', async () => {
    store.deployShell();
    const next = store.deployRemote('recipes', { container: 'recipes-next', current: false });
    store.deployRemote('recipes', { container: 'recipes-live' });
    const { get } = start();
    const previewed = await get(`/all-recipes?preview=recipes@${next}`);
    expect(previewed.body).toContain('data-container="recipes-next"');
    const state = JSON.parse((/<script id="forkful-state"[^>]*>([^<]*)<\/script>/.exec(previewed.body) as RegExpExecArray)[1]);
    expect(state.registry.remotes[0]).toMatchObject({ version: next, manifest: `https://remotes.test/recipes/versions/${next}/mf-manifest.json` });
    expect((await get('/all-recipes?preview=off')).body).toContain('data-container="recipes-live"');
    await setup.ssr.close();
    const production = start({ env: { NODE_ENV: 'production' } });
    expect((await production.get(`/all-recipes?preview=recipes@${next}`)).body).toContain('data-container="recipes-live"');
  });
});
