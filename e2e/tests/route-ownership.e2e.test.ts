/**
 * The life of a new remote against the running built product (`npm run serve`'s stack, on this run's throwaway
 * deployment store): `new-remote hello`, `deploy -- hello` and its page is live in the shell, with its header entry,
 * the shell's version untouched and no failed request on the other remotes' pages meanwhile; a second page deployed;
 * a remote claiming another's prefix refused; `retire -- hello` and its prefix shows the 404 page; a recipes version
 * from before route ownership refused with a clear message.
 *
 * It creates mfe-hello/ in this checkout for the drill and removes it afterwards (also when it fails).
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { renderCheck } from '@forkful/deploy/src/render-check';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { newPage, screenshot, LOAD_TIMEOUT } from '../support/browser';
import { CHECKOUT_WAIT_TIMEOUT, waitUntilCheckoutIsOurs } from '../support/checkout';
import { mainNav, waitForHeading } from '../support/shell-page';
import { readStack, REMOTE, REPO_ROOT } from '../support/stack';
import { useBrowserSuite } from '../support/suite';
import { createTestUser, signInThroughUi } from '../support/users';


const HELLO_DIR = path.join(REPO_ROOT, 'mfe-hello');
const HELLO_ROUTES = path.join(HELLO_DIR, 'src', 'routes.json');

interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** `npm run <script> -- <args>` as a team types it; the deploy commands against this run's store. */
function npmRun(script: string, ...args: string[]): Promise<CommandResult> {
  const started = Date.now();
  const store = script === 'new-remote' ? [] : ['--target', readStack().deployStore];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args, ...store], { cwd: REPO_ROOT, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** `build 18.2 s, render 3.1 s, ...` from a deploy's output, for the drill's figures. */
function stepsOf(output: string): string {
  return [...output.matchAll(/^\[deploy \w+\] (build|verify|render|type check|tests|upload|switch)[^\n]*: (\d+\.\d) s$/gm)].map((m) => `${m[1]} ${m[2]} s`).join(', ');
}

async function pointer(app: string): Promise<{ version?: string } | undefined> {
  const file = path.join(readStack().deployStore, app, 'current.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }) : undefined;
}

/** Moves between other remotes' pages until `done`, collecting every failed request and error answer. */
async function browseMeanwhile(page: Page, done: Promise<unknown>): Promise<{ failures: string[]; visits: number }> {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} (${response.status()})`);
  });
  let finished = false;
  void done.finally(() => (finished = true));
  let visits = 0;
  while (!finished) {
    for (const [link, heading] of [['All Recipes', 'All Recipes'], ['About Us', 'Our Vision']]) {
      await mainNav(page).getByRole('link', { name: link, exact: true }).click();
      await waitForHeading(page, heading);
      visits += 1;
      // A visitor's pace, not a load test: the deploy being measured shares the two cores.
      await page.waitForTimeout(250);
    }
  }
  return { failures, visits };
}

describe('a new remote, from new-remote to retire, without the shell', () => {
  const suite = useBrowserSuite();
  const timings: string[] = [];

  beforeAll(async () => {
    await waitUntilCheckoutIsOurs();
    fs.rmSync(HELLO_DIR, { recursive: true, force: true });
    const created = await npmRun('new-remote', 'hello');
    expect(created.output).toContain('mfe-hello');
    expect(created.code).toBe(0);
  }, CHECKOUT_WAIT_TIMEOUT);
  afterAll(async () => {
    if (await pointer('hello')) await npmRun('retire', 'hello', '--force');
    fs.rmSync(HELLO_DIR, { recursive: true, force: true });
    process.stdout.write(`[route ownership drill] ${timings.join('; ')}\n`);
  });

  it('deploys hello alone: its page and header entry go live, the shell untouched, the other remotes unaffected', async () => {
    const shellBefore = await pointer('shell');
    const other = await newPage(suite.browser);
    await other.goto(`${suite.stack.shellUrl}/about`);
    await waitForHeading(other, 'Our Vision');

    const started = Date.now();
    const deploying = npmRun('deploy', 'hello');
    const meanwhile = browseMeanwhile(other, deploying);
    const deployed = await deploying;
    expect(deployed.output).not.toMatch(/refused/);
    expect(deployed.code).toBe(0);
    // A deploy type-checks and tests the app it ships (the later deploys of this file and deploy.e2e skip that: the
    // same checks, run again, prove nothing new; npm test runs every app's own).
    expect(deployed.output).toMatch(/^\[deploy hello\] type check of mfe-hello: \d+\.\d s$/m);
    expect(deployed.output).toMatch(/^\[deploy hello\] tests of mfe-hello: \d+\.\d s$/m);
    const page = await newPage(suite.browser);
    await page.goto(`${suite.stack.shellUrl}/hello`);
    await waitForHeading(page, 'Hello');
    const visible = (Date.now() - started) / 1000;
    timings.push(`deploy ${deployed.seconds.toFixed(1)} s (${stepsOf(deployed.output)}), command to visible ${visible.toFixed(1)} s`);
    await mainNav(page).getByRole('link', { name: 'Hello', exact: true }).waitFor({ timeout: LOAD_TIMEOUT });
    await screenshot(page, 'route-ownership-hello');
    expect(await axeViolations(page)).toEqual([]);

    const { failures, visits } = await meanwhile;
    timings.push(`${visits} page visits on other remotes meanwhile`);
    expect(visits).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(await pointer('shell')).toEqual(shellBefore);

    const phone = await newPage(suite.browser, { width: 375, theme: 'dark' });
    await phone.goto(`${suite.stack.shellUrl}/hello`);
    await waitForHeading(phone, 'Hello');
    await screenshot(phone, 'route-ownership-hello-375-dark');
    expect(await axeViolations(phone)).toEqual([]);
    // The header's entries, hello's among them, in the phone's menu.
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await mainNav(phone).getByRole('link', { name: 'Hello', exact: true }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    for (const p of [other, page, phone]) await p.context().close();
  }, 240000);

  it('ships a second page of hello with its next deploy', async () => {
    const routes = JSON.parse(fs.readFileSync(HELLO_ROUTES, 'utf8'));
    routes.pages.push({ path: '/hello/world', module: 'WorldPage', title: 'World' });
    fs.writeFileSync(HELLO_ROUTES, JSON.stringify(routes, null, 2));
    fs.writeFileSync(path.join(HELLO_DIR, 'src', 'exposes', 'world-page.tsx'), [
      "import { withRemoteProviders } from '@forkful/ui';",
      '',
      'function WorldPage() {',
      '  return <h1>Hello, world</h1>;',
      '}',
      '',
      'export default withRemoteProviders(WorldPage);',
      '',
    ].join('\n'));
    const deployed = await npmRun('deploy', 'hello', '--skip-tests');
    expect(deployed.code).toBe(0);
    timings.push(`second deploy ${deployed.seconds.toFixed(1)} s`);
    const page = await newPage(suite.browser);
    await page.goto(`${suite.stack.shellUrl}/hello/world`);
    await waitForHeading(page, 'Hello, world');
    expect(await page.title()).toBe('World · Forkful');
    await page.context().close();
  }, 240000);

  it("refuses a remote that claims another remote's prefix, changing nothing", async () => {
    const before = await pointer('hello');
    const registryBefore = fs.readFileSync(path.join(readStack().deployStore, 'registry.json'), 'utf8');
    const routes = JSON.parse(fs.readFileSync(HELLO_ROUTES, 'utf8'));
    routes.claims.push('/all-recipes');
    routes.pages.push({ path: '/all-recipes', module: 'HelloPage' });
    fs.writeFileSync(HELLO_ROUTES, JSON.stringify(routes, null, 2));
    const refused = await npmRun('deploy', 'hello');
    timings.push(`refused deploy ${refused.seconds.toFixed(1)} s`);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/refused/);
    expect(refused.output).toContain('/all-recipes');
    expect(refused.output).toContain(REMOTE.recipes);
    expect(await pointer('hello')).toEqual(before);
    expect(fs.readFileSync(path.join(readStack().deployStore, 'registry.json'), 'utf8')).toBe(registryBefore);

    const page = await newPage(suite.browser);
    await page.goto(`${suite.stack.shellUrl}/all-recipes`);
    await waitForHeading(page, 'All Recipes');
    await page.context().close();
  }, 240000);

  it('renders the navigation the live remotes declare, signed in, in both themes, with nothing for axe to find', async () => {
    const cook = await createTestUser({ displayName: 'Route Cook' });
    for (const [width, theme] of [[1280, 'light'], [375, 'dark']] as const) {
      const page = await newPage(suite.browser, { width, theme });
      await signInThroughUi(page, cook.email, cook.password);
      await page.goto(`${suite.stack.shellUrl}/dashboard/saved`);
      const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
      await dashboardNav.getByRole('link', { name: 'Saved Recipes' }).waitFor({ timeout: LOAD_TIMEOUT });
      expect(await dashboardNav.getByRole('link').allInnerTexts()).toEqual(['Overview', 'All Recipes', 'My Recipes', 'Add Recipe', 'Saved Recipes', 'My Collections', 'Meal Plan', 'Shopping List', 'Home']);
      if (width < 960) await page.getByRole('button', { name: 'Open menu' }).click();
      await mainNav(page).getByRole('link', { name: 'Hello', exact: true }).waitFor();
      expect(await mainNav(page).getByRole('link').allInnerTexts()).toEqual(['Home', 'All Recipes', 'About Us', 'Contact', 'Support', 'Dashboard', 'Hello']);
      await screenshot(page, `route-ownership-navigation-${theme}-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 120000);

  it('retires hello: its prefix shows the 404 page and its entry is gone', async () => {
    const retired = await npmRun('retire', 'hello');
    expect(retired.code).toBe(0);
    expect(await pointer('hello')).toBeUndefined();
    const page = await newPage(suite.browser);
    await page.goto(`${suite.stack.shellUrl}/hello`);
    await page.getByText('Recipe Not Found!').first().waitFor({ timeout: LOAD_TIMEOUT });
    await mainNav(page).getByRole('link', { name: 'All Recipes', exact: true }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Hello', exact: true }).count()).toBe(0);
    await screenshot(page, 'route-ownership-retired');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120000);

  it('renders every page of a version in the live shell before it goes live, and refuses one whose page throws', async () => {
    const store = readStack().deployStore;
    const live = (await pointer('public'))!.version!;
    const liveDir = path.join(store, 'public', 'versions', live);
    const routes = JSON.parse(fs.readFileSync(path.join(liveDir, 'routes.json'), 'utf8'));
    const app = { name: 'public', federationName: REMOTE.public };
    expect(await renderCheck({ storeDir: store, app, dir: liveDir, routes })).toEqual([]);

    // The same version with its About page throwing while it renders.
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'render-check-'));
    try {
      fs.cpSync(liveDir, broken, { recursive: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8'));
      const about = manifest.exposes.find((e: { name: string }) => e.name === 'AboutPage').assets.js.sync as string[];
      // A value of the About page's own code (its list of values names their messages), not a message: every page
      // shares the messages.
      const ABOUT_ONLY = 'title:"about.values.kitchens.title"';
      const chunk = about.map((file) => path.join(broken, file)).find((file) => fs.readFileSync(file, 'utf8').includes(ABOUT_ONLY))!;
      fs.writeFileSync(chunk, fs.readFileSync(chunk, 'utf8').replace(ABOUT_ONLY, 'title:(()=>{throw new Error("drill")})()'));
      for (const file of fs.readdirSync(broken).filter((f) => /\.(br|gz)$/.test(f))) fs.rmSync(path.join(broken, file));
      expect(await renderCheck({ storeDir: store, app, dir: broken, routes })).toEqual([
      "/about (/about) shows the shell's failure fallback: the page failed to load or threw while rendering",
      ]);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  }, 120000);

  it('refuses to roll recipes back to a version built before route ownership, with a clear message', async () => {
    const store = readStack().deployStore;
    const current = (await pointer('recipes'))!.version!;
    const record = JSON.parse(fs.readFileSync(path.join(store, 'recipes', 'versions', `${current}.json`), 'utf8'));
    // A build from before this change: the same files without routes.json, and a record without routes.
    const legacyId = `20260101T000000000Z-${record.commit ?? 'legacy'}`;
    fs.cpSync(path.join(store, 'recipes', 'versions', current), path.join(store, 'recipes', 'versions', legacyId), { recursive: true });
    fs.rmSync(path.join(store, 'recipes', 'versions', legacyId, 'routes.json'), { force: true });
    const { routes: _routes, ...legacyRecord } = record;
    fs.writeFileSync(path.join(store, 'recipes', 'versions', `${legacyId}.json`), JSON.stringify({ ...legacyRecord, id: legacyId }));

    const refused = await npmRun('rollback', 'recipes', legacyId);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/before route ownership/);
    expect((await pointer('recipes'))!.version).toBe(current);
  }, 60000);
});
