/**
 * Debian Chromium driven by playwright-core (no downloaded browsers).
 * One Chromium for the whole run, started by global-setup.ts; each test file connects to it (launchBrowser in
 * beforeAll, browser.close() in afterAll, which closes the file's contexts and disconnects); one isolated context per
 * page. Without a running one (a file run on its own against a stack file), a file launches its own.
 */
import * as fs from 'fs';
import * as path from 'path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@forkful/platform';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { OUTPUT_DIR, readStack } from './stack';

// The one place the path and flags are set (Node tools share them: the deploy's render check, the benches).
export { CHROMIUM_ARGS, CHROMIUM_PATH };
export const SCREENSHOT_DIR = path.join(OUTPUT_DIR, 'screenshots');
/** How long a page may take to show what a test waits for (a remote loaded from its origin, the API answered). */
export const LOAD_TIMEOUT = 30000;

function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

/** The run's shared Chromium, with a fresh temporary profile (playwright creates and deletes it). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  requireChromium();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The run's shared Chromium when global-setup.ts started one, else a Chromium of this file's own. */
export async function launchBrowser(): Promise<Browser> {
  const { browserWsEndpoint } = readStack();
  if (browserWsEndpoint) return chromium.connect(browserWsEndpoint);
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface NewPageOptions {
  width?: number;
  height?: number;
  /** Stored as localStorage `theme` before the app first loads (later reloads keep whatever the app stored). */
  theme?: 'light' | 'dark';
  /**
   * Blocked unless a test is about the service worker (offline.e2e.test.ts opens its own context): a worker answers
   * from its caches where a test fakes the network with page.route (its requests never pass through it), and it
   * fetches whole remote versions in the background, CPU the other lane's tests wait for. Playwright logs a warning
   * for each blocked registration (BLOCKED_WORKER_WARNING).
   */
  serviceWorkers?: 'allow' | 'block';
}

/** What Playwright logs in a page whose service worker registration it blocked: not a problem of the page. */
export const BLOCKED_WORKER_WARNING = 'Service Worker registration blocked by Playwright';

/**
 * A page in its own browser context (own cookies, storage, auth session). Close it with `page.context().close()`
 * or let browser.close() do it.
 */
export async function newPage(browser: Browser, { width = 1280, height = 900, theme, serviceWorkers = 'block' }: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers });
  if (theme) {
    // Only on the tab's first load, so a theme the app stores later survives reloads.
    await context.addInitScript((value: string) => {
      if (!sessionStorage.getItem('__e2e_theme_set')) {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('__e2e_theme_set', '1');
      }
    }, theme);
  }
  const page = await context.newPage();
  whenLoadedWaitForHydration(page);
  return page;
}

/**
 * Public pages arrive rendered by the server and become interactive when React hydrates them (the shell at once, a
 * remote's area when its code has arrived): a click before that does nothing. Whatever a test does after a page load
 * happens on the hydrated page, as it did when the browser rendered everything: `goto` and `reload` resolve once the
 * page area's elements belong to React (or after 15 s, for a page with no such area; the test's own waits decide).
 */
function whenLoadedWaitForHydration(page: Page): void {
  const hydrated = () =>
    page
      .waitForFunction(
        () => {
          const area = document.querySelector('main > :not(template)');
          return area !== null && Object.keys(area).some((key) => key.startsWith('__reactFiber$'));
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    // A test that asks for the page early (domcontentloaded, commit) watches what happens before hydration itself.
    const early = args[1]?.waitUntil === 'domcontentloaded' || args[1]?.waitUntil === 'commit';
    if (!early) await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * Full-page PNG at test-output/screenshots/<name>.png; returns the path. Through DevTools' own capture with its
 * optimizeForSpeed encoding (Playwright does not offer it): the 130 screenshots of a run cost about half the CPU of
 * Playwright's best-compression PNGs (0.2 instead of 0.4-0.6 s each, measured), for files about 1.5 times larger.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const session = await page.context().newCDPSession(page);
  try {
    const { cssContentSize } = await session.send('Page.getLayoutMetrics');
    const clip = { x: 0, y: 0, width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height), scale: 1 };
    const { data } = await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, captureBeyondViewport: true, clip });
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  } finally {
    await session.detach();
  }
  return file;
}

/**
 * Collect uncaught page errors and console errors from now on (assert on them at the end of a test).
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A not-found page is answered with status 404 (server rendering), which Chromium reports for the document.
    if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Make one origin unreachable for this page only: 'refuse' fails every request at once (a server that is down),
 * 'hang' never answers (a server that accepts and stalls). Undo with page.unroute(`${origin}/**`).
 */
export async function simulateOriginDown(page: Page, origin: string, how: 'refuse' | 'hang' = 'refuse'): Promise<void> {
  await page.route(`${origin}/**`, (route) => (how === 'refuse' ? route.abort('connectionrefused') : new Promise<void>(() => undefined)));
}
