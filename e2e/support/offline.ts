/**
 * The shell's service worker as the offline test drives it: waiting until it controls the page and has kept what a
 * page needs, reading its caches, and Chromium's installability check.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LOAD_TIMEOUT } from './browser';

/** The caches' name prefixes (shell/src/service-worker/cache-names.ts). */
export const CACHE = {
  personal: 'forkful-personal-',
  public: 'forkful-public-',
  images: 'forkful-images-',
  pointers: 'forkful-pointers-',
  remoteFiles: 'forkful-remote-files-',
} as const;

/** Waits until a service worker is active and controls the page (it registers once the page is idle). */
export async function waitForServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, {
    timeout: LOAD_TIMEOUT,
  });
  return page.evaluate(() => (navigator.serviceWorker.controller as ServiceWorker).scriptURL);
}

/** The URLs kept in the caches whose names start with `prefix`, by cache name. */
export function cacheContents(page: Page, prefix: string): Promise<Record<string, string[]>> {
  return page.evaluate(async (start) => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith(start)) contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return contents;
  }, prefix);
}

/** Waits until a URL is kept in a cache whose name starts with `prefix` (the worker keeps things in the background). */
export async function waitUntilKept(page: Page, prefix: string, url: string): Promise<void> {
  await page.waitForFunction(
    async ({ start, wanted }) => {
      for (const name of await caches.keys()) {
        if (name.startsWith(start) && (await (await caches.open(name)).match(wanted, { ignoreVary: true }))) return true;
      }
      return false;
    },
    { start: prefix, wanted: url },
    { timeout: LOAD_TIMEOUT, polling: 250 },
  );
}

/**
 * Waits until every remote version whose manifest the worker kept is kept whole (its exposed pages' files, later
 * chunks included), as the worker does in the background once a page has loaded a remote.
 */
export async function waitForRemotesKept(page: Page): Promise<void> {
  await page.waitForFunction(
    async ({ pointers, files }) => {
      const names = await caches.keys();
      const pointerCache = names.find((name) => name.startsWith(pointers));
      const fileCache = names.find((name) => name.startsWith(files));
      if (!pointerCache || !fileCache) return false;
      const kept = await caches.open(fileCache);
      for (const request of await (await caches.open(pointerCache)).keys()) {
        if (!/\/versions\/[^/]+\/mf-manifest\.json$/.test(new URL(request.url).pathname)) continue;
        const manifest = await ((await caches.match(request)) as Response).json();
        for (const expose of manifest.exposes ?? []) {
          for (const list of [expose.assets?.js?.sync, expose.assets?.js?.async]) {
            for (const file of list ?? []) if (!(await kept.match(new URL(file, request.url).href))) return false;
          }
        }
      }
      return true;
    },
    { pointers: CACHE.pointers, files: CACHE.remoteFiles },
    { timeout: LOAD_TIMEOUT, polling: 500 },
  );
}

/** Whether the page's image named `alt` has loaded (not the placeholder a failed photo becomes). */
export async function waitForPhoto(page: Page, alt: string): Promise<number> {
  const image = page.locator('main img').and(page.getByAltText(alt, { exact: true })).first();
  await image.waitFor({ timeout: LOAD_TIMEOUT });
  await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle(), { timeout: LOAD_TIMEOUT });
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

/**
 * Chromium's reasons the page at `url` could not be installed (DevTools' Page.getInstallabilityErrors), once its
 * service worker controls it: none when installable. In a Chromium of its own with a profile on disk: the run's
 * contexts are incognito, where nothing is installable.
 */
export async function installabilityErrors(url: string): Promise<string[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await waitForServiceWorker(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors: errors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    return errors.map((error) => error.errorId);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
