/**
 * Forkful in Bangla (issue 34), in the built product: a visitor picks বাংলা in the header's Language switch and the
 * page follows (the header's navigation, `<html lang>`, counts in Bangla digits and plurals); a reload keeps it, the
 * server rendering it in Bangla too; and a remote deployed alone with a new Bangla string shows it, the shell untouched.
 *
 * The words expected are read from the apps' own messages and route modules (support/app-messages.ts), as built. The
 * deploy is a copy of the live mfe-public version in this run's store with one Bangla message changed in its chunks,
 * made current with the deploy CLI (`promote`) and restored afterwards, also when a test fails.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { BANGLA_DIGITS, formattedMessage, sourceMessage } from '../support/app-messages';
import { collectErrors, LOAD_TIMEOUT, newPage, screenshot } from '../support/browser';
import { addVersion, currentVersion, deployCommand, removeVersion, versionFilesContaining, versionIdAt, writeVersionFile } from '../support/deploy-store';
import { apiPage, PAGE_SIZE } from '../support/recipes-page';
import { REPO_ROOT } from '../support/stack';
import { useBrowserSuite } from '../support/suite';

interface NavEntry {
  slot: string;
  label: string;
  labels?: Record<string, string>;
  to: string;
  show?: string;
}

/** The header's navigation for a signed-out visitor, in English and Bangla, from the remotes' route modules. */
function headerNav(): { en: string; bn: string | undefined; to: string }[] {
  const remotes = fs.readdirSync(REPO_ROOT).filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(REPO_ROOT, dir, 'src', 'routes.json')));
  return remotes.flatMap((dir) => {
    const routes = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'src', 'routes.json'), 'utf8')) as { nav?: NavEntry[] };
    return (routes.nav ?? [])
      .filter((entry) => entry.slot === 'header' && entry.show !== 'signed-in')
      .map((entry) => ({ en: entry.label, bn: entry.labels?.bn, to: entry.to }));
  });
}

const languageSwitch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: new RegExp(`^(Language|${sourceMessage('shell', 'bn', 'language.label')})$`) });

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** The Bangla home page headline (mfe-public's), which the deploy below changes. */
const HEADLINE_KEY = 'hero.headline';
const NEW_HEADLINE = 'নতুন সংস্করণে স্বাগতম!';

describe('Forkful in Bangla', () => {
  const suite = useBrowserSuite();

  it('switches to Bangla from the header: navigation, <html lang>, a count and a plural in Bangla digits; a reload keeps it, server-rendered', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    const errors = collectErrors(page);
    await page.goto(suite.stack.shellUrl);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await htmlLang(page)).toBe('en');

    await languageSwitch(page).selectOption({ label: 'বাংলা' });
    const headline = sourceMessage('mfe-public', 'bn', HEADLINE_KEY);
    await page.getByRole('heading', { level: 1, name: headline }).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await htmlLang(page)).toBe('bn');

    // The header's navigation in Bangla (the route modules' labels), none of it in English any more.
    const nav = headerNav();
    expect(nav.length).toBeGreaterThan(2);
    const banner = page.getByRole('banner');
    for (const entry of nav) {
      expect({ to: entry.to, bn: entry.bn }).toEqual({ to: entry.to, bn: expect.any(String) });
      await banner.getByRole('link', { name: entry.bn, exact: true }).first().waitFor({ timeout: LOAD_TIMEOUT });
      expect(await banner.getByRole('link', { name: entry.en, exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'languages-home-bn');

    // All Recipes through the Bangla navigation: its count and plural in Bangla digits.
    const { total } = await apiPage({});
    const showing = formattedMessage('mfe-recipes', 'bn', 'allRecipes.showing', { first: 1, last: Math.min(PAGE_SIZE, total), total });
    expect(showing).toMatch(BANGLA_DIGITS);
    expect(showing).not.toMatch(/[0-9]/);
    await banner.getByRole('link', { name: nav.find((entry) => entry.to === '/all-recipes')!.bn, exact: true }).click();
    await page.getByText(showing, { exact: true }).waitFor({ timeout: LOAD_TIMEOUT });
    await screenshot(page, 'languages-all-recipes-bn');

    // A reload stays in Bangla, and the server rendered it so (the choice rides on a cookie).
    const reloaded = await page.reload();
    const html = (await reloaded!.text()).slice(0, 200_000);
    expect(html).toMatch(/<html[^>]*\slang="bn"/);
    expect(html).toContain(nav.find((entry) => entry.to === '/all-recipes')!.bn);
    await page.getByText(showing, { exact: true }).waitFor({ timeout: LOAD_TIMEOUT });
    expect(await htmlLang(page)).toBe('bn');
    expect(await languageSwitch(page).inputValue()).toBe('bn');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  describe('a remote deployed alone with a new Bangla string', () => {
    const APP = 'public';
    let live: string;
    const added: string[] = [];

    beforeAll(() => {
      live = currentVersion(APP)!;
      expect(live).toBeDefined();
    });
    afterAll(async () => {
      if (currentVersion(APP) !== live) await deployCommand('promote', APP, live);
      for (const id of added) removeVersion(APP, id);
    });

    it('shows the new Bangla text on the next visit, the shell untouched', async () => {
      const shellVersion = async () => (await (await fetch(`${suite.stack.shellUrl}/current.json`)).json()).version;
      const shellBefore = await shellVersion();
      const headline = sourceMessage('mfe-public', 'bn', HEADLINE_KEY);

      // A new version of mfe-public as a build would publish it: its Bangla messages (the browser's chunk and the
      // server's) with the headline worded anew; nothing else changed, the shell not rebuilt.
      const version = versionIdAt(new Date(), 'bangla');
      addVersion(APP, live, version, (dir) => {
        const files = versionFilesContaining(dir, headline);
        expect(files.filter((file) => !file.includes(`${path.sep}server${path.sep}`)).length).toBeGreaterThan(0);
        for (const file of files) writeVersionFile(file, fs.readFileSync(file, 'utf8').split(headline).join(NEW_HEADLINE));
      });
      added.push(version);
      const promoted = await deployCommand('promote', APP, version);
      expect(promoted.output).not.toMatch(/refused/);
      expect(promoted.code).toBe(0);

      const page = await newPage(suite.browser, { width: 1280 });
      const errors = collectErrors(page);
      await page.goto(suite.stack.shellUrl);
      await page.getByRole('heading', { level: 1, name: 'Welcome to Forkful!' }).waitFor({ timeout: LOAD_TIMEOUT });
      await languageSwitch(page).selectOption({ label: 'বাংলা' });
      await page.getByRole('heading', { level: 1, name: NEW_HEADLINE }).waitFor({ timeout: LOAD_TIMEOUT });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: NEW_HEADLINE }).waitFor({ timeout: LOAD_TIMEOUT });
      expect(await page.getByRole('heading', { level: 1, name: headline }).count()).toBe(0);
      await screenshot(page, 'languages-deployed-bn');
      expect(await shellVersion()).toBe(shellBefore);
      expect(() => process.kill(suite.stack.originPids.shell, 0)).not.toThrow();
      expect(errors).toEqual([]);
      await page.context().close();
    }, 180_000);
  });
});
