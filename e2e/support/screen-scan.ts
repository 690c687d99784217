/**
 * Walking through many screens in one tab, as tests/accessibility.e2e.test.ts does: the page's language and theme set
 * the way the shell keeps them, client-side navigation (no reload, no new remote downloads), waiting until a screen
 * has settled without reading any of its words (the same wait in every language), and the path of an element found
 * in one language to click the same element in another.
 */
import type { Locator, Page } from 'playwright-core';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@forkful/domain';
import { LOAD_TIMEOUT } from './browser';
import { readStack } from './stack';

export type Theme = 'light' | 'dark';

/** Stores the language (localStorage and the cookie the shell's server reads) and the theme; the next full load uses them. */
export async function storePreferences(page: Page, lang: Locale, theme: Theme): Promise<void> {
  const { shellUrl } = readStack();
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: shellUrl }]);
  await page.evaluate(
    ([key, value, mode]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('theme', mode);
    },
    [LOCALE_STORAGE_KEY, lang, theme],
  );
}

/** What the page says it is in: <html lang> and data-theme. */
export async function shownPreferences(page: Page): Promise<{ lang: string; theme: string | null }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, theme: document.documentElement.getAttribute('data-theme') }));
}

/** Goes to `path` the way a link does (history.pushState and the router's popstate), keeping the loaded remotes. */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Requests the page has sent and not yet seen answered (beacons and streams left out: they may stay open). */
export function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  const ignored = new Set(['eventsource', 'websocket', 'ping', 'manifest']);
  page.on('request', (request) => {
    if (!ignored.has(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until the screen has settled: no request open for a moment, no skeleton or busy element left, a heading of
 * the page (or the open dialog) shown, and every finite animation (a dialog's opening) finished.
 */
export async function settled(page: Page, openRequests: () => number, what: 'page' | 'dialog' = 'page'): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (openRequests() > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(50);
  }
  const shown = what === 'dialog' ? '[role="dialog"], [role="alertdialog"]' : 'main h1';
  await page.locator(shown).first().waitFor({ state: 'visible', timeout: LOAD_TIMEOUT });
  await page.waitForFunction(() => !document.querySelector('[data-testid*="skeleton"], [aria-busy="true"]'), undefined, { timeout: LOAD_TIMEOUT });
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A CSS path to the element (tag and nth-of-type steps up to the app's root element): the same element of the same
 * screen in another language, where its name differs.
 */
export async function pathOf(locator: Locator): Promise<string> {
  return locator.first().evaluate((element) => {
    const steps: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body) {
      if (node.id === 'root') {
        steps.unshift('#root');
        break;
      }
      const tag = node.tagName.toLowerCase();
      const index = node.parentElement ? Array.from(node.parentElement.children).filter((sibling) => sibling.tagName === node!.tagName).indexOf(node) + 1 : 1;
      steps.unshift(`${tag}:nth-of-type(${index})`);
      node = node.parentElement;
    }
    return steps.join(' > ');
  });
}
