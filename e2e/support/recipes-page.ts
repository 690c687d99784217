/** The recipes remote's list page as the tests drive it, and the API calls they compare it with. */
import type { Page } from 'playwright-core';
import type { Recipe } from '@forkful/domain';
import { apiFetch } from './api';
import { readStack } from './stack';

/** Recipes per page, as the list asks for them. */
export const PAGE_SIZE = 8;

/** One page from the API, the way the page asks for it. */
export async function apiPage(query: Record<string, string | number>): Promise<{ recipes: Recipe[]; total: number }> {
  const search = new URLSearchParams({ page: '1', limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const response = await apiFetch<Recipe[]>(`/recipes?${search}`);
  expect(response.status).toBe(200);
  return { recipes: response.body, total: Number(response.headers['x-total-count']) };
}

export async function apiRecipe(id: string): Promise<Recipe> {
  const response = await apiFetch<Recipe>(`/recipes/${id}`);
  expect(response.status).toBe(200);
  return response.body;
}

export const grid = (page: Page) => page.getByRole('list', { name: 'Recipes' });

/** Waits until the loader has ended and the grid (or the empty state) shows, then reads the card titles in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  await page.getByTestId('recipe-grid-skeleton').waitFor({ state: 'detached', timeout: 30000 });
  await page.locator('[aria-labelledby="all-recipes-heading"]').getByRole('status').or(grid(page)).first().waitFor();
  return grid(page).getByRole('article').getByRole('heading').allTextContents();
}

/** Runs `action` and waits for the GET /recipes call it causes to be answered. */
export async function afterListCall(page: Page, action: () => Promise<unknown>): Promise<URL> {
  const { apiUrl } = readStack();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(`${apiUrl}/recipes?`) && r.request().method() === 'GET'),
    action(),
  ]);
  return new URL(response.url());
}

/** Opens the list (its first page comes with the HTML, rendered by the server) and waits for the cards. */
export async function openAllRecipes(page: Page, query = ''): Promise<void> {
  await page.goto(`${readStack().shellUrl}/all-recipes${query}`);
  await cardTitles(page);
}
