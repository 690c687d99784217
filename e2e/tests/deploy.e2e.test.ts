/**
 * The deploy drill a feature team runs, against the running built product: change a visible string in one remote,
 * `deploy` it alone, see it on a new visit while a tab opened before the deploy keeps working on its own version,
 * the shell untouched; `rollback`; an incompatible deploy (react ^17.0.2) refused with the product still working.
 *
 * It edits mfe-public's sources in this checkout for the drill and restores them afterwards (also when it fails).
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { CHECKOUT_WAIT_TIMEOUT, waitUntilCheckoutIsOurs } from '../support/checkout';
import { readStack, REMOTE, REPO_ROOT } from '../support/stack';

const LOAD_TIMEOUT = 30000;
// The About page's headline is an English message of mfe-public (its words ship with its deploys).
const ABOUT_FILE = path.join(REPO_ROOT, 'mfe-public', 'src', 'i18n', 'messages', 'en.ts');
const PACKAGE_FILE = path.join(REPO_ROOT, 'mfe-public', 'package.json');
const TITLE = 'Cooking is better when it is shared';
const DRILL_TITLE = `${TITLE}, deployed`;

interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** `npm run <command> -- <args>` as a team would type it, against this run's deployment store. */
function deployCli(command: 'deploy' | 'rollback' | 'promote', ...args: string[]): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', command, '--', ...args, '--target', readStack().deployStore], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function currentPublicVersion(): Promise<string> {
  const pointer = await (await fetch(`${readStack().remoteOrigins[REMOTE.public]}/current.json`)).json();
  return pointer.version as string;
}

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: LOAD_TIMEOUT });
}

/** Every request of the page that failed or answered 4xx/5xx. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  return failed;
}

describe('deploying one remote while the product runs', () => {
  const stack = readStack();
  const originalAbout = fs.readFileSync(ABOUT_FILE, 'utf8');
  const originalPackage = fs.readFileSync(PACKAGE_FILE, 'utf8');
  let browser: Browser;
  let liveBefore: string;
  const timings: string[] = [];

  beforeAll(async () => {
    await waitUntilCheckoutIsOurs();
    browser = await launchBrowser();
    liveBefore = await currentPublicVersion();
  }, CHECKOUT_WAIT_TIMEOUT);
  afterAll(async () => {
    fs.writeFileSync(ABOUT_FILE, originalAbout);
    fs.writeFileSync(PACKAGE_FILE, originalPackage);
    // Leave the product as the other tests expect it.
    if ((await currentPublicVersion()) !== liveBefore) await deployCli('promote', 'public', liveBefore);
    await browser?.close();
    process.stdout.write(`[deploy drill] ${timings.join('; ')}\n`);
  });

  it('deploy, a new visit sees it, an open tab keeps working, the shell is untouched; rollback restores it', async () => {
    // The shell's own version (pages are rendered per request now, so the page itself changes with its remotes).
    const shellVersion = async () => (await (await fetch(`${stack.shellUrl}/current.json`)).json()).version;
    const shellBefore = await shellVersion();
    const oldTab = await newPage(browser);
    const oldTabFailures = failedRequests(oldTab);
    await oldTab.goto(`${stack.shellUrl}/about`);
    await heading(oldTab, TITLE);

    const drillAbout = originalAbout.replace(`'about.headline': '${TITLE}'`, `'about.headline': '${DRILL_TITLE}'`);
    expect(drillAbout).not.toBe(originalAbout);
    fs.writeFileSync(ABOUT_FILE, drillAbout);
    const started = Date.now();
    // Its type check and tests are npm test's unit tests; the route-ownership drill shows a deploy running them.
    const deployed = await deployCli('deploy', 'public', '--skip-tests');
    expect(deployed.output).not.toMatch(/refused/);
    expect(deployed.code).toBe(0);
    const version = deployed.output.trim().split('\n').pop();
    expect(await currentPublicVersion()).toBe(version);
    timings.push(`deploy ${deployed.seconds.toFixed(1)} s`);

    const newTab = await newPage(browser);
    await newTab.goto(`${stack.shellUrl}/about`);
    await heading(newTab, DRILL_TITLE);
    timings.push(`command to visible change ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await screenshot(newTab, 'deploy-new-visit');

    // The tab from before the deploy moves between the remote's pages on the version it started with.
    const nav = oldTab.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await heading(oldTab, 'Contact Us');
    await nav.getByRole('link', { name: 'Support' }).click();
    await heading(oldTab, 'Support Center');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await heading(oldTab, TITLE);
    expect(oldTabFailures).toEqual([]);

    // The shell was neither rebuilt nor restarted.
    expect(await shellVersion()).toBe(shellBefore);
    expect(() => process.kill(stack.originPids.shell, 0)).not.toThrow();

    // One browser can still try the version before (and any kept one) in the live shell, with a banner saying so.
    const previewTab = await newPage(browser, { width: 375, theme: 'dark' });
    await previewTab.goto(`${stack.shellUrl}/about?preview=public@${liveBefore}`);
    await heading(previewTab, TITLE);
    await previewTab.getByRole('status').filter({ hasText: `Previewing public version ${liveBefore}` }).waitFor();
    await screenshot(previewTab, 'deploy-preview');
    await previewTab.getByRole('button', { name: 'Stop preview' }).click();
    await heading(previewTab, DRILL_TITLE);

    const rolledBack = await deployCli('rollback', 'public');
    expect(rolledBack.code).toBe(0);
    timings.push(`rollback ${rolledBack.seconds.toFixed(1)} s`);
    expect(await currentPublicVersion()).toBe(liveBefore);
    const afterRollback = await newPage(browser);
    await afterRollback.goto(`${stack.shellUrl}/about`);
    await heading(afterRollback, TITLE);
    for (const page of [oldTab, newTab, previewTab, afterRollback]) await page.context().close();
  }, 300000);

  it('refuses a remote whose react range the shell cannot meet, changing nothing; the product keeps working', async () => {
    fs.writeFileSync(ABOUT_FILE, originalAbout);
    fs.writeFileSync(PACKAGE_FILE, originalPackage.replace('"react": "^19.2.0"', '"react": "^17.0.2"'));
    const before = await currentPublicVersion();
    const refused = await deployCli('deploy', 'public');
    timings.push(`refused deploy ${refused.seconds.toFixed(1)} s`);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`${REMOTE.public} requires react ^17.0.2, but the shell provides react 19`);
    expect(await currentPublicVersion()).toBe(before);

    const page = await newPage(browser);
    await page.goto(`${stack.shellUrl}/about`);
    await heading(page, TITLE);
    await page.context().close();
  }, 300000);
});
