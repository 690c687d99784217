/**
 * Pages as the shell's origin renders them on the server, fetched the way a crawler or a browser without JavaScript
 * gets them (one plain HTTP GET), and what their HTML says: the Content-Security-Policy's nonce, the script tags, the
 * embedded state, and a DOM to query (the HTML loaded into a Chromium page with JavaScript off).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { readStack } from './stack';

export interface ServerPage {
  url: string;
  status: number;
  headers: Headers;
  html: string;
}

/** One GET of a page of the shell's origin (no redirects followed: a page answers itself). */
export async function getServerPage(path: string, headers: Record<string, string> = {}): Promise<ServerPage> {
  const url = `${readStack().shellUrl}${path}`;
  const response = await fetch(url, { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' });
  return { url, status: response.status, headers: response.headers, html: await response.text() };
}

/** The nonce the Content-Security-Policy header allows scripts with, or undefined. */
export function cspNonce(csp: string | null): string | undefined {
  return csp?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1];
}

/** Every opening `<script ...>` tag of the HTML, as written. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

/**
 * The text of the `<script id="forkful-state" type="application/json">` element, up to the first `</script>` after
 * it: what the HTML parser takes as its content. When text inside the state could close the element, this is cut
 * there, and JSON.parse of it fails.
 */
export function stateText(html: string): string {
  const open = html.match(/<script id="forkful-state" type="application\/json"[^>]*>/);
  if (!open || open.index === undefined) throw new Error('the page has no forkful-state script');
  const start = open.index + open[0].length;
  const end = html.indexOf('</script>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The count of non-overlapping occurrences of `needle` in `text`. */
export function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/**
 * A Chromium page with JavaScript off, to read fetched HTML as a browser parses it (headings, head tags, cards).
 * Nothing of the page's own code runs there; Playwright's queries still work.
 */
export async function htmlReader(browser: Browser): Promise<{ read: (html: string) => Promise<Page>; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The HTML's own subresources (images from the API, the shell's favicon) are not what is read: none is fetched.
  await page.route('**/*', (route) => route.abort());
  return {
    read: async (html: string) => {
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      return page;
    },
    close: () => context.close(),
  };
}

/** The head a page carries, as the parsed document says. */
export async function headOf(page: Page): Promise<{ title: string; description?: string; canonical?: string; ogTitle?: string; robots?: string }> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? undefined;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
    };
  });
}

/** The titles of the recipe cards (articles named by their title) inside `scope`, in order. */
export async function cardTitlesIn(scope: Locator): Promise<string[]> {
  return scope.locator('article[aria-labelledby]').evaluateAll((cards) =>
    cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''),
  );
}

/** The level-1 headings' texts inside <main>. */
export async function mainHeadings(page: Page): Promise<string[]> {
  return page.locator('main h1').allTextContents();
}

/**
 * GETs `path` until `ready(page)` holds (the origin notices a deploy within about a second: it reads the store's
 * pointers and registry), and returns that answer; fails with the last answer's summary after `timeoutMs`.
 */
export async function waitForServerPage(path: string, ready: (page: ServerPage) => boolean, timeoutMs = 10000): Promise<ServerPage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await getServerPage(path);
    if (ready(page)) return page;
    if (Date.now() > deadline) {
      throw new Error(`${path} did not become as expected within ${timeoutMs} ms; last answer ${page.status} (${page.headers.get('x-forkful-render')}): ${page.html.replace(/<style[\s\S]*?<\/style>/g, '').slice(0, 600)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The remote's version the page was rendered with, from its embedded state (the registry it carries). */
export function renderedVersionOf(html: string, app: string): string | undefined {
  const state = JSON.parse(stateText(html)) as { registry?: { remotes?: { app: string; version: string }[] } };
  return state.registry?.remotes?.find((remote) => remote.app === app)?.version;
}
