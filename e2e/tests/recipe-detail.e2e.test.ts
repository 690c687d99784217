/**
 * The recipes remote's detail page in the real product, signed in: likes from another user, a repeated like, the
 * author's own like, an unknown id, the list inside the dashboard, and screenshots of list and detail.
 */
import type { Browser, Page } from 'playwright-core';
import type { Recipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { afterListCall, apiPage, apiRecipe, cardTitles, grid, openAllRecipes } from '../support/recipes-page';
import { readStack } from '../support/stack';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

describe('recipes remote in the product', () => {
  let browser: Browser;
  let reader: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    reader = await createTestUser({ displayName: 'Recipe Reader' });
  });
  afterAll(async () => {
    await browser?.close();
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
      const title = (await card.getByRole('heading').textContent()) as string;
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

      try {
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
      } finally {
        // Its missing picture would be a failed request on every later list page (the deploy drills count those).
        await apiFetch(`/my-recipes/${id}`, { token: reader.idToken, method: 'DELETE' });
      }
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
