/** The shell's own parts of every page: header, footer, main navigation, and the fallback a remote that failed leaves. */
import type { Page } from 'playwright-core';
import { LOAD_TIMEOUT } from './browser';

export const UNAVAILABLE = 'This part of Forkful is unavailable right now';

export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const fallback = (page: Page) => page.getByRole('alert').filter({ hasText: UNAVAILABLE });

export async function waitForHeading(page: Page, name: string, timeout = LOAD_TIMEOUT): Promise<void> {
  try {
    await page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout });
  } catch (error) {
    // What the page showed instead (a 404, the fallback, a spinner) is what the failure needs to say.
    const shown = await page.locator('main').innerText({ timeout: 1000 }).catch(() => '(no main)');
    throw new Error(`No heading "${name}" on ${page.url()} within ${timeout} ms; the page shows: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`, { cause: error });
  }
}
