/**
 * The home page (the public remote's HomePage) through the shell, against the real API: top recipes in the API's order,
 * keyboard navigation into a recipe, the newsletter rules, and how it looks in both themes on a phone and a desktop.
 */
import type { Page } from 'playwright-core';
import type { TopRecipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import * as fs from 'fs';
import * as path from 'path';
import { collectErrors, newPage, screenshot, SCREENSHOT_DIR, LOAD_TIMEOUT } from '../support/browser';
import { useBrowserSuite } from '../support/suite';
import type { StackInfo } from '../support/stack';
import { createTestUser, signInThroughUi } from '../support/users';

async function openHome(page: Page, stack: StackInfo): Promise<void> {
  await page.goto(stack.shellUrl);
  await page.getByRole('heading', { level: 1, name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
  await page.getByRole('list', { name: 'Top recipes' }).waitFor({ timeout: LOAD_TIMEOUT });
}

/** A viewport-only screenshot (the focused card where the user sees it, with the sticky header on top). */
function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

async function topRecipesFromApi(): Promise<TopRecipe[]> {
  const response = await apiFetch<TopRecipe[]>('/top-recipes');
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  expect(response.body.length).toBeGreaterThan(0);
  return response.body;
}

describe('home page', () => {
  const suite = useBrowserSuite();

  it('shows the top recipes the API returns, most liked first, each with its picture, cuisine and likes', async () => {
    const expected = await topRecipesFromApi();
    const likes = expected.map((recipe) => recipe.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));

    const page = await newPage(suite.browser, { width: 1280 });
    const errors = collectErrors(page);
    const topRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/top-recipes') topRequests.push(request.url());
    });
    await openHome(page, suite.stack);

    const cards = page.getByRole('list', { name: 'Top recipes' }).getByRole('article');
    await expect(cards.count()).resolves.toBe(expected.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected.map((r) => r.title));
    for (const [index, recipe] of expected.entries()) {
      const card = cards.nth(index);
      expect(await card.textContent()).toContain(recipe.cuisineType);
      expect(await card.textContent()).toContain(`${recipe.likeCount} like`);
    }

    // The sample pictures come from the API's origin, not the shell's: every one must really load.
    await page.waitForLoadState('networkidle');
    const images = await cards.locator('img').evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toEqual({ src: expect.stringContaining(suite.stack.apiUrl), loaded: true });

    // The server rendered the list and handed its answer to the page: the browser asks again only when the server
    // did not have it in time (the first render after the stack started may miss its 300 ms).
    expect(topRequests.length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor who opens a card to the login page', async () => {
    const [first] = await topRecipesFromApi();
    const page = await newPage(suite.browser, { width: 1280 });
    await openHome(page, suite.stack);
    await page.getByRole('article', { name: first.title }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: LOAD_TIMEOUT });
    await page.context().close();
  });

  it('opens a recipe from the keyboard: Tab to the first card, Enter', async () => {
    const [first] = await topRecipesFromApi();
    const user = await createTestUser({ displayName: 'Keyboard Cook' });
    const page = await newPage(suite.browser, { width: 1280 });
    await signInThroughUi(page, user.email, user.password);
    await openHome(page, suite.stack);

    // The hero's last link, then one Tab: the first top recipe card has the focus.
    await page.getByRole('region', { name: 'Welcome to Forkful!' }).getByRole('link', { name: 'Share a Recipe' }).focus();
    await page.keyboard.press('Tab');
    const focusedName = await page.evaluate(() => {
      const active = document.activeElement;
      const labelId = active?.getAttribute('aria-labelledby');
      return labelId ? document.getElementById(labelId)?.textContent : null;
    });
    expect(focusedName).toBe(first.title);
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.screenshot({ path: screenshotPath('home-card-focused') });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/recipes/${first._id}`, { timeout: LOAD_TIMEOUT });
    await page.getByRole('heading', { name: first.title }).first().waitFor({ timeout: LOAD_TIMEOUT });
    await page.context().close();
  });

  it("View Details and 'See All Recipes' and 'Share Now' go where the spec says", async () => {
    const [first] = await topRecipesFromApi();
    const page = await newPage(suite.browser, { width: 1280 });
    await openHome(page, suite.stack);
    const card = page.getByRole('article', { name: first.title });
    expect(await card.getByRole('link', { name: /view details/i }).getAttribute('href')).toBe(`/recipes/${first._id}`);
    expect(await page.getByRole('link', { name: 'Share Now' }).getAttribute('href')).toBe('/add-recipe');
    await page.getByRole('link', { name: 'See All Recipes' }).click();
    await page.waitForURL((url) => url.pathname === '/all-recipes', { timeout: LOAD_TIMEOUT });
    await page.context().close();
  });

  it('subscribes to the newsletter with alerts only, and no request', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await openHome(page, suite.stack);
    await page.waitForLoadState('networkidle');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    const email = page.getByLabel('Email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await email.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    for (let waited = 0; alerts.length < 2 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    expect(alerts).toEqual(['Please enter a valid email!', 'Subscribed: reader@example.com']);
    expect(await email.inputValue()).toBe('');
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it('types the hero phrases in a loop, and shows them still when the user prefers reduced motion', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await openHome(page, suite.stack);
    const typed = page.getByTestId('typewriter-text');
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      seen.add(((await typed.textContent()) ?? '').trim());
      await page.waitForTimeout(150);
    }
    // Several different prefixes of the first phrase within two seconds: it is typing.
    expect(seen.size).toBeGreaterThan(3);
    for (const text of seen) expect('Discover Delicious Recipes'.startsWith(text)).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hero = page.getByRole('region', { name: 'Welcome to Forkful!' });
    for (const phrase of ['Discover Delicious Recipes', 'Share Your Culinary Creations', 'Cook, Taste & Enjoy!']) {
      await hero.getByText(phrase, { exact: true }).waitFor({ timeout: 5000 });
    }
    expect(await typed.count()).toBe(0);
    await page.context().close();
  });

  it.each([
    [700, 2],
    [1000, 3],
  ])('lays the top recipes out in columns by width: %i px -> %i columns', async (width, expected) => {
    const page = await newPage(suite.browser, { width });
    await openHome(page, suite.stack);
    const columns = await page
      .getByRole('list', { name: 'Top recipes' })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(expected);
    await page.context().close();
  });

  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    it.each([375, 1280])('fits a %i px wide screen', async (width) => {
      const page = await newPage(suite.browser, { width, theme });
      const errors = collectErrors(page);
      await openHome(page, suite.stack);
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      // Nothing sticks out sideways, and the grid has 1 column on a phone, 4 on a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const columns = await page
        .getByRole('list', { name: 'Top recipes' })
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width < 640 ? 1 : 4);
      // The page background really follows the theme (light background is bright, dark is dark).
      const luminance = await page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
      if (theme === 'light') expect(luminance).toBeGreaterThan(0.8);
      else expect(luminance).toBeLessThan(0.2);

      await screenshot(page, `home-${theme}-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
