/**
 * Server-rendered pages in Chromium: every public route is hydrated, not rendered again (the elements the server sent
 * are the ones on screen once the page has settled), with nothing in the console, no Content-Security-Policy
 * violation and no API request for data the HTML carried, in both colour schemes at 375 px. And cooks' text that
 * looks like markup (`</script>`, `"><img onerror>`) stays text: escaped in the HTML, in its head and in the embedded
 * state, and shown as text with no script run in the browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiFetch } from '../support/api';
import { BLOCKED_WORKER_WARNING, LOAD_TIMEOUT } from '../support/browser';
import {
  cardTitlesIn, getServerPage, headOf, htmlReader, occurrences, scriptTags, stateText,
} from '../support/server-html';
import { readStack, sampleUsers } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, type TestUser } from '../support/users';

const SCRIPT_TITLE = '</script><script>alert(1)</script>';
const ATTRIBUTE_TITLE = '"><img src=x onerror=alert(1)>';
const COOK_NAME = '"><img src=x onerror=alert(2)> Cook';

interface PageWatch {
  /** Console errors and warnings, page errors, the shell's notes about areas left to the browser. */
  problems: string[];
  /** Requests to the API other than images. */
  apiCalls: string[];
  dialogs: string[];
  /** The document's X-Forkful-Render. */
  render?: string;
}

/**
 * Records, from the start of the document: CSP violations, and the elements the server sent (the first <main> h1, the
 * <main> and the header) as soon as the HTML is parsed, before any of the page's scripts ran.
 */
function recordServerElements(): void {
  const w = window as unknown as { __ssr: Record<string, unknown> };
  const violations: string[] = [];
  w.__ssr = { violations };
  document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    Object.assign(w.__ssr, { h1: document.querySelector('main h1'), main: document.querySelector('main'), header: document.querySelector('header') });
  });
}

function watch(page: Page): PageWatch {
  const { apiUrl } = readStack();
  const seen: PageWatch = { problems: [], apiCalls: [], dialogs: [] };
  page.on('pageerror', (error) => seen.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const type = message.type();
    // The document of a 404 page is itself an error answer, which Chromium reports; nothing else may be.
    const documentStatus = type === 'error' && message.location().url === page.url() && /status of 404/.test(message.text());
    const blockedWorker = message.text() === BLOCKED_WORKER_WARNING;
    if ((type === 'error' || type === 'warning' || /\[forkful\]|Refused to/.test(message.text())) && !documentStatus && !blockedWorker) {
      seen.problems.push(`${type}: ${message.text()}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(apiUrl).origin && !url.pathname.startsWith('/images/')) seen.apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** How the server made a document (its X-Forkful-Render header) when the page's data was all in it. */
const WHOLE_RENDERS = ['server', 'cache'];
const RENDER_TRIES = 10;

/**
 * Opens `path` and waits until React has taken over the server's <main> h1 (hydrated it, or replaced it) and the
 * network is quiet. Under load (CI runs the API's suites beside this one) a page's data can miss the server's 300 ms
 * deadline, and the page is then left to the browser by design: not what this test looks at. So a page whose document
 * was not rendered whole is opened again, a moment later, a few times; `render` records how the last one was made.
 */
async function openSettled(context: BrowserContext, path: string): Promise<{ page: Page; seen: PageWatch }> {
  let page: Page;
  let seen: PageWatch;
  for (let attempt = 1; ; attempt += 1) {
    page = await context.newPage();
    seen = watch(page);
    const response = await page.goto(`${readStack().shellUrl}${path}`);
    seen.render = response?.headers()['x-forkful-render'] ?? 'none';
    if (WHOLE_RENDERS.includes(seen.render) || attempt === RENDER_TRIES) break;
    await page.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  }, undefined, { timeout: LOAD_TIMEOUT });
  await page.waitForLoadState('networkidle');
  return { page, seen };
}

/** Whether the server's elements recorded at parse time are still the ones in the document. */
function serverElementsKept(page: Page): Promise<Record<string, boolean | string>> {
  return page.evaluate(() => {
    const kept = (window as unknown as { __ssr: Record<string, Element | null> }).__ssr;
    return {
      h1: kept.h1 !== null && kept.h1 === document.querySelector('main h1'),
      main: kept.main !== null && kept.main === document.querySelector('main'),
      header: kept.header !== null && kept.header === document.querySelector('header'),
      theme: document.documentElement.getAttribute('data-theme') ?? '',
    };
  });
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __ssr: { violations: string[] } }).__ssr.violations);

describe('server-rendered pages in Chromium', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;
  const createdIds: string[] = [];
  const routes = ['/', '/all-recipes', `/cooks/${sampleUsers()[1].uid}`, '/about', '/contact', '/support', '/terms', '/privacy', '/no/such/page'];

  beforeAll(async () => {
    // A cook whose name and recipes' titles look like markup; they are on /all-recipes while the pages below load too.
    cook = await createTestUser({ displayName: COOK_NAME });
    for (const title of [SCRIPT_TITLE, ATTRIBUTE_TITLE]) {
      const response = await apiFetch<{ insertedId: string }>('/add-recipe', {
        token: cook.idToken,
        method: 'POST',
        body: {
          image: `${readStack().apiUrl}/images/recipes/spaghetti-carbonara.svg`,
          title,
          ingredients: 'flour, water',
          instructions: 'Knead.',
          cuisineType: 'Others',
          prepTime: 10,
          categories: ['Dinner'],
        },
      });
      expect(response.status).toBe(201);
      createdIds.push(response.body.insertedId);
    }
    // The first render of a page after the stack started loads the server bundles, and the first of a URL learns which
    // data it needs (a remote or data later than 300 ms is left to the browser, by design): one visit each first, so
    // the browser sees the steady state.
    for (const path of [...routes, `/cooks/${cook.uid}`, `/all-recipes?q=${encodeURIComponent(ATTRIBUTE_TITLE)}`]) await getServerPage(path);
  });

  afterAll(async () => {
    for (const id of createdIds) await apiFetch(`/my-recipes/${id}`, { token: cook.idToken, method: 'DELETE' });
  });

  describe.each(['light', 'dark'] as const)('with a %s colour scheme, 375 px wide', (colorScheme) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await suite.browser.newContext({ colorScheme, viewport: { width: 375, height: 800 }, serviceWorkers: 'block' });
      await context.addInitScript(recordServerElements);
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(routes)('%s is hydrated: its server elements kept, a quiet console, no CSP violation, no refetch', async (path) => {
      const { page, seen } = await openSettled(context, path);
      // All in one comparison, so a failure shows every way the page went wrong.
      expect({ render: seen.render, kept: await serverElementsKept(page), violations: await cspViolations(page), console: seen.problems, apiCalls: seen.apiCalls }).toEqual({
        render: expect.stringMatching(new RegExp(`^(${WHOLE_RENDERS.join('|')})$`)),
        kept: { h1: true, main: true, header: true, theme: colorScheme },
        violations: [],
        console: [],
        apiCalls: [],
      });
      await page.close();
    });
  });

  describe('text that looks like markup', () => {
    const pages = () => [`/cooks/${cook.uid}`, `/all-recipes?q=${encodeURIComponent(ATTRIBUTE_TITLE)}`];

    it("is escaped in the server's HTML, its head and its embedded state", async () => {
      const { read, close } = await htmlReader(suite.browser);
      for (const path of pages()) {
        const { status, html } = await getServerPage(path);
        expect({ path, status }).toEqual({ path, status: 200 });
        // Nothing of it is markup: no script or img element of its own, no attribute broken out of.
        for (const raw of [SCRIPT_TITLE, ATTRIBUTE_TITLE, COOK_NAME, '<script>alert', '<img src=x']) expect(occurrences(html, raw)).toBe(0);
        // Each script element is closed once: no </script> from the text ends one early or adds one.
        expect(occurrences(html, '</script>')).toBe(scriptTags(html).length);
        const state = stateText(html);
        expect(state).not.toMatch(/[<>]/);
        // The state parses whole, and gives the browser the text as it was written.
        const json = JSON.stringify(JSON.parse(state));
        const shown = path.startsWith('/cooks/') ? [SCRIPT_TITLE, ATTRIBUTE_TITLE, COOK_NAME] : [ATTRIBUTE_TITLE];
        for (const text of shown) expect(json).toContain(JSON.stringify(text).slice(1, -1));

        const doc = await read(html);
        expect(await doc.locator('img[src="x"], script:not([nonce])').count()).toBe(0);
        const titles = await cardTitlesIn(doc.locator('main'));
        expect(titles).toEqual(expect.arrayContaining([ATTRIBUTE_TITLE]));
        if (path.startsWith('/cooks/')) {
          expect([...titles].sort()).toEqual([SCRIPT_TITLE, ATTRIBUTE_TITLE].sort());
          expect(await doc.locator('main h1').textContent()).toBe(COOK_NAME);
          const head = await headOf(doc);
          expect(head.title).toBe(`${COOK_NAME} · Forkful`);
          expect(head.ogTitle).toBe(head.title);
          expect(head.description).toContain(COOK_NAME);
        } else {
          expect(await doc.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(ATTRIBUTE_TITLE);
          expect(new URL((await headOf(doc)).canonical!).searchParams.get('q')).toBe(ATTRIBUTE_TITLE);
        }
      }
      await close();
    });

    it('runs no script in Chromium, and shows the text as text', async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      await context.addInitScript(recordServerElements);
      for (const path of pages()) {
        const { page, seen } = await openSettled(context, path);
        await page.getByRole('article', { name: ATTRIBUTE_TITLE }).first().waitFor({ timeout: LOAD_TIMEOUT });
        if (path.startsWith('/cooks/')) {
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(COOK_NAME);
          expect(await page.title()).toBe(`${COOK_NAME} · Forkful`);
          expect(await page.getByRole('article', { name: SCRIPT_TITLE }).count()).toBe(1);
        }
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(seen.dialogs).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        expect(seen.problems).toEqual([]);
        expect(await serverElementsKept(page)).toMatchObject({ h1: true, main: true });
        await page.close();
      }
      await context.close();
    });
  });
});

