import type { RemoteRegistry, RemoteRoutes } from '@forkful/topology';
import { CooksList, robotsTxt, sitemapXml, publicPagePaths } from './seo-files';
import { ROUTES } from './testing/fake-store';
import { startFakeApi, type FakeApi } from './testing/fake-api';

const ORIGIN = 'https://forkful.test';
const DASHBOARD: RemoteRoutes = {
  schemaVersion: 1,
  claims: ['/dashboard/*'],
  pages: [{ path: '/dashboard', module: 'DashboardLayout', access: 'signed-in', children: [{ index: true, module: 'OverviewPage' }, { path: 'saved', module: 'SavedPage' }] }],
  nav: [],
};
const registry = (...apps: string[]): RemoteRegistry => ({
  schemaVersion: 2,
  remotes: apps.map((app) => ({ name: `mfe_${app}`, app, version: 'v', manifest: 'm', routes: app === 'dashboard' ? DASHBOARD : ROUTES[app] })),
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers from the signed-in ones and the sign-in pages, names the sitemap', () => {
    const text = robotsTxt(ORIGIN, registry('public', 'recipes', 'dashboard'));
    expect(text.split('\n')).toEqual([
      'User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', 'Disallow: /register', 'Disallow: /forget-password',
      'Disallow: /recipes/', '', 'Sitemap: https://forkful.test/sitemap.xml', '',
    ]);
  });
});

describe('sitemap.xml', () => {
  it("lists the live public pages (not the 404 page, nor pages with parameters) and every cook's page", () => {
    expect(publicPagePaths(registry('public', 'recipes', 'dashboard'))).toEqual(['/', '/about', '/all-recipes']);
    const xml = sitemapXml(ORIGIN, registry('public', 'recipes'), [{ uid: 'cook_1', updatedAt: '2026-11-20T10:00:00.000Z' }, { uid: 'cook-2' }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://forkful.test/</loc>', '<loc>https://forkful.test/about</loc>', '<loc>https://forkful.test/all-recipes</loc>',
      '<loc>https://forkful.test/cooks/cook_1</loc>', '<loc>https://forkful.test/cooks/cook-2</loc>',
    ]);
    expect(xml).toContain('<loc>https://forkful.test/cooks/cook_1</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>');
  });

  it('lists no cook pages when no live remote renders /cooks/:uid, and escapes what it writes', () => {
    expect(sitemapXml(ORIGIN, registry('public'), [{ uid: 'a' }])).not.toContain('/cooks/');
    const odd = sitemapXml('https://forkful.test/a&b', registry('public'), []);
    expect(odd).toContain('<loc>https://forkful.test/a&amp;b/</loc>');
  });
});

describe('the cooks of the sitemap', () => {
  let api: FakeApi;
  afterEach(() => api.close());

  it('asks the API once a minute, and keeps only uids the API accepts', async () => {
    api = await startFakeApi({ cooks: [{ uid: 'cook_1', updatedAt: 'x' }, { uid: '<script>' }, { uid: 'a&b' }, null, { uid: 'cook-2' }] });
    const list = new CooksList({ apiUrl: api.url });
    expect((await list.get()).map((a) => a.uid)).toEqual(['cook_1', 'cook-2']);
    api.cooks = [];
    expect(await list.get()).toHaveLength(2);
    const xml = sitemapXml(ORIGIN, registry('recipes'), await list.get());
    expect(xml).toContain('<loc>https://forkful.test/cooks/cook_1</loc></url>');
  });

  it('counts a failed answer as no cooks, and logs it', async () => {
    api = await startFakeApi();
    api.cooksStatus = 500;
    const lines: string[] = [];
    const list = new CooksList({ apiUrl: api.url, log: (line) => lines.push(line) });
    expect(await list.get()).toEqual([]);
    expect(lines).toEqual([expect.stringContaining('sitemap.xml lists no cooks')]);
  });
});
