/**
 * The recipes remote in the real product: the shell hosting mfe_recipes, the API over the seeded embedded database,
 * and the auth emulator. All-recipes (filter, every sort, paging to the end, search, URL state) and the detail page
 * (likes from another user, a repeated like, the author's own like, an unknown id).
 */
import type { Browser, Page } from 'playwright-core';
import type { Recipe } from '@forkful/contracts/core';
import { apiFetch } from '../support/api';
import { collectErrors, launchBrowser, newPage, screenshot } from '../support/browser';
import { readStack } from '../support/stack';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const PAGE_SIZE = 8;
const SORTS = [
  { label: 'Title: A to Z', value: 'title-asc' },
  { label: 'Title: Z to A', value: 'title-desc' },
  { label: 'Prep time: low to high', value: 'prep-asc' },
  { label: 'Prep time: high to low', value: 'prep-desc' },
] as const;

/** One page from the API, the way the page asks for it. */
async function apiPage(query: Record<string, string | number>): Promise<{ recipes: Recipe[]; total: number }> {
  const search = new URLSearchParams({ page: '1', limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const response = await apiFetch<Recipe[]>(`/recipes?${search}`);
  expect(response.status).toBe(200);
  return { recipes: response.body, total: Number(response.headers['x-total-count']) };
}

async function apiRecipe(id: string): Promise<Recipe> {
  const response = await apiFetch<Recipe>(`/recipes/${id}`);
  expect(response.status).toBe(200);
  return response.body;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Recipes' });

/** Waits until the loader has ended and the grid (or the empty state) shows, then reads the card titles in order. */
async function cardTitles(page: Page): Promise<string[]> {
  await page.getByTestId('recipe-grid-skeleton').waitFor({ state: 'detached', timeout: 30000 });
  await page.locator('[aria-labelledby="all-recipes-heading"]').getByRole('status').or(grid(page)).first().waitFor();
  return grid(page).getByRole('article').locator('h3').allTextContents();
}

/** Runs `action` and waits for the GET /recipes call it causes to be answered. */
async function afterListCall(page: Page, action: () => Promise<unknown>): Promise<URL> {
  const { apiUrl } = readStack();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(`${apiUrl}/recipes?`) && r.request().method() === 'GET'),
    action(),
  ]);
  return new URL(response.url());
}

async function openAllRecipes(page: Page, query = ''): Promise<void> {
  await afterListCall(page, () => page.goto(`${readStack().shellUrl}/all-recipes${query}`));
  await cardTitles(page);
}

describe('recipes remote in the product', () => {
  let browser: Browser;
  let reader: TestUser;
  let total: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    reader = await createTestUser({ displayName: 'Recipe Reader' });
    total = (await apiPage({})).total;
    expect(total).toBeGreaterThanOrEqual(30);
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('all recipes (signed out)', () => {
    let page: Page;
    let errors: string[];
    beforeEach(async () => {
      page = await newPage(browser, { width: 1280 });
      errors = collectErrors(page);
    });
    afterEach(async () => {
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    });

    it('shows the first page of 8 cards from the paged API, with See Details links to /recipes/{id}', async () => {
      const url = await afterListCall(page, () => page.goto(`${readStack().shellUrl}/all-recipes`));
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('limit')).toBe('8');
      const expected = (await apiPage({})).recipes;
      expect(await cardTitles(page)).toEqual(expected.map((r) => r.title));
      const firstCard = grid(page).getByRole('article').first();
      await expect(firstCard.getByRole('link', { name: `See Details: ${expected[0].title}` }).getAttribute('href')).resolves.toBe(
        `/recipes/${expected[0]._id}`,
      );
      await expect(page.getByText(`Showing 1–8 of ${total} recipes`).isVisible()).resolves.toBe(true);
    });

    it('filters by cuisine and keeps the filter through a reload', async () => {
      await openAllRecipes(page);
      const url = await afterListCall(page, () => page.getByLabel('Cuisine').selectOption('Italian'));
      expect(url.searchParams.get('cuisine')).toBe('Italian');
      const expected = await apiPage({ cuisine: 'Italian' });
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(total);
      expect(await cardTitles(page)).toEqual(expected.recipes.map((r) => r.title));
      const cards = grid(page).getByRole('article');
      expect(await cards.filter({ has: page.getByText('Italian', { exact: true }) }).count()).toBe(await cards.count());
      expect(new URL(page.url()).searchParams.get('cuisine')).toBe('Italian');

      await afterListCall(page, () => page.reload());
      await expect(page.getByLabel('Cuisine').inputValue()).resolves.toBe('Italian');
      expect(await cardTitles(page)).toEqual(expected.recipes.map((r) => r.title));
    });

    it.each(SORTS)('sorts by "$label"', async ({ label, value }) => {
      await openAllRecipes(page);
      const url = await afterListCall(page, () => page.getByLabel('Sort by').selectOption({ label }));
      expect(url.searchParams.get('sort')).toBe(value);
      expect(new URL(page.url()).searchParams.get('sort')).toBe(value);
      const expected = (await apiPage({ sort: value })).recipes;
      const titles = await cardTitles(page);
      expect(titles).toEqual(expected.map((r) => r.title));

      // And the order really is the one asked for.
      if (value.startsWith('prep')) {
        const minutes = (await grid(page).getByRole('article').getByText(/^\d+ min$/).allTextContents()).map((t) => parseInt(t, 10));
        const sorted = [...minutes].sort((a, b) => (value === 'prep-asc' ? a - b : b - a));
        expect(minutes).toEqual(sorted);
      } else {
        const collator = new Intl.Collator('en', { sensitivity: 'base' });
        const sorted = [...titles].sort((a, b) => (value === 'title-asc' ? collator.compare(a, b) : collator.compare(b, a)));
        expect(titles).toEqual(sorted);
      }
    });

    it('pages through to the end: Previous disabled on the first page, Next on the last, every recipe once', async () => {
      await openAllRecipes(page);
      const lastPage = Math.ceil(total / PAGE_SIZE);
      const previous = page.getByRole('button', { name: 'Previous page' });
      const next = page.getByRole('button', { name: 'Next page' });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isEnabled()).toBe(true);
      await expect(page.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).resolves.toBe('page');

      const detailLinks = () => grid(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const seen = new Set(await detailLinks());
      for (let current = 2; current <= lastPage; current++) {
        const url = await afterListCall(page, () => next.click());
        expect(url.searchParams.get('page')).toBe(String(current));
        await cardTitles(page);
        (await detailLinks()).forEach((href) => seen.add(href));
        expect(new URL(page.url()).searchParams.get('page')).toBe(String(current));
        await expect(page.getByRole('button', { name: `Page ${current}` }).getAttribute('aria-current')).resolves.toBe('page');
      }
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isEnabled()).toBe(true);
      expect(await grid(page).getByRole('article').count()).toBe(total - (lastPage - 1) * PAGE_SIZE);
      expect(seen.size).toBe(total);
      await screenshot(page, 'recipes-list-last-page-1280');

      // The back button returns to the page before.
      await afterListCall(page, () => page.goBack());
      expect(new URL(page.url()).searchParams.get('page')).toBe(lastPage - 1 > 1 ? String(lastPage - 1) : null);
    });

    it('searches titles and ingredients (debounced) and shows the empty state when nothing matches', async () => {
      await openAllRecipes(page);
      const sample = (await apiPage({ sort: 'title-asc' })).recipes[0];
      const word = sample.title.split(/\s+/).find((w) => w.length >= 4) ?? sample.title;
      const url = await afterListCall(page, () => page.getByLabel('Search', { exact: true }).pressSequentially(word, { delay: 40 }));
      expect(url.searchParams.get('q')).toBe(word);
      const expected = await apiPage({ q: word });
      const titles = await cardTitles(page);
      expect(titles).toEqual(expected.recipes.map((r) => r.title));
      expect(titles).toContain(sample.title);
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);

      await afterListCall(page, () => page.getByLabel('Search', { exact: true }).fill('zzqx-no-such-dish'));
      await cardTitles(page);
      await page.getByText('No recipes found for the selected criteria!').waitFor();
      await page.getByText('Try a different filter or add a new recipe').waitFor();
      await screenshot(page, 'recipes-list-empty-1280');
    });

    it('restores a shared link with cuisine, sort, search and page', async () => {
      const expected = await apiPage({ sort: 'prep-desc', page: 2 });
      await openAllRecipes(page, '?sort=prep-desc&page=2');
      expect(await cardTitles(page)).toEqual(expected.recipes.map((r) => r.title));
      await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('prep-desc');
      await expect(page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    });
  });

  describe('recipe detail (signed in)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, { width: 1280 });
      await signInThroughUi(page, reader.email, reader.password);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it("opens a detail from the list, likes someone else's recipe once (+1), and is refused a second time", async () => {
      await openAllRecipes(page);
      const card = grid(page).getByRole('article').first();
      const title = (await card.locator('h3').textContent()) as string;
      const link = card.getByRole('link', { name: `See Details: ${title}` });
      const id = ((await link.getAttribute('href')) as string).split('/').pop() as string;
      const before = await apiRecipe(id);
      await link.click();
      await page.waitForURL(`**/recipes/${id}`);
      expect(before.authorEmail).not.toBe(reader.email);

      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(`${before.likeCount} people interested in this recipe`).waitFor();
      await page.getByText(before.cuisineType, { exact: true }).first().waitFor();
      await page.getByText(`${before.prepTime} minutes`).waitFor();
      expect(await page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').count()).toBe(
        before.ingredients.split(',').filter((s) => s.trim()).length,
      );
      expect(await page.title()).toBe(`${title} · Forkful`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) as string);
      expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: title, recipeCuisine: before.cuisineType });

      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await page.getByText('You liked this recipe!').waitFor();
      await page.getByText(`${before.likeCount + 1} people interested in this recipe`).waitFor();
      expect(await page.getByTestId('like-count').textContent()).toBe(String(before.likeCount + 1));
      expect((await apiRecipe(id)).likeCount).toBe(before.likeCount + 1);

      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await page.getByText('You already liked this recipe').waitFor();
      expect(await page.getByTestId('like-count').textContent()).toBe(String(before.likeCount + 1));
      expect((await apiRecipe(id)).likeCount).toBe(before.likeCount + 1);
    });

    it('refuses to like your own recipe, without a request', async () => {
      const created = await apiFetch<{ insertedId: string }>('/add-recipe', {
        token: reader.idToken,
        method: 'POST',
        body: {
          // A picture that does not exist: the page must fall back to its placeholder.
          image: `${readStack().apiUrl}/images/recipes/no-such-picture.jpg`,
          title: 'Reader Own Lentil Soup',
          ingredients: 'red lentils, onion, cumin, lemon',
          instructions: 'Simmer the lentils with the onion and cumin; finish with lemon.',
          cuisineType: 'Others',
          prepTime: 30,
          categories: ['Dinner', 'Vegan'],
        },
      });
      expect(created.status).toBeLessThan(300);
      const id = created.body.insertedId;
      const likeCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().includes('/recipes/like/')) likeCalls.push(request.url());
      });

      await page.goto(`${readStack().shellUrl}/recipes/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Reader Own Lentil Soup' }).waitFor();
      await page.getByRole('img', { name: 'No image available for Reader Own Lentil Soup' }).waitFor();
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await page.getByText('You cannot like your own recipe').waitFor();
      expect(likeCalls).toEqual([]);
      expect((await apiRecipe(id)).likeCount).toBe(0);
      // The server refuses the author too.
      const direct = await apiFetch(`/recipes/like/${id}`, { token: reader.idToken, method: 'PATCH' });
      expect(direct.status).toBe(403);
    });

    it('goes to /404 with a toast for an unknown recipe id', async () => {
      await page.goto(`${readStack().shellUrl}/recipes/ffffffffffffffffffffffff`);
      await page.waitForURL((url) => url.pathname === '/404');
      await page.getByText('Failed to load recipe details').waitFor();
      await page.getByRole('heading', { name: 'Recipe Not Found!' }).waitFor();
    });

    it('also serves the list inside the dashboard, with links that leave the dashboard for the detail', async () => {
      await afterListCall(page, () => page.goto(`${readStack().shellUrl}/dashboard/all-recipes`));
      await cardTitles(page);
      const href = await grid(page).getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/^\/recipes\/[^/]+$/);
    });
  });

  describe('screenshots', () => {
    it.each(['light', 'dark'] as const)('list and detail in the %s theme at 375 and 1280 px', async (theme) => {
      const page = await newPage(browser, { width: 1280, theme });
      await signInThroughUi(page, reader.email, reader.password);
      // A sample recipe (with its picture), not one a test created.
      const sample = (await apiPage({ sort: 'title-asc' })).recipes.find((r) => r.authorEmail !== reader.email) as Recipe;
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openAllRecipes(page);
        // Lazy images load as they scroll into view.
        for (let y = 0; y < 6000; y += 500) await page.mouse.wheel(0, 500);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(400);
        await screenshot(page, `recipes-list-${theme}-${width}`);

        await page.goto(`${readStack().shellUrl}/recipes/${sample._id}`);
        await page.getByRole('heading', { level: 1, name: sample.title }).waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `recipes-detail-${theme}-${width}`);
      }
      await page.context().close();
    });
  });
});
