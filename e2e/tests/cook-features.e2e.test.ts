/**
 * What home cooks reach for, in the real product: saving a recipe from its page and finding it (and removing it) in
 * the dashboard's Saved Recipes; scaling 2 servings to 4; cook mode by keyboard; the print stylesheet; sharing when
 * the browser has no share sheet; the cook's public page. Screenshots of each new screen at 375 px in both themes.
 */
import type { Page } from 'playwright-core';
import { COOK_MESSAGES, type CookProfile, type PublicRecipe } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { collectErrors, newPage, screenshot } from '../support/browser';
import { dashboardNav, openDashboard } from '../support/dashboard-page';
import { header } from '../support/shell-page';
import { readStack } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const suffix = Date.now().toString(36);
const PASTA = `Milky Pasta ${suffix}`;
const SOUP = `Quiet Soup ${suffix}`;

async function addRecipe(cook: TestUser, fields: Record<string, unknown>): Promise<string> {
  const body = { image: `${readStack().apiUrl}/images/recipes/spaghetti-carbonara.svg`, cuisineType: 'Italian', prepTime: 20, categories: ['Dinner'], ...fields };
  const created = await apiFetch<{ insertedId: string }>('/add-recipe', { token: cook.idToken, method: 'POST', body });
  expect(created.status).toBe(201);
  return created.body.insertedId;
}

const ingredientLines = (page: Page) => page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem').allTextContents();

describe('saved recipes, servings, cook mode, print, share and cook pages', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;
  let reader: TestUser;
  let pastaId: string;
  let page: Page;
  let errors: string[];
  const detailUrl = () => `${readStack().shellUrl}/recipes/${pastaId}`;

  beforeAll(async () => {
    [cook, reader] = await Promise.all([createTestUser({ displayName: `Scaling Cook ${suffix}` }), createTestUser({ displayName: 'Saving Reader' })]);
    await addRecipe(cook, { title: SOUP, ingredients: '1 l stock, 2 carrots', instructions: 'Simmer everything.', servings: 4 });
    pastaId = await addRecipe(cook, {
      title: PASTA,
      servings: 2,
      ingredients: '200 g pasta, 1/2 cup milk, salt',
      instructions: '1. Boil the pasta.\n2. Warm the milk.\n3. Toss everything with salt.',
    });
    page = await newPage(suite.browser, { width: 375, height: 800 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: readStack().shellUrl });
    errors = collectErrors(page);
    await signInThroughUi(page, reader.email, reader.password);
  });

  it('saves from the detail page, lists it in Saved Recipes, and unsaves from both places', async () => {
    await page.goto(detailUrl());
    const save = page.getByRole('button', { name: COOK_MESSAGES.saveRecipe });
    await expect(save.getAttribute('aria-pressed')).resolves.toBe('false');
    await save.click();
    const saved = page.getByRole('button', { name: COOK_MESSAGES.saved });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await openDashboard(page, '/saved');
    await dashboardNav(page).getByRole('link', { name: COOK_MESSAGES.savedRecipes }).waitFor();
    const list = page.getByRole('list', { name: COOK_MESSAGES.savedRecipes });
    await list.getByRole('article', { name: PASTA }).waitFor();

    await page.goto(detailUrl());
    await page.getByRole('button', { name: COOK_MESSAGES.saved }).click();
    await page.getByRole('button', { name: COOK_MESSAGES.saveRecipe }).waitFor();
    await openDashboard(page, '/saved');
    await page.getByRole('heading', { name: COOK_MESSAGES.savedEmpty }).waitFor();

    // Saved again, then removed from the saved list itself.
    await page.goto(detailUrl());
    await page.getByRole('button', { name: COOK_MESSAGES.saveRecipe }).click();
    await page.getByRole('button', { name: COOK_MESSAGES.saved }).waitFor();
    await openDashboard(page, '/saved');
    await page.getByRole('button', { name: `${COOK_MESSAGES.removeFromSaved}: ${PASTA}` }).click();
    await page.getByRole('heading', { name: COOK_MESSAGES.savedEmpty }).waitFor();
    const listed = await apiFetch('/saved-recipes', { token: reader.idToken });
    expect(listed.body).toEqual([]);
  });

  it('scales 2 servings to 4: "200 g pasta" to "400 g pasta", "1/2 cup milk" to "1 cup milk", "salt" stays', async () => {
    await page.goto(detailUrl());
    const servings = page.getByRole('spinbutton', { name: COOK_MESSAGES.servings });
    expect(await servings.inputValue()).toBe('2');
    expect(await ingredientLines(page)).toEqual(['200 g pasta', '1/2 cup milk', 'salt']);
    await servings.fill('4');
    await page.getByRole('listitem').filter({ hasText: '400 g pasta' }).waitFor();
    expect(await ingredientLines(page)).toEqual(['400 g pasta', '1 cup milk', 'salt']);
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    expect(await ingredientLines(page)).toEqual(['300 g pasta', '¾ cup milk', 'salt']);
  });

  it('cooks step by step with the keyboard alone, and Escape leaves', async () => {
    await page.goto(detailUrl());
    const start = page.getByRole('button', { name: COOK_MESSAGES.startCooking });
    await start.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: PASTA });
    await dialog.getByRole('heading', { name: 'Step 1 of 3' }).waitFor();
    await dialog.getByText('Boil the pasta.').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('heading', { name: 'Step 2 of 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Toss everything with salt.').waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('heading', { name: 'Step 2 of 3' }).waitFor();
    // The checklist, by keyboard too.
    await dialog.getByRole('checkbox', { name: '200 g pasta' }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: '200 g pasta' }).isChecked()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('prints the title, photo, servings, ingredients and instructions, without header or buttons', async () => {
    await page.goto(detailUrl());
    await page.getByRole('heading', { level: 1, name: PASTA }).waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await header(page).isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: COOK_MESSAGES.startCooking }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Like', exact: true }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1, name: PASTA }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: PASTA }).isVisible()).toBe(true);
      expect(await page.getByRole('spinbutton', { name: COOK_MESSAGES.servings }).isVisible()).toBe(true);
      expect(await page.getByRole('list', { name: 'Ingredients' }).isVisible()).toBe(true);
      expect(await page.getByText('Warm the milk.').isVisible()).toBe(true);
      await screenshot(page, 'cook-print-375');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('copies the link with "Link copied" where the browser has no share sheet', async () => {
    await page.goto(detailUrl());
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: COOK_MESSAGES.share }).click();
    await page.getByText(COOK_MESSAGES.linkCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detailUrl());
  });

  it("links the cook's name to their public page, which lists their recipes newest first and no email", async () => {
    await page.goto(detailUrl());
    await page.getByRole('link', { name: cook.displayName }).click();
    await page.waitForURL(`**/cooks/${cook.uid}`);
    await page.getByRole('heading', { level: 1, name: cook.displayName }).waitFor();
    await page.getByText('2 recipes shared').waitFor();
    const cards = page.getByRole('list', { name: `Recipes by ${cook.displayName}` }).getByRole('heading', { level: 2 });
    await cards.first().waitFor();
    expect(await cards.allTextContents()).toEqual([PASTA, SOUP]);
    const profile = await apiFetch<CookProfile>(`/cooks/${cook.uid}`);
    const recipes = await apiFetch<PublicRecipe[]>(`/cooks/${cook.uid}/recipes`);
    expect(JSON.stringify([profile.body, recipes.body])).not.toContain(cook.email);
    // Public: signed out too.
    const visitor = await newPage(suite.browser, { width: 375 });
    await visitor.goto(`${readStack().shellUrl}/cooks/${cook.uid}`);
    await visitor.getByRole('heading', { level: 1, name: cook.displayName }).waitFor();
    await visitor.context().close();
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });

  describe.each(['light', 'dark'] as const)('screenshots in the %s theme at 375 px', (theme) => {
    it('detail, cook mode, saved recipes and the cook page', async () => {
      const shot = await newPage(suite.browser, { width: 375, height: 800, theme });
      await signInThroughUi(shot, reader.email, reader.password);
      await apiFetch(`/saved-recipes/${pastaId}`, { token: reader.idToken, method: 'PUT' });
      await shot.goto(detailUrl());
      await shot.getByRole('button', { name: COOK_MESSAGES.saved }).waitFor();
      await screenshot(shot, `cook-detail-${theme}-375`);
      await shot.getByRole('button', { name: COOK_MESSAGES.startCooking }).click();
      await shot.getByRole('heading', { name: 'Step 1 of 3' }).waitFor();
      await screenshot(shot, `cook-mode-${theme}-375`);
      await shot.keyboard.press('Escape');
      await openDashboard(shot, '/saved');
      await shot.getByRole('article', { name: PASTA }).waitFor();
      await screenshot(shot, `cook-saved-${theme}-375`);
      await shot.goto(`${readStack().shellUrl}/cooks/${cook.uid}`);
      await shot.getByRole('article', { name: SOUP }).waitFor();
      await screenshot(shot, `cook-page-${theme}-375`);
      await apiFetch(`/saved-recipes/${pastaId}`, { token: reader.idToken, method: 'DELETE' });
      await shot.context().close();
    });
  });
});
