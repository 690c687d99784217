/**
 * The recipes remote's list in the real product, signed out: the shell hosting it, the API over the seeded embedded
 * database. Filter, every sort, paging to the end, search, URL state. The detail page: recipe-detail.e2e.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, newPage, screenshot } from '../support/browser';
import { afterListCall, apiPage, cardTitles, grid, openAllRecipes, PAGE_SIZE } from '../support/recipes-page';
import { readStack } from '../support/stack';

const SORTS = [
  { label: 'Title: A to Z', value: 'title-asc' },
  { label: 'Title: Z to A', value: 'title-desc' },
  { label: 'Prep time: low to high', value: 'prep-asc' },
  { label: 'Prep time: high to low', value: 'prep-desc' },
] as const;

describe('recipes remote in the product', () => {
  let browser: Browser;
  let total: number;

  beforeAll(async () => {
    browser = await launchBrowser();
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
      // The server asked for the first page (page=1, limit=8) and sent it with the HTML: the browser asks no more.
      const listCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${readStack().apiUrl}/recipes?`)) listCalls.push(request.url());
      });
      await openAllRecipes(page);
      expect(listCalls).toEqual([]);
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

      await page.reload();
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
});
