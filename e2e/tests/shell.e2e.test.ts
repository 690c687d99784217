/**
 * The shell hosting the three separately deployed remotes: every remote renders through it with one React, the
 * theme toggle, the 404 page, and what happens when a remote's server is down or never answers (its area shows a
 * fallback with a working Retry; the header, the footer and the other remotes keep working). Screenshots of every
 * shell-owned page in both themes at 375 and 1280 px.
 */
import { collectErrors, newPage, screenshot, simulateOriginDown, LOAD_TIMEOUT } from '../support/browser';
import { countReactRenderers, sharedCopies } from '../support/federation';
import { fallback, footer, header, mainNav, waitForHeading } from '../support/shell-page';
import { REMOTE, remoteNames } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi, type TestUser } from '../support/users';

describe('the shell and its remotes', () => {
  const suite = useBrowserSuite();
  let cook: TestUser;

  beforeAll(async () => {
    cook = await createTestUser({ displayName: 'Shell Cook' });
  });

  it('renders every remote through the shell, each from its own origin, with one React', async () => {
    const page = await newPage(suite.browser, { width: 1280, serviceWorkers: 'block' });
    await countReactRenderers(page);
    const errors = collectErrors(page);
    const origins = new Map<string, Set<string>>();
    page.on('response', (response) => {
      const origin = new URL(response.url()).origin;
      if (!origins.has(origin)) origins.set(origin, new Set());
      origins.get(origin)!.add(new URL(response.url()).pathname);
    });

    await signInThroughUi(page, cook.email, cook.password);
    // Client-side navigation through the header, as a user moves around: one page load, one React for all of it.
    const visits = [
      { link: 'Home', heading: 'Welcome to Forkful!', shot: 'home' },
      { link: 'About Us', heading: 'Our Vision', shot: 'about' },
      { link: 'All Recipes', heading: 'All Recipes', shot: 'all-recipes' },
      { link: 'Dashboard', heading: 'Overview', shot: 'dashboard' },
    ];
    for (const { link, heading, shot } of visits) {
      await mainNav(page).getByRole('link', { name: link, exact: true }).click();
      await waitForHeading(page, heading);
      await header(page).waitFor();
      await footer(page).waitFor();
      expect(await fallback(page).count()).toBe(0);
      await screenshot(page, `shell-remote-${shot}`);
    }
    // The planner's pages are linked from the dashboard's navigation, not the header.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Meal Plan' }).click();
    await waitForHeading(page, 'Meal Plan');
    expect(await fallback(page).count()).toBe(0);

    for (const name of remoteNames()) {
      // From its deployment base, the version that is current there (a versioned path: a later deploy cannot mix files).
      const base = new URL(suite.stack.remoteOrigins[name]);
      const { version } = await (await fetch(`${base}/current.json`)).json();
      const fetched = origins.get(base.origin);
      const prefix = `${base.pathname.replace(/\/$/, '')}/versions/${version}`;
      expect(fetched && [...fetched]).toEqual(expect.arrayContaining([`${prefix}/mf-manifest.json`, `${prefix}/remoteEntry.js`]));
    }

    expect(await page.evaluate(() => (window as unknown as { __FORKFUL_RENDERERS__: string[] }).__FORKFUL_RENDERERS__)).toHaveLength(1);
    const reactCopies = await sharedCopies(page, 'react');
    const loadedReact = new Set(reactCopies.filter((copy) => copy.loaded).map((copy) => `${copy.from}@${copy.version}`));
    expect([...loadedReact]).toEqual([expect.stringMatching(/^shell@19\./)]);
    // Every remote that asked for React got the shell's copy. A page that calls no React API itself (the dashboard's
    // overview: React 19's JSX runtime builds plain objects) never asks, and renders with the shell's renderer anyway.
    for (const copy of reactCopies.filter((c) => c.loaded)) {
      expect(copy.useIn).toContain('shell');
      expect(remoteNames()).toEqual(expect.arrayContaining(copy.useIn.filter((name) => name !== 'shell')));
      expect(copy.useIn.length).toBeGreaterThan(1);
    }
    for (const pkg of ['react-router-dom', 'styled-components', '@forkful/runtime', 'zustand']) {
      const loaded = (await sharedCopies(page, pkg)).filter((copy) => copy.loaded);
      expect(new Set(loaded.map((copy) => `${copy.from}@${copy.version}`)).size).toBe(1);
      expect(loaded[0].from).toBe('shell');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the theme toggle flips data-theme, stores it, and the choice survives a reload', async () => {
    const page = await newPage(suite.browser, { width: 1280, theme: 'light', serviceWorkers: 'block' });
    await page.goto(`${suite.stack.shellUrl}/about`);
    await waitForHeading(page, 'Our Vision');
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The body eases between the themes' colors: wait for the transition to settle on (or leave) a color.
    const backgroundBecomes = (color: string, same = true) =>
      page.waitForFunction(
        ([expected, equal]) => (getComputedStyle(document.body).backgroundColor === expected) === equal,
        [color, same] as const,
      );
    expect(await theme()).toBe('light');
    const lightBackground = await background();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await backgroundBecomes(lightBackground, false);

    await page.reload();
    await waitForHeading(page, 'Our Vision');
    expect(await theme()).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await backgroundBecomes(lightBackground);
    await page.context().close();
  });

  it("follows the system's dark preference until the user chooses", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${suite.stack.shellUrl}/about`);
    await waitForHeading(page, 'Our Vision');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await context.close();
  });

  it("shows 'Recipe Not Found!' for an unknown route and for /404, and Back to Home works", async () => {
    const page = await newPage(suite.browser, { width: 1280, serviceWorkers: 'block' });
    const errors = collectErrors(page);
    await page.goto(`${suite.stack.shellUrl}/no/such/recipe-page`);
    await waitForHeading(page, 'Recipe Not Found!');
    await header(page).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForHeading(page, 'Welcome to Forkful!');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${suite.stack.shellUrl}/404`);
    await waitForHeading(page, 'Recipe Not Found!');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("when one remote's server is down, only its area shows the fallback; the rest works, and Retry recovers", async () => {
    const page = await newPage(suite.browser, { width: 1280, serviceWorkers: 'block' });
    await signInThroughUi(page, cook.email, cook.password);
    await simulateOriginDown(page, suite.stack.remoteOrigins[REMOTE.recipes], 'refuse');

    await page.goto(`${suite.stack.shellUrl}/all-recipes`);
    await fallback(page).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await fallback(page).count()).toBe(1);
    // The unreachable remote's navigation entries go; the other remotes' stay.
    await mainNav(page).getByRole('link', { name: 'All Recipes', exact: true }).waitFor({ state: 'detached', timeout: LOAD_TIMEOUT });
    expect(await mainNav(page).getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
    expect(await footer(page).getByRole('link', { name: 'Privacy' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-remote-down-all-recipes');

    // The other remotes still work, by client-side navigation from the broken page.
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await waitForHeading(page, 'Our Vision');
    expect(await fallback(page).count()).toBe(0);

    // Nested: the dashboard remote's own navigation stays, only the inner recipes area falls back.
    await page.goto(`${suite.stack.shellUrl}/dashboard/all-recipes`);
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor({ timeout: LOAD_TIMEOUT });
    await fallback(page).waitFor({ timeout: LOAD_TIMEOUT });
    await screenshot(page, 'shell-remote-down-dashboard');

    // The server comes back: Retry fetches the remote again and the page appears without a reload.
    await page.unroute(`${suite.stack.remoteOrigins[REMOTE.recipes]}/**`);
    await fallback(page).getByRole('button', { name: 'Retry' }).click();
    await waitForHeading(page, 'All Recipes');
    expect(await fallback(page).count()).toBe(0);
    // Loaded again: its entries are back.
    await mainNav(page).getByRole('link', { name: 'All Recipes', exact: true }).waitFor({ timeout: LOAD_TIMEOUT });
    await page.context().close();
  });

  it('a remote that accepts but never answers gets the fallback after the load timeout, not an endless spinner', async () => {
    const page = await newPage(suite.browser, { width: 1280, serviceWorkers: 'block' });
    await simulateOriginDown(page, suite.stack.remoteOrigins[REMOTE.public], 'hang');
    const started = Date.now();
    await page.goto(`${suite.stack.shellUrl}/about`, { waitUntil: 'domcontentloaded' });
    // The server rendered the page, so it reads while the remote's code hangs; then the area gives up.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: LOAD_TIMEOUT });
    await screenshot(page, 'shell-loading');
    await fallback(page).waitFor({ timeout: LOAD_TIMEOUT });
    process.stdout.write(`[shell] hung remote: fallback shown ${((Date.now() - started) / 1000).toFixed(1)} s after navigation\n`);
    await header(page).waitFor();
    // The hanging remote's entries (About Us, Terms) go; the shell's and the other remotes' stay.
    await footer(page).getByRole('link', { name: 'Terms' }).waitFor({ state: 'detached', timeout: LOAD_TIMEOUT });
    expect(await mainNav(page).getByRole('link', { name: 'About Us' }).count()).toBe(0);

    await mainNav(page).getByRole('link', { name: 'All Recipes' }).click();
    await waitForHeading(page, 'All Recipes');

    // The next navigation to the remote (the shell's own brand link home) tries it again by itself; its entries return.
    await page.unroute(`${suite.stack.remoteOrigins[REMOTE.public]}/**`);
    await header(page).getByRole('link', { name: 'Forkful home' }).click();
    await waitForHeading(page, 'Welcome to Forkful!');
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await waitForHeading(page, 'Our Vision');
    expect(await fallback(page).count()).toBe(0);
    await page.context().close();
  });

  describe.each(['light', 'dark'] as const)('shell pages in the %s theme', (theme) => {
    it.each([375, 960, 1280])('at %i px: login, register, password reset, fallback, header and menu', async (width) => {
      const page = await newPage(suite.browser, { width, theme, serviceWorkers: 'block' });
      const errors = collectErrors(page);
      const noHorizontalScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      for (const [path, heading] of [
        ['/login', 'Login'],
        ['/register', 'Register'],
        ['/forget-password', 'Reset your password'],
      ]) {
        await page.goto(`${suite.stack.shellUrl}${path}`);
        await waitForHeading(page, heading);
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
        await noHorizontalScroll();
        await screenshot(page, `shell${path.replace(/\//g, '-')}-${theme}-${width}`);
      }

      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (width < 960) {
        expect(await mainNav(page).isVisible()).toBe(false);
        await menuButton.click();
        expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
        expect(await mainNav(page).getByRole('link', { name: 'Support' }).isVisible()).toBe(true);
        await screenshot(page, `shell-menu-open-${theme}-${width}`);
        await mainNav(page).getByRole('link', { name: 'Support' }).click();
        await waitForHeading(page, 'Support Center');
        expect(await mainNav(page).isVisible()).toBe(false);
      } else {
        expect(await menuButton.isVisible()).toBe(false);
        expect(await mainNav(page).getByRole('link', { name: 'Support' }).isVisible()).toBe(true);
      }

      await signInThroughUi(page, cook.email, cook.password);
      await waitForHeading(page, 'Welcome to Forkful!');
      await page.getByRole('img', { name: 'Shell Cook' }).waitFor();
      await noHorizontalScroll();
      await screenshot(page, `shell-signed-in-${theme}-${width}`);

      await simulateOriginDown(page, suite.stack.remoteOrigins[REMOTE.public], 'refuse');
      await page.goto(`${suite.stack.shellUrl}/terms`);
      await fallback(page).waitFor({ timeout: LOAD_TIMEOUT });
      await noHorizontalScroll();
      await screenshot(page, `shell-fallback-${theme}-${width}`);

      const downOrigin = suite.stack.remoteOrigins[REMOTE.public];
      const unexpected = errors.filter(
        (error) => !error.includes(downOrigin) && !error.includes(REMOTE.public) && !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(error),
      );
      expect(unexpected).toEqual([]);
      await page.context().close();
    });
  });
});
