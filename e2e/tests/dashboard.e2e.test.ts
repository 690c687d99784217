/**
 * The dashboard remote in the real product: the shell hosting it, the API over the seeded embedded
 * database and the auth emulator. A new user adds a recipe through the form, finds it on /all-recipes, sees it in
 * My Recipes, edits it, cancels and then confirms a delete; another user can neither see nor change it.
 * Screenshots of the overview, the table, the modal and the form in both themes at 375 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import type { Recipe, RecipeStats } from '@forkful/domain';
import { apiFetch } from '../support/api';
import { collectErrors, launchBrowser, newPage, screenshot } from '../support/browser';
import { dashboardNav, dialogSettled, expectDialog, expectSelfClosingDialog, mine, openDashboard, openMyRecipes, row, table } from '../support/dashboard-page';
import { readStack } from '../support/stack';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const SUCCESS_DIALOG_MS = 1500;
const suffix = Date.now().toString(36);
const TITLE = `Forkful Korma ${suffix}`;
const EDITED_TITLE = `Forkful Korma Deluxe ${suffix}`;

describe('dashboard remote in the product', () => {
  let browser: Browser;
  let owner: TestUser;
  let stranger: TestUser;
  let page: Page;
  let errors: string[];
  let recipeId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createTestUser({ displayName: 'Dashboard Owner' });
    stranger = await createTestUser({ displayName: 'Someone Else' });
    // Two recipes of the owner's made through the API, so the table has more than the one the test adds.
    for (const [title, cuisineType, prepTime] of [
      [`Masoor Dal ${suffix}`, 'Bangladeshi', 35],
      [`Margherita Pizza ${suffix}`, 'Italian', 25],
    ] as const) {
      const created = await apiFetch('/add-recipe', {
        method: 'POST',
        token: owner.idToken,
        body: {
          image: `${readStack().apiUrl}/images/recipes/${title.startsWith('Masoor') ? 'masoor-dal' : 'margherita-pizza'}.svg`,
          title,
          ingredients: 'lentils, onion, garlic',
          instructions: 'Simmer until soft.',
          cuisineType,
          prepTime,
          categories: ['Dinner'],
        },
      });
      expect([200, 201]).toContain(created.status);
    }
    page = await newPage(browser, { width: 1280, theme: 'light' });
    errors = collectErrors(page);
    await signInThroughUi(page, owner.email, owner.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(() => {
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });

  it('shows the overview cards from the stats call', async () => {
    await openDashboard(page);
    const stats = (await apiFetch<RecipeStats>('/recipes/stats', { token: owner.idToken })).body;
    const card = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
    await card('Total Recipes').waitFor({ timeout: 30000 });
    const figure = (n: number) => n.toLocaleString('en-US');
    expect(await card('Total Recipes').textContent()).toBe(`Total Recipes${figure(stats.totalRecipes)}`);
    expect(stats.myRecipes).toBe(2);
    expect(await card('My Recipes').textContent()).toBe('My Recipes2');
    expect(await card('Total Likes').textContent()).toBe(`Total Likes${figure(stats.totalLikes)}`);
    expect(await card('Logged in as').textContent()).toContain(owner.email);
    for (const name of ['Overview', 'All Recipes', 'My Recipes', 'Add Recipe', 'Home']) {
      await dashboardNav(page).getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await dashboardNav(page).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('checks the add form inline before sending anything', async () => {
    await openDashboard(page, '/add-recipe');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/add-recipe')) posts += 1;
    });
    await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
    for (const message of ['Title is required', 'Image URL is required', 'Cuisine type is required', 'Preparation time is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Preparation time (minutes)').fill('0');
    await page.getByRole('button', { name: 'Add Recipe', exact: true }).click();
    await page.getByText('Preparation time must be at least 1 minute').waitFor();
    expect(posts).toBe(0);
  });

  it('adds a recipe (one request for a double click) and finds it on /all-recipes', async () => {
    await openDashboard(page, '/add-recipe');
    await page.getByLabel('Recipe title').fill(TITLE);
    await page.getByLabel('Image URL').fill(`${readStack().apiUrl}/images/recipes/masoor-dal.svg`);
    await page.getByLabel('Cuisine type').selectOption('Bangladeshi');
    await page.getByLabel('Preparation time (minutes)').fill('45');
    await page.getByLabel('Ingredients').fill('chicken, yogurt, cashews, cardamom');
    await page.getByLabel('Instructions').fill('Marinate, then simmer gently in the sauce.');
    await page.getByRole('checkbox', { name: 'Dinner' }).check();
    await page.getByRole('checkbox', { name: 'Lunch' }).check();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/add-recipe')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Add Recipe', exact: true }).dblclick();
    const shownMs = await expectSelfClosingDialog(page, 'Recipe added successfully!');
    // Seen open for most of its 1.5 s (the test notices it a moment after it opened), and closed well before 5 s.
    expect(shownMs).toBeGreaterThan(SUCCESS_DIALOG_MS / 3);
    expect(shownMs).toBeLessThan(5000);
    await page.waitForURL((url) => url.pathname === '/all-recipes', { timeout: 15000 });
    expect(posts).toHaveLength(1);

    const created = (await mine(owner)).filter((recipe) => recipe.title === TITLE);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ cuisineType: 'Bangladeshi', prepTime: 45, likeCount: 0, authorEmail: owner.email });
    expect([...created[0].categories].sort()).toEqual(['Dinner', 'Lunch']);
    recipeId = created[0]._id;

    await page.getByLabel('Search').fill(suffix);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await card.waitFor({ timeout: 15000 });
    expect(await card.getByRole('link', { name: `See Details: ${TITLE}` }).getAttribute('href')).toBe(`/recipes/${recipeId}`);
  });

  it('lists it in My Recipes with the table columns', async () => {
    await openMyRecipes(page);
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Title', 'Cuisine', 'Prep Time (mins)', 'Likes', 'Actions']);
    await row(page, TITLE).waitFor();
    expect(await row(page, TITLE).getByRole('cell').allTextContents()).toEqual([TITLE, 'Bangladeshi', '45', '0', 'EditDelete']);
    expect(await table(page).getByRole('row').count()).toBe(1 + 3);
    expect(await page.getByRole('link', { name: 'Add New Recipe' }).getAttribute('href')).toBe('/dashboard/add-recipe');
  });

  it('edits it in the Update Recipe modal and the row changes', async () => {
    await openMyRecipes(page);
    const editButton = row(page, TITLE).getByRole('button', { name: 'Edit' });
    await editButton.click();
    const modal = page.getByRole('dialog', { name: 'Update Recipe' });
    await modal.waitFor();
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    expect(await modal.getByLabel('Preparation time (minutes)').inputValue()).toBe('45');
    expect(await modal.getByLabel('Categories').inputValue()).toMatch(/^(Dinner, Lunch|Lunch, Dinner)$/);

    // Escape closes it and gives focus back to the Edit button.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await editButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await editButton.click();
    await modal.getByLabel('Title').fill('');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await modal.getByText('Title is required').waitFor();

    await modal.getByLabel('Title').fill(EDITED_TITLE);
    await modal.getByLabel('Cuisine').selectOption('Others');
    await modal.getByLabel('Preparation time (minutes)').fill('50');
    await modal.getByLabel('Categories').fill('Dinner, Vegan');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/my-recipes/${recipeId}`)),
      modal.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    const answer = await request.response();
    expect({ status: answer?.status(), body: await answer?.json() }).toMatchObject({ status: 200, body: { message: 'Recipe updated successfully' } });
    expect(request.postDataJSON()).toMatchObject({ title: EDITED_TITLE, cuisineType: 'Others', preparationTime: 50, categories: 'Dinner, Vegan' });
    await modal.waitFor({ state: 'detached' });
    const shownMs = await expectSelfClosingDialog(page, 'Recipe updated');
    // Seen open for most of its 1.5 s (the test notices it a moment after it opened), and closed well before 5 s.
    expect(shownMs).toBeGreaterThan(SUCCESS_DIALOG_MS / 3);
    expect(shownMs).toBeLessThan(5000);
    expect(await row(page, EDITED_TITLE).getByRole('cell').allTextContents()).toEqual([EDITED_TITLE, 'Others', '50', '0', 'EditDelete']);

    const stored = (await apiFetch<Recipe>(`/recipes/${recipeId}`, { token: owner.idToken })).body;
    expect(stored).toMatchObject({ title: EDITED_TITLE, cuisineType: 'Others', prepTime: 50, preparationTime: 50 });
    expect([...stored.categories].sort()).toEqual(['Dinner', 'Vegan']);
  });

  it('keeps the recipe when the delete is cancelled', async () => {
    await openMyRecipes(page);
    let deletes = 0;
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes += 1;
    });
    await row(page, EDITED_TITLE).getByRole('button', { name: 'Delete' }).click();
    await expectDialog(page, "Are you sure? You won't be able to revert this!");
    await page.locator('.swal2-popup').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });
    await row(page, EDITED_TITLE).waitFor();
    expect(deletes).toBe(0);
    expect((await apiFetch(`/recipes/${recipeId}`, { token: owner.idToken })).status).toBe(200);
  });

  it("does not let another user see, edit or delete it", async () => {
    expect((await mine(stranger)).map((recipe) => recipe._id)).not.toContain(recipeId);
    const put = await apiFetch(`/my-recipes/${recipeId}`, {
      method: 'PUT',
      token: stranger.idToken,
      body: { title: 'Stolen', cuisineType: 'Others', preparationTime: 5 },
    });
    expect({ status: put.status, body: put.body }).toMatchObject({ status: 403 });
    const del = await apiFetch(`/my-recipes/${recipeId}`, { method: 'DELETE', token: stranger.idToken });
    expect({ status: del.status, body: del.body }).toMatchObject({ status: 403 });
    const peek = await apiFetch(`/my-recipes?email=${encodeURIComponent(owner.email)}`, { token: stranger.idToken });
    expect({ status: peek.status, body: peek.body }).toMatchObject({ status: 403 });
    expect((await apiFetch<Recipe>(`/recipes/${recipeId}`, { token: owner.idToken })).body.title).toBe(EDITED_TITLE);

    const strangerPage = await newPage(browser, { width: 1280, theme: 'dark' });
    try {
      await signInThroughUi(strangerPage, stranger.email, stranger.password);
      await openMyRecipes(strangerPage);
      await strangerPage.getByText("You haven't added any recipes yet!").waitFor();
      await strangerPage.getByText('Please add some delicious recipes').waitFor();
      expect(await strangerPage.getByText(EDITED_TITLE).count()).toBe(0);
      await screenshot(strangerPage, 'dashboard-my-recipes-empty-dark-1280');
    } finally {
      await strangerPage.context().close();
    }
  });

  describe.each([
    ['light', 375],
    ['light', 1280],
    ['dark', 375],
    ['dark', 1280],
  ] as const)('screenshots in the %s theme at %i px', (theme, width) => {
    it('shows the overview, the table, the modal and the form', async () => {
      const shot = await newPage(browser, { width, height: 900, theme });
      const shotErrors = collectErrors(shot);
      try {
        await signInThroughUi(shot, owner.email, owner.password);
        await openDashboard(shot);
        await shot.getByRole('heading', { name: 'Logged in as' }).waitFor({ timeout: 30000 });
        await screenshot(shot, `dashboard-overview-${theme}-${width}`);

        await dashboardNav(shot).getByRole('link', { name: 'My Recipes' }).click();
        await row(shot, EDITED_TITLE).waitFor({ timeout: 30000 });
        // Phones get one card per recipe instead of a wide table: nothing of the page may stick out sideways.
        const fits = await shot.locator('section[aria-labelledby="my-recipes-title"]').evaluate((section) => ({
          right: Math.round(section.getBoundingClientRect().right),
          hiddenWidth: section.scrollWidth - section.clientWidth,
          viewport: window.innerWidth,
        }));
        expect(fits.hiddenWidth).toBeLessThanOrEqual(0);
        expect(fits.right).toBeLessThanOrEqual(fits.viewport);
        await screenshot(shot, `dashboard-my-recipes-${theme}-${width}`);

        await row(shot, EDITED_TITLE).getByRole('button', { name: 'Edit' }).click();
        await shot.getByRole('dialog', { name: 'Update Recipe' }).waitFor();
        await screenshot(shot, `dashboard-edit-modal-${theme}-${width}`);
        await shot.getByRole('dialog', { name: 'Update Recipe' }).getByRole('button', { name: 'Close' }).click();

        await dashboardNav(shot).getByRole('link', { name: 'Add Recipe' }).click();
        await shot.getByLabel('Recipe title').waitFor();
        await shot.getByLabel('Recipe title').fill('Half-filled form');
        await shot.getByRole('button', { name: 'Add Recipe', exact: true }).click();
        await shot.getByText('Image URL is required').waitFor();
        await screenshot(shot, `dashboard-add-form-${theme}-${width}`);

        await openMyRecipes(shot);
        await row(shot, EDITED_TITLE).getByRole('button', { name: 'Delete' }).click();
        await expectDialog(shot, "Are you sure? You won't be able to revert this!");
        await dialogSettled(shot);
        await screenshot(shot, `dashboard-delete-confirm-${theme}-${width}`);
        await shot.locator('.swal2-popup').getByRole('button', { name: 'Cancel' }).click();
        expect(shotErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
      } finally {
        await shot.context().close();
      }
    });
  });

  it('deletes it after confirming: the row goes and the API no longer has it', async () => {
    await openMyRecipes(page);
    await row(page, EDITED_TITLE).getByRole('button', { name: 'Delete' }).click();
    await expectDialog(page, "Are you sure? You won't be able to revert this!");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/my-recipes/${recipeId}`)),
      page.locator('.swal2-popup').getByRole('button', { name: 'Yes, delete it!' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const shownMs = await expectSelfClosingDialog(page, 'Recipe deleted successfully');
    // Seen open for most of its 1.5 s (the test notices it a moment after it opened), and closed well before 5 s.
    expect(shownMs).toBeGreaterThan(SUCCESS_DIALOG_MS / 3);
    expect(shownMs).toBeLessThan(5000);
    expect(await row(page, EDITED_TITLE).count()).toBe(0);
    expect(await table(page).getByRole('row').count()).toBe(1 + 2);
    expect((await apiFetch(`/recipes/${recipeId}`, { token: owner.idToken })).status).toBe(404);
    expect((await mine(owner)).map((recipe) => recipe._id)).not.toContain(recipeId);
  });
});
