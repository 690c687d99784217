/**
 * Issue 33 in the browser: a cook rates and reviews another cook's recipe and sees the average on its card, edits and
 * deletes the review; makes a public collection from a recipe page that a signed-out visitor opens; three cooks report
 * a review, which is hidden, and a moderator keeps it, which shows it again. Screens at 375 px in both themes, axe.
 */
import type { Page } from 'playwright-core';
import { main as roleCommand } from '@forkful/scripts/role';
import { apiFetch } from '../support/api';
import { axeViolations } from '../support/axe';
import { LOAD_TIMEOUT, newPage, screenshot } from '../support/browser';
import { RECIPE_SITE_ENV, SITE_RECIPE } from '../support/recipe-site';
import { readStack } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

const suffix = Date.now().toString(36);
const TITLE = `Cardamom Rice Pudding ${suffix}`;
const COLLECTION = `Weeknight sweets ${suffix}`;
const REVIEW_TEXT = 'Halved the sugar and it was perfect.\nWill make again.';

async function addRecipe(author: TestUser, title: string): Promise<string> {
  // A photo on the browser tests' other recipe site (loopback): an address that does not resolve would log an error on every page that lists it.
  const body = { image: `${process.env[RECIPE_SITE_ENV]}${SITE_RECIPE.photoPath}`, title, ingredients: 'rice, milk, sugar, cardamom', instructions: 'Simmer the rice in the milk.', cuisineType: 'Bangladeshi', prepTime: 40 };
  const response = await apiFetch<{ insertedId: string }>('/add-recipe', { token: author.idToken, method: 'POST', body });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

async function openRecipe(page: Page, id: string): Promise<void> {
  await page.goto(`${readStack().shellUrl}/recipes/${id}`);
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
}

const reviews = (page: Page) => page.getByRole('region', { name: 'Ratings and reviews' });

/** Clicks the star (the label around the radio: the drawn star lies over the visually hidden input). */
async function clickStar(page: Page, name: string): Promise<void> {
  await reviews(page).locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
}

async function cardRating(page: Page): Promise<string | null> {
  await page.goto(`${readStack().shellUrl}/all-recipes?q=${encodeURIComponent(suffix)}`);
  const card = page.getByRole('list', { name: 'Recipes' }).getByRole('article').filter({ hasText: TITLE });
  await card.waitFor({ timeout: LOAD_TIMEOUT });
  const rated = card.getByText(/^Rated /);
  return (await rated.count()) ? rated.textContent() : null;
}

describe('a community: ratings and reviews, collections, reports and moderation', () => {
  const suite = useBrowserSuite();
  let author: TestUser;
  let reviewer: TestUser;
  let page: Page;
  let recipeId: string;

  beforeAll(async () => {
    [author, reviewer] = await Promise.all([createTestUser({ displayName: 'Pudding Author' }), createTestUser({ displayName: 'Ann Reviewer' })]);
    recipeId = await addRecipe(author, TITLE);
    page = await newPage(suite.browser, { width: 375, height: 800 });
    await signInThroughUi(page, reviewer.email, reviewer.password);
  });

  it('rates and reviews a recipe with the star radio group, and the card shows the average', async () => {
    await openRecipe(page, recipeId);
    const section = reviews(page);
    await section.getByRole('radiogroup', { name: 'Your rating' }).waitFor({ timeout: LOAD_TIMEOUT });
    // Keyboard: the radio group takes the arrow keys.
    await clickStar(page, '3 stars');
    expect(await section.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await section.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await section.getByLabel('Your review').fill(REVIEW_TEXT);
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Post review' }).click();
    await section.getByText('4.0 out of 5').or(section.getByText('4 out of 5', { exact: true })).first().waitFor({ timeout: LOAD_TIMEOUT });
    const item = section.getByRole('article', { name: reviewer.displayName });
    await item.waitFor();
    expect(await item.getByText(/Halved the sugar/).evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    await screenshot(page, 'community-review-375-light');
    expect(await cardRating(page)).toBe('Rated 4.0 out of 5 by 1 cook');
  });

  it('edits the review and then deletes it', async () => {
    await openRecipe(page, recipeId);
    const section = reviews(page);
    await section.getByRole('button', { name: 'Update review' }).waitFor({ timeout: LOAD_TIMEOUT });
    await clickStar(page, '2 stars');
    await section.getByRole('button', { name: 'Update review' }).click();
    await section.getByText(/^2(\.0)? out of 5$/).first().waitFor({ timeout: LOAD_TIMEOUT });
    expect(await cardRating(page)).toBe('Rated 2.0 out of 5 by 1 cook');

    await openRecipe(page, recipeId);
    await reviews(page).getByRole('button', { name: 'Delete review' }).click();
    await page.getByRole('dialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete' }).click();
    await reviews(page).getByText('No ratings yet').first().waitFor({ timeout: LOAD_TIMEOUT });
    expect(await cardRating(page)).toBeNull();
  });

  it('makes a public collection from the recipe page, which a signed-out visitor opens', async () => {
    await openRecipe(page, recipeId);
    await page.getByRole('button', { name: 'Add to collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('button', { name: 'New collection' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(COLLECTION);
    await dialog.getByRole('checkbox', { name: 'Public' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await dialog.getByText(`Created ${COLLECTION} and added the recipe`).waitFor({ timeout: LOAD_TIMEOUT });
    await screenshot(page, 'community-add-to-collection-375-light');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const mine = await apiFetch<Array<{ _id: string; title: string; visibility: string; recipeCount: number }>>('/collections', { token: reviewer.idToken });
    const collection = mine.body.find((c) => c.title === COLLECTION)!;
    expect(collection).toMatchObject({ visibility: 'public', recipeCount: 1 });

    const visitor = await newPage(suite.browser, { width: 375, height: 800 });
    try {
      await visitor.goto(`${readStack().shellUrl}/collections/${collection._id}`);
      await visitor.getByRole('heading', { name: COLLECTION, level: 1 }).waitFor({ timeout: LOAD_TIMEOUT });
      await visitor.getByRole('list', { name: `Recipes in ${COLLECTION}` }).getByRole('heading', { name: TITLE }).waitFor();
      expect(await visitor.getByRole('link', { name: reviewer.displayName }).getAttribute('href')).toBe(`/cooks/${reviewer.uid}`);
      expect(await visitor.content()).not.toContain(reviewer.email);
      await screenshot(visitor, 'community-collection-signed-out-375-light');
    } finally {
      await visitor.context().close();
    }
  });

  it('hides a review three cooks report, and shows it again when a moderator keeps it', async () => {
    const critic = await createTestUser({ displayName: 'Blunt Critic' });
    const review = await apiFetch<{ _id: string }>(`/recipes/${recipeId}/reviews/mine`, { token: critic.idToken, method: 'PUT', body: { rating: 1, text: 'Bland. Not for me.' } });
    expect([200, 201]).toContain(review.status);
    const reviewId = review.body._id;

    // One report through the page, two more by other cooks through the API.
    await openRecipe(page, recipeId);
    await reviews(page).getByRole('button', { name: "Report Blunt Critic's review" }).click();
    const report = page.getByRole('dialog', { name: 'Report this review' });
    await report.getByRole('radio', { name: 'Spam or advertising' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.waitFor({ state: 'detached', timeout: LOAD_TIMEOUT });
    for (const name of ['Second Reporter', 'Third Reporter']) {
      const reporter = await createTestUser({ displayName: name });
      expect((await apiFetch(`/reviews/${reviewId}/reports`, { token: reporter.idToken, method: 'POST', body: { reason: 'harassment' } })).status).toBe(201);
    }
    const publicPage = await apiFetch<{ reviews: Array<{ _id: string }> }>(`/recipes/${recipeId}/reviews`);
    expect(publicPage.body.reviews.map((r) => r._id)).not.toContain(reviewId);

    const moderator = await createTestUser({ displayName: 'Mo Derator' });
    const { authEmulatorUrl, projectId } = readStack();
    const emulator = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: new URL(authEmulatorUrl).host, FIREBASE_PROJECT_ID: projectId };
    expect(await roleCommand(['grant', moderator.email, 'moderator'], emulator, () => undefined)).toBe(0);
    const desk = await newPage(suite.browser, { width: 375, height: 800 });
    try {
      await signInThroughUi(desk, moderator.email, moderator.password);
      await desk.goto(`${readStack().shellUrl}/dashboard/moderation`);
      const item = desk.getByRole('article', { name: 'Review by Blunt Critic' });
      await item.waitFor({ timeout: LOAD_TIMEOUT });
      expect(await axeViolations(desk)).toEqual([]);
      await screenshot(desk, 'community-moderation-375-light');
      await item.getByRole('button', { name: 'Keep review by Blunt Critic' }).click();
      const decision = desk.getByRole('dialog', { name: 'Keep review by Blunt Critic' });
      await decision.getByLabel('Reason').fill('Honest, if harsh: not abuse.');
      await decision.getByRole('button', { name: 'Keep it' }).click();
      await item.waitFor({ state: 'detached', timeout: LOAD_TIMEOUT });
    } finally {
      await desk.context().close();
    }
    const restored = await apiFetch<{ reviews: Array<{ _id: string }> }>(`/recipes/${recipeId}/reviews`);
    expect(restored.body.reviews.map((r) => r._id)).toContain(reviewId);
  });

  it.each(['light', 'dark'] as const)('shows the reviews and My Collections at 375 px in the %s theme with no axe violation', async (theme) => {
    const themed = await newPage(suite.browser, { width: 375, height: 800, theme });
    try {
      await signInThroughUi(themed, reviewer.email, reviewer.password);
      await openRecipe(themed, recipeId);
      await reviews(themed).getByRole('article').first().waitFor({ timeout: LOAD_TIMEOUT });
      expect(await axeViolations(themed)).toEqual([]);
      await screenshot(themed, `community-reviews-375-${theme}`);
      await themed.goto(`${readStack().shellUrl}/dashboard/collections`);
      await themed.getByRole('article', { name: COLLECTION }).waitFor({ timeout: LOAD_TIMEOUT });
      await themed.getByRole('button', { name: `Show recipes in ${COLLECTION}` }).click();
      await themed.getByRole('list', { name: `Recipes in ${COLLECTION}` }).waitFor();
      expect(await axeViolations(themed)).toEqual([]);
      await screenshot(themed, `community-my-collections-375-${theme}`);
    } finally {
      await themed.context().close();
    }
  });
});
