/**
 * The meal planner and shopping list (mfe-planner, issue 30) in the real product: two recipes planned on two days,
 * one from the plan's picker and one from a recipe page's "Add to plan" (an extension the planner contributes to
 * mfe-recipes' page), servings changed, the list built with merged and scaled quantities, an item checked and still
 * checked after a reload. Both screens and their dialogs at 375 px in both themes, with axe. Then the planner retired
 * and brought back with the deploy CLI, the shell untouched: the recipe page works without the action meanwhile.
 */
import type { Page } from 'playwright-core';
import { MEAL_LABELS, type MealPlanRange, type ShoppingList } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { axeViolations } from '../support/axe';
import { LOAD_TIMEOUT, collectErrors, newPage, screenshot } from '../support/browser';
import { dashboardNav, openDashboard } from '../support/dashboard-page';
import { currentVersion, deployCommand } from '../support/deploy-store';
import { readStack } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const suffix = Date.now().toString(36);
const BAKE = `Flour Milk Bake ${suffix}`;
const PUDDING = `Flour Pudding ${suffix}`;

/** `YYYY-MM-DD` of today plus `days`, in this machine's zone (the browser's: the same machine). */
function planDate(days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
const weekdayOf = (date: string) => new Date(`${date}T12:00:00`).toLocaleDateString('en-GB', { weekday: 'long' });

async function addRecipe(cook: TestUser, title: string, ingredients: string): Promise<string> {
  const body = {
    image: `${readStack().apiUrl}/images/recipes/spaghetti-carbonara.svg`, title, ingredients, instructions: 'Mix and bake.',
    cuisineType: 'Others', prepTime: 30, categories: ['Dinner'], servings: 2,
  };
  const created = await apiFetch<{ insertedId: string }>('/add-recipe', { token: cook.idToken, method: 'POST', body });
  expect(created.status).toBe(201);
  return created.body.insertedId;
}

const listItem = (page: Page, text: string | RegExp) => page.getByRole('list', { name: 'Items' }).getByRole('checkbox', { name: text });

describe('the meal planner and shopping list', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;
  let planner: TestUser;
  let pudding: string;
  let page: Page;
  let errors: string[];
  const today = planDate();
  const tomorrow = planDate(1);

  beforeAll(async () => {
    [cook, planner] = await Promise.all([createTestUser({ displayName: `Baking Cook ${suffix}` }), createTestUser({ displayName: 'Weekly Planner' })]);
    await addRecipe(cook, BAKE, '200 g flour, 1 cup milk, salt');
    pudding = await addRecipe(cook, PUDDING, '0.5 kg flour, 1/2 cup milk, salt');
    page = await newPage(suite.browser, { width: 375, height: 800 });
    errors = collectErrors(page);
    await signInThroughUi(page, planner.email, planner.password);
  });

  it('plans a recipe from the plan, changes its servings, and plans another from its recipe page', async () => {
    await page.goto(`${readStack().shellUrl}/plan`);
    await page.getByRole('heading', { name: 'Meal Plan', level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.getByRole('button', { name: `Add to ${weekdayOf(today)} ${MEAL_LABELS.breakfast}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill(BAKE);
    await dialog.getByRole('radio', { name: BAKE }).check();
    expect(await dialog.getByRole('spinbutton', { name: 'Servings' }).inputValue()).toBe('2');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'planner-add-dialog-375-light');
    await dialog.getByRole('button', { name: 'Add to plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: BAKE }).waitFor();

    for (let i = 0; i < 2; i += 1) {
      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/meal-plan/entries/'));
      await page.getByRole('button', { name: `More servings of ${BAKE}` }).click();
      expect((await saved).status()).toBe(200);
    }

    await page.goto(`${readStack().shellUrl}/recipes/${pudding}`);
    await page.getByRole('heading', { name: PUDDING, level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.getByRole('button', { name: 'Add to plan' }).click();
    const add = page.getByRole('dialog', { name: `Add ${PUDDING} to your plan` });
    await add.getByLabel('Day').fill(tomorrow);
    await add.getByRole('combobox', { name: 'Meal' }).selectOption({ label: MEAL_LABELS.dinner });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'planner-add-to-plan-action-375-light');
    await add.getByRole('button', { name: 'Add to plan' }).click();
    await page.getByText(/^Added to your plan: /).waitFor();

    const plan = await apiFetch<MealPlanRange>(`/meal-plan?from=${today}&to=${tomorrow}`, { token: planner.idToken });
    expect(plan.body.entries.map((e) => [e.date, e.meal, e.recipe.title, e.servings])).toEqual([
      [today, 'breakfast', BAKE, 4],
      [tomorrow, 'dinner', PUDDING, 2],
    ]);
  });

  it('builds the list with merged, scaled quantities; a checked item stays checked after a reload', async () => {
    await page.goto(`${readStack().shellUrl}/shopping-list`);
    await page.getByRole('heading', { name: 'Shopping List', level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(tomorrow);
    await page.getByRole('button', { name: 'Build list' }).click();
    // 200 g x 2 + 0.5 kg; 1 cup x 2 + 1/2 cup; salt once.
    await listItem(page, /^900 g flour/).waitFor();
    await listItem(page, /^2½ cups? milk/).waitFor();
    await listItem(page, /^salt/).waitFor();

    const checked = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/shopping-list/items/'));
    await listItem(page, /^900 g flour/).check();
    expect((await checked).status()).toBe(200);
    await page.reload();
    await listItem(page, /^900 g flour/).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await listItem(page, /^900 g flour/).isChecked()).toBe(true);
    expect(await listItem(page, /^salt/).isChecked()).toBe(false);
    const list = await apiFetch<ShoppingList>('/shopping-list', { token: planner.idToken });
    expect(list.body.items.filter((item) => item.checked).map((item) => item.text)).toEqual(['900 g flour']);
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('both screens at 375 px in the %s theme: no axe violation, dialogs open too', async (theme) => {
    const themed = await newPage(suite.browser, { width: 375, height: 800, theme });
    try {
      // The plan and the list themselves: tests/accessibility.e2e.test.ts scans them, in both themes and languages.
      await signInThroughUi(themed, planner.email, planner.password);
      await themed.goto(`${readStack().shellUrl}/plan`);
      await themed.getByRole('link', { name: BAKE }).waitFor({ timeout: LOAD_TIMEOUT });
      await screenshot(themed, `planner-plan-375-${theme}`);
      await themed.getByRole('button', { name: `Move ${BAKE}`, exact: true }).click();
      await themed.getByRole('dialog').waitFor();
      expect(await axeViolations(themed)).toEqual([]);
      await screenshot(themed, `planner-move-dialog-375-${theme}`);
      await themed.keyboard.press('Escape');

      await themed.goto(`${readStack().shellUrl}/shopping-list`);
      await listItem(themed, /^900 g flour/).waitFor({ timeout: LOAD_TIMEOUT });
      await screenshot(themed, `planner-shopping-list-375-${theme}`);
    } finally {
      await themed.context().close();
    }
  });

  it('retired, the recipe page works without "Add to plan" and the dashboard has no planner entries; promoted back, both return with the shell untouched', async () => {
    const version = currentVersion('planner') as string;
    const shell = currentVersion('shell');
    expect(version).toBeTruthy();
    const retired = await deployCommand('retire', 'planner');
    try {
      expect(retired.code).toBe(0);
      await page.goto(`${readStack().shellUrl}/recipes/${pudding}`);
      await page.getByRole('heading', { name: PUDDING, level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
      await page.getByRole('group', { name: 'Recipe actions' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to plan' }).count()).toBe(0);
      await openDashboard(page);
      expect(await dashboardNav(page).getByRole('link', { name: 'Meal Plan' }).count()).toBe(0);
    } finally {
      const promoted = await deployCommand('promote', 'planner', version);
      expect(promoted.code).toBe(0);
    }
    await openDashboard(page);
    await dashboardNav(page).getByRole('link', { name: 'Meal Plan' }).click();
    await page.getByRole('link', { name: BAKE }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.goto(`${readStack().shellUrl}/recipes/${pudding}`);
    await page.getByRole('button', { name: 'Add to plan' }).waitFor({ timeout: LOAD_TIMEOUT });
    expect(currentVersion('shell')).toBe(shell);
  });
});
