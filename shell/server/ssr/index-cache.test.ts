import type { SsrTuning } from '.';
import type { RecipeChangesFeed } from './recipe-changes';
import { createFakeStore, type FakeStore } from './testing/fake-store';
import { startFakeApi, type FakeApi } from './testing/fake-api';
import { ssrFor, until, type TextAnswer } from './testing/ssr-setup';

const how = (answer: TextAnswer) => answer.headers['X-Forkful-Render'];

describe('the page cache of server rendering', () => {
  let store: FakeStore;
  let api: FakeApi;
  let setup: ReturnType<typeof ssrFor>;
  let feed: RecipeChangesFeed;
  beforeEach(async () => {
    store = createFakeStore();
    store.deployShell();
    store.deployRemote('public');
    store.deployRemote('recipes');
    api = await startFakeApi({ title: 'Soup' });
  });
  afterEach(async () => {
    await setup.ssr.close();
    await api.close();
    store.remove();
  });
  async function start(env: Record<string, string> = {}, tuning: SsrTuning = {}) {
    setup = ssrFor(store, api, { env: { SSR_CACHE_TTL_MS: '5000', ...env }, tuning });
    feed = (await setup.ssr.started).feed as RecipeChangesFeed;
    await until(() => feed.connected, 'the feed');
    return setup;
  }

  it('answers the same page from the cache, each time with its own nonce, until the TTL passes', async () => {
    const { get } = await start({ SSR_CACHE_TTL_MS: '300' });
    const first = await get('/');
    const second = await get('/');
    expect([how(first), how(second)]).toEqual(['server', 'cache']);
    expect(second.body).not.toBe(first.body);
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    expect(second.headers.ETag).toBe(first.headers.ETag);
    expect(api.reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(how(await get('/'))).toBe('server');
  });

  it('renders a page again in the background near the end of its TTL, its visitors still answered from the cache', async () => {
    const clock = { ms: 10_000, now: () => clock.ms };
    const { get } = await start({ SSR_CACHE_TTL_MS: '1000' }, { cache: { clock } });
    expect(how(await get('/'))).toBe('server');
    clock.ms = 10_700;
    expect(how(await get('/'))).toBe('cache');
    expect(api.reads).toBe(1);
    clock.ms = 10_850;
    api.title = 'Stew';
    const hit = await get('/');
    expect(how(hit)).toBe('cache');
    expect(hit.body).toContain('Home: Soup');
    await until(() => api.reads === 2 && setup.ssr.rendersInFlight() === 0, 'the background render');
    // Past the first render's TTL: the page rendered in the background answers, kept a TTL from its render.
    clock.ms = 11_500;
    const refreshed = await get('/');
    expect(how(refreshed)).toBe('cache');
    expect(refreshed.body).toContain('Home: Stew');
    expect(api.reads).toBe(2);
  });

  it('tries a background refresh once per kept page: one that cannot be kept leaves the page to expire as before', async () => {
    const clock = { ms: 10_000, now: () => clock.ms };
    const { get } = await start({ SSR_CACHE_TTL_MS: '1000' }, { cache: { clock } });
    await get('/');
    clock.ms = 10_850;
    api.failReads = true;
    expect(how(await get('/'))).toBe('cache');
    await until(() => api.reads === 2 && setup.ssr.rendersInFlight() === 0, 'the background render');
    expect(how(await get('/'))).toBe('cache');
    expect(how(await get('/'))).toBe('cache');
    await until(() => setup.ssr.rendersInFlight() === 0, 'no render running');
    expect(api.reads).toBe(2);
    api.failReads = false;
    clock.ms = 11_001;
    expect(how(await get('/'))).toBe('server');
    expect(api.reads).toBe(3);
  });

  it('drops every page when a recipe changes', async () => {
    const { get } = await start();
    expect((await get('/')).body).toContain('Home: Soup');
    expect(how(await get('/about'))).toBe('server');
    api.title = 'Stew';
    api.change({ kind: 'updated', id: 'r1' });
    await until(() => setup.ssr.cache.size === 0, 'the clear');
    expect((await get('/')).body).toContain('Home: Stew');
    expect(how(await get('/about'))).toBe('server');
  });

  it('serves nothing from the cache while the feed is down, and again once it is ready', async () => {
    const { get } = await start();
    await get('/');
    api.readyOnConnect = false;
    api.dropFeeds();
    await until(() => !feed.connected, 'the feed down');
    expect(how(await get('/'))).toBe('server');
    expect(how(await get('/'))).toBe('server');
    await api.feedOpened(2);
    api.ready();
    await until(() => feed.connected, 'the feed back');
    await get('/');
    expect(how(await get('/'))).toBe('cache');
  });

  it('keys pages by path and known query parameters: ?utm_* and their order do not matter', async () => {
    const { get } = await start();
    const first = await get('/all-recipes?page=2&sort=top&utm_source=mail');
    expect(first.body).toContain('All recipes: Soup /all-recipes?page=2&amp;sort=top</section>');
    expect(how(await get('/all-recipes?utm_campaign=x&sort=top&page=2'))).toBe('cache');
    expect(how(await get('/all-recipes?page=3&sort=top'))).toBe('server');
  });

  it("renders each page in the request's language and keeps one per language: the lang cookie, else Accept-Language", async () => {
    const { get, ssr } = await start();
    const english = await get('/about');
    const bangla = await get('/about', { cookie: 'lang=bn' });
    const preferred = await get('/about', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    const chosen = await get('/about', { cookie: 'lang=en', 'accept-language': 'bn-BD' });
    expect([how(english), how(bangla), how(preferred), how(chosen)]).toEqual(['server', 'server', 'cache', 'cache']);
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.body).toContain('data-locale="en"');
    expect(bangla.body).toMatch(/<html lang="bn">/);
    expect(bangla.body).toContain('data-locale="bn"');
    expect(preferred.body).toContain('data-locale="bn"');
    expect(chosen.body).toContain('data-locale="en"');
    expect(bangla.headers.ETag).not.toBe(english.headers.ETag);
    expect(bangla.headers.Vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(ssr.cache.size).toBe(2);
  });

  it('never caches a preview, a request with credentials, a 404 or a page an area of which fell back', async () => {
    const { get } = await start();
    for (const [url, headers] of [['/?preview=off', {}], ['/about', { authorization: 'Bearer x' }], ['/nope', {}]] as const) {
      await get(url, headers);
      expect(how(await get(url, headers))).toBe('server');
    }
    store.deployRemote('recipes', { container: 'throws' });
    await until(async () => (await get('/all-recipes')).body.includes('data-fallback'), 'the broken container live');
    expect(how(await get('/all-recipes'))).toBe('partial'); // rendered again, not from the cache
  });

  it('drops the pages at a deploy', async () => {
    const { get } = await start();
    await get('/');
    expect(how(await get('/'))).toBe('cache');
    store.deployRemote('public', { container: 'public-two' });
    // Well within the TTL (5 s), the page shows the new version: the cached one was dropped.
    await until(async () => (await get('/')).body.includes('data-container="public-two"'), 'the new version', 2000);
  });

  it('renders once for concurrent requests of the same page', async () => {
    const { get } = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(api.reads).toBe(1);
    expect(new Set(answers.map((a) => (/'nonce-([^']+)'/.exec(a.headers['Content-Security-Policy']) as RegExpExecArray)[1])).size).toBe(20);
  });

  it('answers robots.txt and sitemap.xml with the live pages and cooks', async () => {
    api.cooks = [{ uid: 'cook_1', updatedAt: '2026-11-20T10:00:00.000Z' }];
    const { ssr } = await start();
    const robots = (await ssr.answer({ method: 'GET', url: '/robots.txt', headers: {} }))!;
    expect(robots.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://forkful.test/sitemap.xml');
    const sitemap = (await ssr.answer({ method: 'GET', url: '/sitemap.xml', headers: {} }))!;
    expect(sitemap.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://forkful.test/about</loc>');
    expect(sitemap.body).toContain('<loc>https://forkful.test/cooks/cook_1</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
  });
});
