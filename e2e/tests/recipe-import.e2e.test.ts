/**
 * A cook brings a recipe in from another site's page (support/recipe-site.ts, allow-listed for the API): the Add Recipe
 * form fills with the page's recipe for review, nothing is saved until Add Recipe, and the saved recipe shows the
 * site's photo (fetched and stored by the API) and a Source link. A refused address says so. Then the cook downloads
 * their recipes and another cook imports the file; the recipe page downloads one recipe. Screens at 375 px in both
 * themes with the dialog open, checked with axe.
 */
import type { Download, Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { collectErrors, LOAD_TIMEOUT, newPage, screenshot } from '../support/browser';
import { expectSelfClosingDialog, mine, openDashboard, openMyRecipes } from '../support/dashboard-page';
import { RECIPE_SITE_ENV, SITE_RECIPE } from '../support/recipe-site';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const site = () => process.env[RECIPE_SITE_ENV]!;
const pageUrl = () => `${site()}${SITE_RECIPE.path}`;

/** A download's bytes (the browser runs apart from the tests, so they are streamed over, not read from its disk). */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function openImportDialog(page: Page): Promise<void> {
  await openDashboard(page, '/add-recipe');
  await page.getByRole('button', { name: 'Import from a web page' }).click();
  await page.getByRole('dialog').waitFor();
}

async function importAddress(page: Page, url: string): Promise<void> {
  await page.getByLabel('Web page address').fill(url);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

describe('importing a recipe from a web page, and taking recipes out', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;
  let page: Page;
  let errors: string[];
  let recipeId: string;

  beforeAll(async () => {
    cook = await createTestUser({ displayName: 'Importing Cook' });
    page = await newPage(suite.browser, { width: 375, height: 800 });
    errors = collectErrors(page);
    await signInThroughUi(page, cook.email, cook.password);
  });

  it('fills the Add Recipe form from the page for review, saving nothing', async () => {
    await openImportDialog(page);
    await screenshot(page, 'recipe-import-dialog-375-light');
    const started = Date.now();
    await importAddress(page, pageUrl());
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: LOAD_TIMEOUT });
    process.stderr.write(`[e2e] page import to a filled form: ${Date.now() - started} ms\n`);
    expect(await page.getByLabel('Recipe title').inputValue()).toBe(SITE_RECIPE.title);
    expect(await page.getByLabel('Preparation time (minutes)').inputValue()).toBe(String(SITE_RECIPE.minutes));
    expect(await page.getByLabel('Cuisine type').inputValue()).toBe('Bangladeshi');
    expect(await page.getByLabel('Ingredients').inputValue()).toBe('1 cup red lentils; rinsed, 2 onions, 1 tsp turmeric, 4 cups water');
    expect((await page.getByLabel('Instructions').inputValue()).split('\n')).toEqual(SITE_RECIPE.steps.map((step, i) => `${i + 1}. ${step}`));
    expect(await page.getByLabel('Image URL').inputValue()).toBe(`${site()}${SITE_RECIPE.photoPath}`);
    expect(await page.getByRole('checkbox', { name: 'Dinner' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Vegan' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: /127\.0\.0\.1/ }).first().waitFor();
    expect(await mine(cook)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'recipe-import-filled-375-light');
  });

  it("saves it with the site's photo stored by the API, and shows its Source", async () => {
    const started = Date.now();
    await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
    await expectSelfClosingDialog(page, 'Recipe added successfully!');
    process.stderr.write(`[e2e] saving the imported recipe, photo included: ${Date.now() - started} ms\n`);
    const [saved] = await mine(cook);
    expect(saved).toMatchObject({ title: SITE_RECIPE.title, servings: SITE_RECIPE.servings, sourceUrl: pageUrl(), prepTime: SITE_RECIPE.minutes });
    expect(saved.image).toMatch(new RegExp(`^${suite.stack.apiUrl}/images/[0-9a-f]{24}$`));
    recipeId = saved._id;

    await page.goto(`${suite.stack.shellUrl}/recipes/${recipeId}`);
    await page.getByRole('heading', { name: SITE_RECIPE.title }).waitFor({ timeout: LOAD_TIMEOUT });
    const source = page.getByRole('link', { name: /Source/ });
    expect(await source.getAttribute('href')).toBe(pageUrl());
    expect(await source.getAttribute('rel')).toContain('noopener');
    const photo = page.getByRole('img', { name: SITE_RECIPE.title }).first();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await photo.elementHandle(), { timeout: 15000 });
    expect(await photo.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(`${saved.image}?w=`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'recipe-import-detail-375-light');
  });

  it("downloads one recipe from its page as a schema.org Recipe", async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download/ }).click()]);
    const recipe = JSON.parse((await bytesOf(download)).toString('utf8'));
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    expect(recipe).toMatchObject({ '@type': 'Recipe', name: SITE_RECIPE.title, isBasedOn: pageUrl() });
  });

  it('refuses an address that is not public, inline, and fetches nothing', async () => {
    await openImportDialog(page);
    await importAddress(page, `${suite.stack.apiUrl}/health/live`);
    await page.getByRole('dialog').getByText('That address is not a public web page').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Recipe title').inputValue()).toBe('');
    // The refusal is the one error the page saw (the browser logs every 4xx answer).
    expect(errors.splice(0)).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it("exports the cook's recipes, and another cook imports the file", async () => {
    await openMyRecipes(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my recipes' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^forkful-recipes-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await bytesOf(download);
    const exported = JSON.parse(file.toString('utf8')) as Array<Record<string, unknown>>;
    expect(exported.map((r) => [r['@type'], r.name, r.url])).toEqual([['Recipe', SITE_RECIPE.title, `${suite.stack.shellUrl}/recipes/${recipeId}`]]);

    const other = await createTestUser({ displayName: 'Second Cook' });
    const otherPage = await newPage(suite.browser, { width: 375, height: 800 });
    try {
      await signInThroughUi(otherPage, other.email, other.password);
      await openImportDialog(otherPage);
      await otherPage.getByLabel('Recipes file (JSON)').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: file });
      await otherPage.getByRole('button', { name: 'Import file' }).click();
      await otherPage.getByRole('dialog').getByRole('link', { name: SITE_RECIPE.title }).waitFor({ timeout: LOAD_TIMEOUT });
      expect(await axeViolations(otherPage)).toEqual([]);
      await screenshot(otherPage, 'recipe-import-file-result-375-light');
      const [copy] = await mine(other);
      expect(copy).toMatchObject({ title: SITE_RECIPE.title, sourceUrl: pageUrl(), authorUid: other.uid });
    } finally {
      await otherPage.context().close();
    }
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('shows the dialog, the form and the recipe page at 375 px in the %s theme with no axe violation', async (theme) => {
    const themed = await newPage(suite.browser, { width: 375, height: 800, theme });
    try {
      await signInThroughUi(themed, cook.email, cook.password);
      await openImportDialog(themed);
      await themed.getByLabel('Web page address').fill('ftp://example.com/soup');
      await themed.getByRole('button', { name: 'Import', exact: true }).click();
      await themed.getByRole('dialog').getByRole('alert').waitFor();
      expect(await axeViolations(themed)).toEqual([]);
      await screenshot(themed, `recipe-import-dialog-error-375-${theme}`);
      await themed.goto(`${suite.stack.shellUrl}/recipes/${recipeId}`);
      await themed.getByRole('link', { name: /Source/ }).waitFor({ timeout: LOAD_TIMEOUT });
      expect(await axeViolations(themed)).toEqual([]);
      await screenshot(themed, `recipe-import-detail-375-${theme}`);
    } finally {
      await themed.context().close();
    }
  });
});
