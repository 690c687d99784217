/**
 * The public pages as the shell's origin renders them on the server, read WITHOUT JavaScript (one plain HTTP GET, as
 * a crawler or a browser with scripts off gets them): each page's content and data in the HTML, compared with the
 * API's answers; its head (title, description, canonical URL, Open Graph title); 404 for an unknown path and an
 * unknown cook; the Content-Security-Policy's nonce on every script, a new one per response, none on a 304;
 * robots.txt and sitemap.xml.
 */
import type { Page } from 'playwright-core';
import { COOK_MESSAGES, CUISINES, type PublicRecipe, type TopRecipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { launchBrowser } from '../support/browser';
import { apiPage, PAGE_SIZE } from '../support/recipes-page';
import {
  cardTitlesIn, cspNonce, getServerPage, headOf, htmlReader, mainHeadings, scriptTags, stateText, type ServerPage,
} from '../support/server-html';
import { readStack, sampleUsers } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

/** The static public pages: their heading (the only h1 in <main>), the title their route declares, a line of text. */
const STATIC_PAGES = [
  { path: '/about', heading: 'Cooking is better when it is shared', title: 'About Us', text: 'Our Vision' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us', text: 'We reply within 24 hours.' },
  { path: '/support', heading: 'Support Center', title: 'Support Center', text: '9 AM to 6 PM (UTC+6)' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service', text: 'Recipes you share' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy', text: 'What we collect' },
];
const PUBLIC_PATHS = ['/', '/about', '/all-recipes', '/contact', '/privacy', '/support', '/terms'];

describe('server-rendered public pages, read without JavaScript', () => {
  const stack = readStack();
  const created: { cook: TestUser; id: string }[] = [];
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let read: (html: string) => Promise<Page>;
  /** The cuisine with the most recipes; this file adds some when it has no second page of at least two cards. */
  let pagedCuisine: string;

  const pagedUrl = () => `/all-recipes?cuisine=${encodeURIComponent(pagedCuisine)}&page=2`;
  const cuisineTotal = async (cuisine: string) => (await apiPage({ cuisine })).total;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ read } = await htmlReader(browser));
    // The seed fills no cuisine beyond one page of 8: the largest one gets a second page here (removed afterwards).
    const totals = await Promise.all(CUISINES.map(async (cuisine) => [cuisine, await cuisineTotal(cuisine)] as const));
    const [cuisine, total] = [...totals].sort((a, b) => b[1] - a[1])[0];
    expect(total).toBeGreaterThan(0);
    pagedCuisine = cuisine;
    if (total < PAGE_SIZE + 2) {
      const cook = await createTestUser({ displayName: 'Second Page Cook' });
      for (let i = total; i < PAGE_SIZE + 2; i += 1) {
        const response = await apiFetch<{ insertedId: string }>('/add-recipe', {
          token: cook.idToken,
          method: 'POST',
          body: {
            image: `${stack.apiUrl}/images/recipes/spaghetti-carbonara.svg`,
            title: `Second Page Stew ${i} ${Date.now().toString(36)}`,
            ingredients: 'beans, stock',
            instructions: 'Simmer.',
            cuisineType: cuisine,
            prepTime: 30,
            categories: ['Dinner'],
          },
        });
        expect(response.status).toBe(201);
        created.push({ cook, id: response.body.insertedId });
      }
    }
    // The first render of a page after the stack started loads the server bundles, and the first of a URL learns which
    // data it needs; a remote or data not there within 300 ms is left to the browser, by design. One visit each
    // first, so the assertions see the steady state.
    for (const path of [...PUBLIC_PATHS, `/cooks/${sampleUsers()[0].uid}`, pagedUrl()]) await getServerPage(path);
  });

  afterAll(async () => {
    for (const { cook, id } of created) await apiFetch(`/my-recipes/${id}`, { token: cook.idToken, method: 'DELETE' });
    await browser?.close();
  });

  /** GET `path`; a 200 server render (or `status`) with the canonical URL of `canonicalPath` on the shell's origin. */
  async function rendered(path: string, status = 200): Promise<{ response: ServerPage; page: Page; head: Awaited<ReturnType<typeof headOf>> }> {
    const response = await getServerPage(path);
    expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status, type: 'text/html; charset=utf-8' });
    // Rendered on the server now, or earlier and kept a few seconds (SSR_CACHE_TTL_MS): never left to the browser.
    expect(['server', 'cache']).toContain(response.headers.get('x-forkful-render'));
    const page = await read(response.html);
    const head = await headOf(page);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toEqual(expect.any(String));
    expect(head.description!.length).toBeGreaterThan(10);
    return { response, page, head };
  }

  function expectCanonical(canonical: string | undefined, pathAndQuery: string): void {
    expect(canonical).toBeDefined();
    const url = new URL(canonical!);
    expect(url.port).toBe(String(stack.ports.shell));
    expect(`${url.pathname}${url.search}`).toBe(pathAndQuery);
  }

  it('/ carries the top recipes the API ranks, in its order, with the header and the footer', async () => {
    const top = (await apiFetch<TopRecipe[]>('/top-recipes')).body;
    expect(top.length).toBeGreaterThan(0);
    const { page, head, response } = await rendered('/');
    expect(await mainHeadings(page)).toEqual(['Welcome to Forkful!']);
    expect(await cardTitlesIn(page.getByRole('list', { name: 'Top recipes' }))).toEqual(top.map((r) => r.title));
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Recipes' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).count()).toBe(1);
    expect(head.title).toBe('Forkful');
    expectCanonical(head.canonical, '/');
    // The data travels with the page: the browser hydrates from it instead of asking the API again.
    const state = JSON.parse(stateText(response.html));
    expect(JSON.stringify(state.queries)).toContain(JSON.stringify(top[0].title));
  });

  it("/all-recipes and /all-recipes?cuisine=…&page=2 carry the API's page of cards and its count", async () => {
    const first = await apiPage({});
    const all = await rendered('/all-recipes');
    expect(await mainHeadings(all.page)).toEqual(['All Recipes']);
    expect(await cardTitlesIn(all.page.getByRole('list', { name: 'Recipes' }))).toEqual(first.recipes.map((r) => r.title));
    expect(await all.page.locator('main').textContent()).toContain(`Showing 1–${PAGE_SIZE} of ${first.total} recipes`);
    expect(all.head.title).toBe('All Recipes · Forkful');
    expectCanonical(all.head.canonical, '/all-recipes');

    const second = await apiPage({ cuisine: pagedCuisine, page: 2 });
    expect(second.recipes.length).toBeGreaterThan(0);
    const paged = await rendered(`${pagedUrl()}&utm_source=test`);
    expect(await cardTitlesIn(paged.page.getByRole('list', { name: 'Recipes' }))).toEqual(second.recipes.map((r) => r.title));
    expect(await paged.page.locator('main').textContent()).toContain(`Showing ${PAGE_SIZE + 1}–${PAGE_SIZE + second.recipes.length} of ${second.total} recipes`);
    expect(await paged.page.getByLabel('Cuisine').inputValue()).toBe(pagedCuisine);
    expect(paged.head.description).toContain(pagedCuisine);
    // One canonical URL per page of content: the parameters that select it, sorted; utm_* is not content.
    expectCanonical(paged.head.canonical, pagedUrl());
  });

  it("/cooks/<a seeded cook> carries the cook's name, count and recipes as the API lists them", async () => {
    const { uid, displayName } = sampleUsers()[0];
    const [profile, recipes] = await Promise.all([
      apiFetch<{ displayName: string; recipeCount: number }>(`/cooks/${uid}`),
      apiFetch<PublicRecipe[]>(`/cooks/${uid}/recipes?page=1&limit=12`),
    ]);
    expect(profile.status).toBe(200);
    expect(recipes.body.length).toBeGreaterThan(0);
    const { page, head } = await rendered(`/cooks/${uid}`);
    expect(await mainHeadings(page)).toEqual([displayName]);
    expect(await page.locator('main').textContent()).toContain(`${profile.body.recipeCount} recipe`);
    expect(await cardTitlesIn(page.getByRole('list', { name: `Recipes by ${displayName}` }))).toEqual(recipes.body.map((r) => r.title));
    expect(head.title).toBe(`${displayName} · Forkful`);
    expect(head.description).toContain(displayName);
    expectCanonical(head.canonical, `/cooks/${uid}`);
    expect(head.robots).toBeUndefined();
  });

  it.each(STATIC_PAGES)('$path carries its heading, its text and its head', async ({ path, heading, title, text }) => {
    const { page, head } = await rendered(path);
    expect(await mainHeadings(page)).toEqual([heading]);
    expect(await page.locator('main').textContent()).toContain(text);
    expect(head.title).toBe(`${title} · Forkful`);
    expectCanonical(head.canonical, path);
    expect(head.robots).toBeUndefined();
  });

  it('answers 404 with the not-found page for an unknown path and for an unknown cook, kept from search engines', async () => {
    const unknownPath = await rendered('/no/such/page', 404);
    expect(await mainHeadings(unknownPath.page)).toEqual(['Recipe Not Found!']);
    expect(await unknownPath.page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(unknownPath.head.robots).toBe('noindex');
    // The header and the footer are there around it.
    expect(await unknownPath.page.getByRole('banner').count()).toBe(1);
    expect(await unknownPath.page.getByRole('contentinfo').count()).toBe(1);

    const unknownCook = await rendered('/cooks/no-such-cook-uid', 404);
    expect(await unknownCook.page.locator('main').textContent()).toContain(COOK_MESSAGES.cookNotFound);
    expect(await unknownCook.page.getByRole('link', { name: 'Browse all recipes' }).getAttribute('href')).toBe('/all-recipes');
    expect(unknownCook.head.title).toBe(`${COOK_MESSAGES.cookNotFound} · Forkful`);
    expect(unknownCook.head.robots).toBe('noindex');
  });

  it('gives every script the nonce of its own response CSP, a new one per response, and a 304 without a CSP', async () => {
    for (const path of ['/', '/all-recipes', '/about', '/no/such/page']) {
      const [a, b] = [await getServerPage(path), await getServerPage(path)];
      const csp = a.headers.get('content-security-policy');
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      const nonce = cspNonce(csp)!;
      const otherNonce = cspNonce(b.headers.get('content-security-policy'))!;
      expect(nonce.length).toBeGreaterThanOrEqual(16);
      expect(otherNonce).not.toBe(nonce);
      for (const [response, expected] of [[a, nonce], [b, otherNonce]] as const) {
        const tags = scriptTags(response.html);
        expect(tags.length).toBeGreaterThanOrEqual(3);
        // Exactly that nonce on each one (an attribute written once, with this response's value).
        expect(tags.filter((tag) => (tag.match(/\snonce=/g) ?? []).length !== 1 || !tag.includes(` nonce="${expected}"`))).toEqual([]);
      }
      expect(a.html.includes(otherNonce)).toBe(false);
    }

    // The same document again: 304 with its ETag and no CSP (the stored one keeps matching the kept body's nonce).
    const first = await getServerPage('/about');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await getServerPage('/about', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.html).toBe('');
  });

  it('serves robots.txt and sitemap.xml: the public pages and the pages of the cooks with recipes', async () => {
    const robots = await getServerPage('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain\b/);
    const lines = robots.html.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /login']));
    const sitemapLine = lines.find((line) => line.startsWith('Sitemap: '));
    expect(sitemapLine).toBeDefined();
    expect(new URL(sitemapLine!.slice('Sitemap: '.length)).pathname).toBe('/sitemap.xml');
    // No public page is kept from crawlers.
    for (const path of [...PUBLIC_PATHS.filter((p) => p !== '/'), '/cooks/']) {
      expect(lines.filter((line) => line.startsWith('Disallow: ') && path.startsWith(line.slice('Disallow: '.length)))).toEqual([]);
    }

    const sitemap = await getServerPage('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml\b/);
    expect(sitemap.html).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const paths = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths).toEqual(expect.arrayContaining(PUBLIC_PATHS));
    // Pages only a signed-in visitor gets, and the 404 page, are not listed.
    expect(paths.filter((p) => p.startsWith('/dashboard') || p === '/404' || p === '/login')).toEqual([]);
    // Every seeded cook has recipes: each one's public page is listed.
    const cooks = paths.filter((p) => p.startsWith('/cooks/'));
    expect(cooks).toEqual(expect.arrayContaining(sampleUsers().map((user) => `/cooks/${user.uid}`)));
  });
});
