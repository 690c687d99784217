/** The shell's own parts of every page: header, footer, main navigation, and the fallback a remote that failed leaves. */
import type { Page } from 'playwright-core';
import { LOAD_TIMEOUT } from './browser';

export const UNAVAILABLE = 'This part of Forkful is unavailable right now';

export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const fallback = (page: Page) => page.getByRole('alert').filter({ hasText: UNAVAILABLE });

export async function waitForHeading(page: Page, name: string, timeout = LOAD_TIMEOUT): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout });
}
