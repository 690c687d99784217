/** The dashboard remote's pages as the tests drive them: its navigation, the My recipes table, its dialogs. */
import type { Page } from 'playwright-core';
import type { Recipe } from '@forkful/domain';
import { apiFetch } from './api';
import { LOAD_TIMEOUT } from './browser';
import { readStack } from './stack';
import type { TestUser } from './users';

export const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
export const table = (page: Page) => page.getByRole('table', { name: 'My recipes' });
export const row = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });
export const dialogTitle = (page: Page) => page.locator('.swal2-popup .swal2-title');

export async function openDashboard(page: Page, path = ''): Promise<void> {
  await page.goto(`${readStack().shellUrl}/dashboard${path}`);
  await dashboardNav(page).waitFor({ timeout: LOAD_TIMEOUT });
}

export async function openMyRecipes(page: Page): Promise<void> {
  await openDashboard(page, '/my-recipes');
  await table(page).or(page.getByText("You haven't added any recipes yet!")).first().waitFor({ timeout: LOAD_TIMEOUT });
}

/** Waits for a SweetAlert2 dialog with this title. */
export async function expectDialog(page: Page, title: string): Promise<void> {
  await dialogTitle(page).filter({ hasText: title }).waitFor({ timeout: 15000 });
}

/** Waits until the dialog's opening animation has finished (for a screenshot of the settled dialog). */
export async function dialogSettled(page: Page): Promise<void> {
  await page.locator('.swal2-popup').evaluate((popup) => Promise.all(popup.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** Waits for a SweetAlert2 dialog with this title to open and close by itself; returns how long it stayed open. */
export async function expectSelfClosingDialog(page: Page, title: string): Promise<number> {
  await expectDialog(page, title);
  const opened = Date.now();
  // A timed dialog (its progress bar runs) without buttons, gone without anyone touching it.
  expect(await page.locator('.swal2-popup .swal2-timer-progress-bar').count()).toBe(1);
  expect(await page.locator('.swal2-popup .swal2-confirm').isVisible()).toBe(false);
  await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 10000 });
  return Date.now() - opened;
}

export async function mine(user: TestUser): Promise<Recipe[]> {
  const response = await apiFetch<Recipe[]>(`/my-recipes?email=${encodeURIComponent(user.email)}`, { token: user.idToken });
  expect(response.status).toBe(200);
  return response.body;
}
