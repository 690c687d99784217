/**
 * Server rendering follows the deployment store while the shell's origin runs: a new version of mfe-recipes switched
 * live (and rolled back) changes the server-rendered /all-recipes with no restart of the origin; a version whose
 * server container throws, or never finishes loading, has its area rendered in the browser while the header, the
 * footer and the other remotes' pages stay server-rendered.
 *
 * The versions are made by hand in this run's store, the cheap way (no build): a copy of the live recipes version
 * with a visible string changed in its client chunks and its server container, or with a broken server container,
 * recorded like an upload and made current with the deploy CLI (`promote`, `rollback`). They are removed afterwards
 * and the live version restored (also when a test fails).
 */
import * as fs from 'fs';
import { BLOCKED_WORKER_WARNING, newPage, LOAD_TIMEOUT } from '../support/browser';
import {
  addVersion, currentVersion, deployCommand, removeVersion, versionFilesContaining, versionIdAt, writeVersionFile,
} from '../support/deploy-store';
import { apiPage, PAGE_SIZE } from '../support/recipes-page';
import { getServerPage, htmlReader, renderedVersionOf, waitForServerPage, type ServerPage } from '../support/server-html';
import { readStack } from '../support/stack';
import { useBrowserSuite } from '../support/suite';

const APP = 'recipes';
/** Text of the all-recipes page, in its client chunk and its server container: "Showing 1–8 of 37 recipes". */
const SHOWING = 'Showing ';
const DEPLOYED = 'Showing (deployed) ';

describe('server rendering across deploys of mfe-recipes, the origin left running', () => {
  const suite = useBrowserSuite();
  const stack = readStack();
  let live: string;
  const added: string[] = [];
  const timings: string[] = [];

  beforeAll(() => {
    live = currentVersion(APP)!;
    expect(live).toBeDefined();
  });

  afterAll(async () => {
    if (currentVersion(APP) !== live) await deployCommand('promote', APP, live, '--skip-render-check');
    for (const id of added) removeVersion(APP, id);
    process.stdout.write(`[server rendering deploys] ${timings.join('; ')}\n`);
  });

  const shellOriginRunning = () => expect(() => process.kill(stack.originPids.shell, 0)).not.toThrow();
  const renderedWith = (version: string) => (page: ServerPage) => page.status === 200 && renderedVersionOf(page.html, APP) === version;

  it('a deploy changes the server-rendered /all-recipes, a rollback changes it back, the origin never restarts', async () => {
    shellOriginRunning();
    const { total } = await apiPage({});
    const before = await getServerPage('/all-recipes');
    expect(before.html).toContain(`${SHOWING}1–${PAGE_SIZE} of ${total} recipes`);

    // A newer version, as a build would publish it: the same files, the summary line worded differently in both the
    // browser's chunk and the server's container (they must agree, or hydration would not match).
    const version = versionIdAt(new Date(), 'ssrdeploy');
    addVersion(APP, live, version, (dir) => {
      // The English message as the build keeps it (an ICU string): `Showing {first, number, ...}–...`.
      const files = versionFilesContaining(dir, `${SHOWING}{first`);
      expect(files.some((file) => file.endsWith('server/container.js'))).toBe(true);
      expect(files.filter((file) => !file.includes('/server/')).length).toBeGreaterThan(0);
      for (const file of files) writeVersionFile(file, fs.readFileSync(file, 'utf8').split(`${SHOWING}{first`).join(`${DEPLOYED}{first`));
    });
    added.push(version);

    const promoted = await deployCommand('promote', APP, version, '--skip-render-check');
    expect(promoted.output).not.toMatch(/refused/);
    expect(promoted.code).toBe(0);
    let started = Date.now();
    const after = await waitForServerPage('/all-recipes', renderedWith(version));
    timings.push(`promote ${promoted.seconds.toFixed(1)} s, then server-rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(after.headers.get('x-forkful-render')).toBe('server');
    expect(after.html).toContain(`${DEPLOYED}1–${PAGE_SIZE} of ${total} recipes`);
    expect(after.html).not.toContain(`${SHOWING}1–`);

    // The browser hydrates it with the new version's chunk: the same text, the server's heading kept, nothing logged.
    const page = await newPage(suite.browser, { width: 1280 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text() === BLOCKED_WORKER_WARNING) return;
      if (['error', 'warning'].includes(message.type()) || message.text().includes('[forkful]')) problems.push(message.text());
    });
    await page.addInitScript(() => document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __h1: unknown }).__h1 = document.querySelector('main h1');
    }));
    await page.goto(`${stack.shellUrl}/all-recipes`);
    await page.getByText(`${DEPLOYED}1–${PAGE_SIZE} of ${total} recipes`).waitFor({ timeout: LOAD_TIMEOUT });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __h1: unknown }).__h1 === document.querySelector('main h1'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();

    // Back to the version before, named: what a team types after a bad deploy.
    const rolledBack = await deployCommand('rollback', APP, live, '--skip-render-check');
    expect(rolledBack.code).toBe(0);
    expect(currentVersion(APP)).toBe(live);
    started = Date.now();
    const restored = await waitForServerPage('/all-recipes', renderedWith(live));
    timings.push(`rollback ${rolledBack.seconds.toFixed(1)} s, then server-rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(restored.html).toContain(`${SHOWING}1–${PAGE_SIZE} of ${total} recipes`);
    expect(restored.html).not.toContain(DEPLOYED);
    shellOriginRunning();
  }, 120000);

  /** The HTML of a page whose recipes area was left to the browser: the shell's parts server-rendered around it. */
  async function expectAreaLeftToBrowser(response: ServerPage): Promise<void> {
    expect(response.status).toBe(200);
    const { read, close } = await htmlReader(suite.browser);
    try {
      const doc = await read(response.html);
      expect(await doc.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).count()).toBe(1);
      expect(await doc.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).count()).toBe(1);
      const main = await doc.locator('main').innerHTML();
      // React's mark of a boundary the server did not finish: the browser renders it; meanwhile, the loading state.
      expect(main.startsWith('<!--$!-->')).toBe(true);
      expect(await doc.locator('main').getByRole('status').textContent()).toMatch(/Loading/);
      expect(await doc.locator('main article').count()).toBe(0);
      expect(main).not.toContain(SHOWING);
    } finally {
      await close();
    }
  }

  it("a server container that throws: the recipes area renders in the browser, everything else on the server", async () => {
    // Older than the live version, so no plain rollback ever lands on it.
    const version = versionIdAt(new Date(Date.UTC(2000, 0, 1)), 'ssrthrows');
    addVersion(APP, live, version, (dir) => writeVersionFile(`${dir}/server/container.js`, 'throw new Error("e2e: this server container throws");\n'));
    added.push(version);
    // --force: a deploy's checks refuse what they can see is broken; this is the container that breaks once live.
    const promoted = await deployCommand('promote', APP, version, '--force');
    expect(promoted.code).toBe(0);
    try {
      const broken = await waitForServerPage('/all-recipes', renderedWith(version));
      // Rendered now, and said to be partial (a page with an area left to the browser is never kept in the page cache).
      expect(broken.headers.get('x-forkful-render')).toBe('partial');
      await expectAreaLeftToBrowser(broken);
      // Another remote's page is server-rendered whole meanwhile.
      const about = await getServerPage('/about');
      expect(about.html).toContain('Our Vision');

      // In the browser: the server's header is hydrated, the recipes area rendered there, with the API's first page.
      const expected = (await apiPage({})).recipes.map((recipe) => recipe.title);
      const page = await newPage(suite.browser, { width: 1280 });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && message.text() !== BLOCKED_WORKER_WARNING) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { __header: unknown }).__header = document.querySelector('header');
      }));
      await page.goto(`${stack.shellUrl}/all-recipes`);
      const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('article');
      await cards.first().waitFor({ timeout: LOAD_TIMEOUT });
      const titles = await cards.evaluateAll((nodes) => nodes.map((n) => document.getElementById(n.getAttribute('aria-labelledby') ?? '')?.textContent));
      expect(titles).toEqual(expected);
      expect(await page.evaluate(() => (window as unknown as { __header: unknown }).__header === document.querySelector('header'))).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    } finally {
      const restored = await deployCommand('promote', APP, live, '--skip-render-check');
      expect(restored.code).toBe(0);
    }
    await waitForServerPage('/all-recipes', (p) => renderedWith(live)(p) && p.html.includes(`${SHOWING}1–`));
  }, 120000);

  it('a server container that never finishes loading: the area is left to the browser within the deadline, every time', async () => {
    const version = versionIdAt(new Date(Date.UTC(2000, 0, 1, 0, 0, 1)), 'ssrhangs');
    // An async module whose exports never arrive.
    addVersion(APP, live, version, (dir) => writeVersionFile(`${dir}/server/container.js`, 'module.exports = new Promise(() => {});\n'));
    added.push(version);
    // Tried without making it live: the origin renders a previewed version with that version's server container.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const started = Date.now();
      const response = await getServerPage(`/all-recipes?preview=${APP}@${version}`);
      const ms = Date.now() - started;
      timings.push(`hung container: answer ${attempt} in ${ms} ms`);
      expect(ms).toBeLessThan(2000);
      expect(renderedVersionOf(response.html, APP)).toBe(version);
      expect(response.headers.get('x-forkful-render')).toBe('partial');
      await expectAreaLeftToBrowser(response);
    }
    // The live version is untouched.
    expect((await getServerPage('/all-recipes')).html).toContain(`${SHOWING}1–`);
  }, 60000);
});
