/**
 * Installable, and readable offline (issue 34): with the shell's service worker in control, a recipe opened and one
 * saved from a list (never opened) open offline with their photos; one never opened says so; the home page and All
 * Recipes show what was last loaded under the offline banner; Add Recipe refuses offline and keeps the form; sign-out
 * empties the personal caches; and Chromium finds the app installable, with its manifest's icons.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Recipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { LOAD_TIMEOUT, newPage, screenshot } from '../support/browser';
import { dashboardNav } from '../support/dashboard-page';
import {
  CACHE,
  cacheContents,
  installabilityErrors,
  waitForPhoto,
  waitForRemotesKept,
  waitForServiceWorker,
  waitUntilKept,
} from '../support/offline';
import { cardTitles } from '../support/recipes-page';
import { waitForHeading } from '../support/shell-page';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const BANNER = 'You are offline; showing saved copies';
const NOT_KEPT = 'You are offline, and this recipe has not been saved for reading offline.';
const REFUSED_OFFLINE = 'You are offline. Nothing was sent; try again when you are back online.';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER });

describe('installable, and readable offline', () => {
  const suite = useBrowserSuite();
  let page: Page;
  let cook: TestUser;
  let opened: Recipe;
  let saved: Recipe;
  let neverOpened: Recipe;
  let listTitles: string[];
  const url = (path: string) => `${suite.stack.shellUrl}${path}`;

  beforeAll(async () => {
    cook = await createTestUser({ displayName: 'Offline Reader' });
    const recipes = (await apiFetch<Recipe[]>('/recipes?page=2&limit=8')).body.filter((recipe) => recipe.image);
    [opened, saved, neverOpened] = recipes;
    // The one browser test with the service worker: the others block it (browser.ts, newPage).
    page = await newPage(suite.browser, { serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('registers the worker once the page is idle, served from the shell origin with scope /', async () => {
    await page.goto(url('/'));
    const scriptUrl = new URL(await waitForServiceWorker(page));
    expect(scriptUrl.origin).toBe(suite.stack.shellUrl);
    expect(scriptUrl.pathname).toBe('/sw.js');
    expect(scriptUrl.searchParams.get('api')).toBe(suite.stack.apiUrl);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${suite.stack.shellUrl}/`);
    const sw = await page.request.get(url('/sw.js'));
    expect([sw.status(), sw.headers()['cache-control']]).toEqual([200, 'no-cache']);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
  });

  it('keeps a recipe opened, and one saved from a list without opening it', async () => {
    // A recipe's page is for signed-in cooks.
    await signInThroughUi(page, cook.email, cook.password);
    await page.goto(url(`/recipes/${opened._id}`));
    await waitForHeading(page, opened.title);
    expect(await waitForPhoto(page, opened.title)).toBeGreaterThan(0);

    await page.goto(url('/all-recipes?page=2'));
    listTitles = await cardTitles(page);
    expect(listTitles).toContain(saved.title);
    // Saved from the list's page as the recipe page's Save does (PUT /saved-recipes/{id} with the cook's token), through
    // the worker: the list has no Save button of its own.
    const status = await page.evaluate(
      async ({ api, id, token }) => (await fetch(`${api}/saved-recipes/${id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` } })).status,
      { api: suite.stack.apiUrl, id: saved._id, token: cook.idToken },
    );
    expect(status).toBeLessThan(300);
    await waitUntilKept(page, CACHE.public, `${suite.stack.apiUrl}/recipes/${saved._id}`);
    await waitUntilKept(page, CACHE.images, `${suite.stack.apiUrl}/${saved.image.replace(/^\/+/, '')}`);

    // The pages the offline part opens, loaded once while online, and every remote version they load kept whole.
    await page.goto(url('/dashboard/add-recipe'));
    await dashboardNav(page).waitFor({ timeout: LOAD_TIMEOUT });
    await page.goto(url('/'));
    await page.getByRole('list', { name: 'Top recipes' }).getByRole('article').first().waitFor({ timeout: LOAD_TIMEOUT });
    await waitForRemotesKept(page);
  });

  describe('offline', () => {
    beforeAll(() => page.context().setOffline(true));
    afterAll(() => page.context().setOffline(false));

    it('opens the opened and the saved recipe with their photos, under the banner', async () => {
      for (const recipe of [opened, saved]) {
        await page.goto(url(`/recipes/${recipe._id}`));
        await waitForHeading(page, recipe.title);
        expect(await waitForPhoto(page, recipe.title)).toBeGreaterThan(0);
        await banner(page).waitFor();
      }
    });

    it('says a recipe never opened or saved was not kept', async () => {
      await page.goto(url(`/recipes/${neverOpened._id}`));
      await page.getByText(NOT_KEPT).waitFor({ timeout: LOAD_TIMEOUT });
    });

    it('shows the home page and All Recipes as last loaded, under the banner (375 px, both themes)', async () => {
      await page.goto(url('/'));
      await banner(page).waitFor();
      await page.getByRole('list', { name: 'Top recipes' }).getByRole('article').first().waitFor({ timeout: LOAD_TIMEOUT });
      await page.goto(url('/all-recipes?page=2'));
      await banner(page).waitFor();
      expect(await cardTitles(page)).toEqual(listTitles);

      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, 'offline-banner-light-375');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await banner(page).waitFor();
      const colours = await banner(page).evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
      expect(colours[0]).not.toBe(colours[1]);
      await screenshot(page, 'offline-banner-dark-375');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it('refuses Add Recipe offline and keeps what was typed', async () => {
      await page.goto(url('/dashboard/add-recipe'));
      await page.getByLabel('Recipe title').fill('Offline Khichuri');
      await page.getByLabel('Image URL').fill(`${suite.stack.apiUrl}/${saved.image.replace(/^\/+/, '')}`);
      await page.getByLabel('Cuisine type').selectOption('Bangladeshi');
      await page.getByLabel('Preparation time (minutes)').fill('40');
      await page.getByLabel('Ingredients').fill('rice, lentils, turmeric');
      await page.getByLabel('Instructions').fill('Simmer the rice and lentils together.');
      await page.getByRole('checkbox', { name: 'Dinner' }).check();
      await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
      await page.getByText(REFUSED_OFFLINE).waitFor({ timeout: LOAD_TIMEOUT });
      expect(await page.getByLabel('Recipe title').inputValue()).toBe('Offline Khichuri');
      expect(await page.getByLabel('Ingredients').inputValue()).toBe('rice, lentils, turmeric');
    });
  });

  it('empties the personal caches at sign-out, and keeps the public ones', async () => {
    await page.goto(url('/'));
    expect(Object.values(await cacheContents(page, CACHE.personal)).flat().length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor({ timeout: LOAD_TIMEOUT });
    await page.waitForFunction(async (prefix) => (await caches.keys()).every((name) => !name.startsWith(prefix)), CACHE.personal, { timeout: LOAD_TIMEOUT });
    expect(await cacheContents(page, CACHE.personal)).toEqual({});
    expect(Object.values(await cacheContents(page, CACHE.public)).flat()).toContain(`${suite.stack.apiUrl}/recipes/${saved._id}`);
  });

  it('is installable: no installability errors, and the manifest and its icons fetch', async () => {
    expect(await installabilityErrors(url('/'))).toEqual([]);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(url(href as string))).json();
    expect(manifest).toMatchObject({ name: 'Forkful', start_url: '/', display: 'standalone' });
    expect(await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]').count()).toBe(1);
    const purposes: string[] = [];
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const response = await page.request.get(url(icon.src));
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      purposes.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });
});
