/** The shell's sign-in pages: what the auth tests look for and do there. */
import type { Page } from 'playwright-core';
import { LOAD_TIMEOUT } from './browser';

export { mainNav } from './shell-page';

export const avatar = (page: Page) => page.getByTestId('user-avatar');
export const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: LOAD_TIMEOUT });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}
