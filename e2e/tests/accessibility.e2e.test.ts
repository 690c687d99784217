/**
 * Issue 34: no accessibility violation anywhere. Every screen (every page each remote's routes.json declares, the
 * shell's sign-in pages, the not-found page) and its dialogs, at 375 px, in English and Bangla, signed out and signed
 * in as the sample cook Ayesha, checked with axe's every default rule (WCAG A/AA and best practices such as
 * heading-order, landmark-unique and region). Each screen in both themes: English signed out light and signed in dark,
 * Bangla the other way round. One tab signed out and one signed in, each loaded once per language and moved from
 * screen to screen client-side; axe runs once per screen or state. A Bangla screen's dialogs are opened through the
 * same elements as in English (found by their path: their names are in another language).
 */
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '@forkful/domain';
import { main as roleCommand } from '@forkful/scripts/role';
import { apiFetch } from '../support/api';
import { axeScan, type AxeViolation } from '../support/axe';
import { newPage } from '../support/browser';
import { navigateClientSide, pathOf, settled, shownPreferences, storePreferences, trackRequests, type Theme } from '../support/screen-scan';
import { readStack, sampleUsers } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInForToken, signInThroughUi } from '../support/users';

const suffix = Date.now().toString(36);
const RECIPE = `Mishti Doi ${suffix}`;
const AYESHA = 'ayesha@forkful.dev';
/** Time enough for a scan whose screens fail to show (each waits its LOAD_TIMEOUT), so its findings still get listed. */
const SCAN_TIMEOUT = 240_000;

interface Arranged {
  recipeId: string;
  publicCollectionId: string;
  cookUid: string;
}

/** A state of a screen reached by one click: a dialog it opens, or the screen changed in place ('page'). */
interface ScreenState {
  name: string;
  opener: (page: Page) => Locator;
  shows: 'dialog' | 'page';
}

interface Screen {
  name: string;
  path: string;
  states?: ScreenState[];
}

const byName = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();

function signedOutScreens({ publicCollectionId, cookUid }: Arranged): Screen[] {
  return [
    { name: 'Home', path: '/', states: [{ name: 'menu open', opener: byName('Open menu'), shows: 'page' }] },
    { name: 'All Recipes', path: '/all-recipes' },
    { name: "A cook's page", path: `/cooks/${cookUid}` },
    { name: 'A public collection', path: `/collections/${publicCollectionId}` },
    { name: 'About Us', path: '/about' },
    { name: 'Contact Us', path: '/contact' },
    { name: 'Support Center', path: '/support' },
    { name: 'Terms of Service', path: '/terms' },
    { name: 'Privacy Policy', path: '/privacy' },
    { name: 'Not found', path: `/no-such-page-${suffix}` },
    { name: 'Login', path: '/login' },
    { name: 'Register', path: '/register', states: [{ name: 'form with its errors', opener: (page) => page.locator('main form button[type="submit"]'), shows: 'page' }] },
    { name: 'Forget password', path: '/forget-password' },
  ];
}

function signedInScreens({ recipeId }: Arranged): Screen[] {
  return [
    { name: 'Dashboard overview', path: '/dashboard' },
    {
      name: 'Recipe detail',
      path: `/recipes/${recipeId}`,
      states: [
        { name: 'review form with its error', opener: byName('Post review'), shows: 'page' },
        { name: 'cook mode', opener: byName('Start cooking'), shows: 'dialog' },
        { name: 'add to collection', opener: byName('Add to collection'), shows: 'dialog' },
        { name: 'add to plan', opener: byName('Add to plan'), shows: 'dialog' },
        { name: 'report dialog', opener: byName(/^Report /), shows: 'dialog' },
      ],
    },
    { name: 'Dashboard All Recipes', path: '/dashboard/all-recipes' },
    {
      name: 'Dashboard My Recipes',
      path: '/dashboard/my-recipes',
      states: [
        { name: 'edit recipe dialog', opener: byName('Edit'), shows: 'dialog' },
        { name: 'delete confirmation', opener: byName('Delete'), shows: 'dialog' },
      ],
    },
    {
      name: 'Dashboard Add Recipe',
      path: '/dashboard/add-recipe',
      states: [
        { name: 'import dialog', opener: byName('Import from a web page'), shows: 'dialog' },
        { name: 'form with its errors', opener: byName('Add Recipe'), shows: 'page' },
      ],
    },
    { name: 'Saved Recipes', path: '/dashboard/saved' },
    { name: 'My Collections', path: '/dashboard/collections' },
    { name: 'Moderation', path: '/dashboard/moderation', states: [{ name: 'decision dialog', opener: byName(/^Keep /), shows: 'dialog' }] },
    { name: 'My Recipes', path: '/my-recipes' },
    { name: 'Add Recipe', path: '/add-recipe' },
    { name: 'Meal Plan', path: '/plan', states: [{ name: 'add dialog', opener: byName(/^Add to /), shows: 'dialog' }] },
    { name: 'Shopping List', path: '/shopping-list' },
    { name: 'Home signed in', path: '/' },
  ];
}

function expectCreated<T>(what: string, response: { status: number; body: T }): T {
  if (response.status < 200 || response.status > 299) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Something on every screen: a new cook's recipe with another cook's review (reported, so the moderation queue has
 * it) in a public collection; Ayesha a moderator who saved, collected and planned it, and built her shopping list
 * from the plan with one item checked.
 */
async function arrange(): Promise<Arranged> {
  const { apiUrl, authEmulatorUrl, projectId } = readStack();
  const ayesha = sampleUsers().find((user) => user.email === AYESHA)!;
  const emulator = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: new URL(authEmulatorUrl).host, FIREBASE_PROJECT_ID: projectId };
  const granted = await roleCommand(['grant', ayesha.email, 'moderator'], emulator, () => undefined);
  if (granted !== 0) throw new Error('npm run role could not make Ayesha a moderator');
  const [author, reviewer, { idToken: ayeshaToken }] = await Promise.all([
    createTestUser({ displayName: 'Nadia Author' }),
    createTestUser({ displayName: 'Rafi Reviewer' }),
    signInForToken(ayesha.email, ayesha.password),
  ]);
  const recipe = {
    image: `${apiUrl}/images/recipes/masoor-dal.svg`, title: RECIPE, ingredients: '1 l milk, 200 g jaggery, 2 tbsp yogurt',
    instructions: '1. Boil the milk down.\n2. Stir in the jaggery.\n3. Set it with the yogurt overnight.', cuisineType: 'Bangladeshi',
    prepTime: 30, servings: 4, categories: ['Dessert'],
  };
  const { insertedId: recipeId } = expectCreated('the recipe', await apiFetch<{ insertedId: string }>('/add-recipe', { token: author.idToken, method: 'POST', body: recipe }));
  const review = expectCreated('the review', await apiFetch<{ _id: string }>(`/recipes/${recipeId}/reviews/mine`, { token: reviewer.idToken, method: 'PUT', body: { rating: 4, text: 'Set beautifully overnight.' } }));
  expectCreated('the report', await apiFetch(`/reviews/${review._id}/reports`, { token: author.idToken, method: 'POST', body: { reason: 'spam' } }));
  const collect = async (token: string, title: string, visibility: 'public' | 'private') => {
    const { _id } = expectCreated('a collection', await apiFetch<{ _id: string }>('/collections', { token, method: 'POST', body: { title, visibility } }));
    expectCreated('a collection recipe', await apiFetch(`/collections/${_id}/recipes/${recipeId}`, { token, method: 'PUT' }));
    return _id;
  };
  const publicCollectionId = await collect(author.idToken, `Sweet endings ${suffix}`, 'public');
  await collect(ayeshaToken, `Festival sweets ${suffix}`, 'private');
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  expectCreated('the saved recipe', await apiFetch(`/saved-recipes/${recipeId}`, { token: ayeshaToken, method: 'PUT' }));
  expectCreated('the plan entry', await apiFetch('/meal-plan/entries', { token: ayeshaToken, method: 'POST', body: { recipeId, date: today, meal: 'dinner' } }));
  const list = expectCreated('the shopping list', await apiFetch<{ items: Array<{ _id: string }> }>('/shopping-list/build', { token: ayeshaToken, method: 'POST', body: { from: today, to: today } }));
  expectCreated('a checked item', await apiFetch(`/shopping-list/items/${list.items[0]._id}`, { token: ayeshaToken, method: 'PATCH', body: { checked: true } }));
  return { recipeId, publicCollectionId, cookUid: author.uid };
}

const LANGUAGES: Array<{ lang: Locale; themes: Record<'signedOut' | 'signedIn', Theme> }> = [
  { lang: 'en', themes: { signedOut: 'light', signedIn: 'dark' } },
  { lang: 'bn', themes: { signedOut: 'dark', signedIn: 'light' } },
];

function describeFinding(where: string, v: AxeViolation): string {
  const nodes = v.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`);
  return `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${nodes.join('\n    ')}`;
}

/**
 * Every screen in one tab, in each language in turn: loaded in full once per language, then client-side. Returns what
 * is wrong, one entry a problem (a violation with its elements, or a screen or dialog that did not show).
 */
async function scanEverything(page: Page, signedIn: boolean, screens: Screen[]): Promise<string[]> {
  const openRequests = trackRequests(page);
  /** The path of each state's opener, found by its English name. */
  const openers = new Map<string, string>();
  const findings: string[] = [];
  for (const { lang, themes } of LANGUAGES) {
    const theme = themes[signedIn ? 'signedIn' : 'signedOut'];
    const started = Date.now();
    let scans = 0;
    const scan = async (where: string) => {
      scans += 1;
      for (const violation of await axeScan(page, { rules: 'all' })) findings.push(describeFinding(where, violation));
    };
    await storePreferences(page, lang, theme);
    for (const [index, screen] of screens.entries()) {
      const where = `${signedIn ? 'signed in' : 'signed out'}, ${lang}, ${theme}: ${screen.name} (${screen.path})`;
      try {
        if (index === 0) {
          await page.goto(`${readStack().shellUrl}${screen.path}`);
          const shown = await shownPreferences(page);
          if (shown.lang !== lang || shown.theme !== theme) findings.push(`${where}: the page shows lang "${shown.lang}", theme "${shown.theme}"`);
        } else {
          await navigateClientSide(page, screen.path);
        }
        await settled(page, openRequests);
        const pathname = new URL(page.url()).pathname;
        if (pathname !== screen.path) findings.push(`${where}: landed on ${pathname}`);
        await scan(where);
      } catch (error) {
        findings.push(`${where}: not shown: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      for (const state of screen.states ?? []) {
        try {
          if (lang === 'en') openers.set(`${screen.name} ${state.name}`, await pathOf(state.opener(page)));
          const path = openers.get(`${screen.name} ${state.name}`);
          if (!path) throw new Error('its opener was not found in English');
          await page.locator(path).click({ timeout: 10_000 });
          await settled(page, openRequests, state.shows);
          await scan(`${where} + ${state.name}`);
        } catch (error) {
          findings.push(`${where} + ${state.name}: not shown: ${(error as Error).message.split('\n')[0]}`);
        }
        await page.keyboard.press('Escape');
        if (state.shows === 'dialog') {
          await page.waitForFunction(() => !document.querySelector('[role="dialog"], [role="alertdialog"]'), undefined, { timeout: 5000 }).catch(() => undefined);
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(`[e2e] accessibility, ${signedIn ? 'signed in' : 'signed out'} in ${lang} (${theme}): ${screens.length} screens, ${scans} axe scans in ${seconds} s\n`);
  }
  return findings;
}

/** The shell's own pages (SHELL_OWN_PATHS' pages), which no remote declares. */
const SHELL_PAGES = ['/login', '/register', '/forget-password'];

interface DeclaredPage {
  path?: string;
  index?: boolean;
  catchAll?: boolean;
  children?: DeclaredPage[];
}

/** Every page path the live remotes declare in /remotes.json (children joined to their layout's), and the catch-all's. */
async function declaredPages(): Promise<{ paths: string[]; catchAll: string[] }> {
  const response = await fetch(`${readStack().shellUrl}/remotes.json`);
  const { remotes } = (await response.json()) as { remotes: Array<{ routes: { pages: DeclaredPage[] } }> };
  const paths: string[] = [];
  const catchAll: string[] = [];
  const walk = (pages: DeclaredPage[], base: string) => {
    for (const page of pages) {
      const path = page.index ? base : page.path!.startsWith('/') ? page.path! : `${base}/${page.path}`;
      (page.catchAll ? catchAll : paths).push(path);
      walk(page.children ?? [], path);
    }
  };
  for (const remote of remotes) walk(remote.routes.pages, '');
  return { paths, catchAll };
}

describe('no accessibility violation anywhere: every screen and dialog, both languages, signed out and in, 375 px', () => {
  const suite = useBrowserSuite();
  let arranged: Arranged;

  beforeAll(async () => {
    arranged = await arrange();
  });

  it("scans every page the live remotes declare, the shell's own and the not-found page", async () => {
    const { paths, catchAll } = await declaredPages();
    const scanned = [...signedOutScreens(arranged), ...signedInScreens(arranged)].map((screen) => screen.path);
    const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    const unscanned = [...paths, ...SHELL_PAGES].filter((pattern) => !scanned.some((path) => matches(pattern).test(path)));
    expect(unscanned).toEqual([]);
    // The not-found screen is the catch-all's: a path no page claims.
    expect(catchAll).toHaveLength(1);
    const notFound = signedOutScreens(arranged).find((screen) => screen.name === 'Not found')!.path;
    expect(paths.filter((pattern) => matches(pattern).test(notFound))).toEqual([]);
  });

  it('signed out: English in the light theme, Bangla in the dark', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 800 });
    // Somewhere on the shell's origin (no app), so its storage can be written before the first page loads.
    await page.goto(`${readStack().shellUrl}/remotes.json`, { waitUntil: 'domcontentloaded' });
    expect(await scanEverything(page, false, signedOutScreens(arranged))).toEqual([]);
  }, SCAN_TIMEOUT);

  it('signed in as Ayesha: English in the dark theme, Bangla in the light', async () => {
    const page = await newPage(suite.browser, { width: 375, height: 800 });
    const ayesha = sampleUsers().find((user) => user.email === AYESHA)!;
    await signInThroughUi(page, ayesha.email, ayesha.password);
    expect(await scanEverything(page, true, signedInScreens(arranged))).toEqual([]);
  }, SCAN_TIMEOUT);
});
