/**
 * Every frontend speaks every language (issue 34): the shell, each remote (config/frontend-apps.js finds them) and the
 * UI kit have their messages in English and Bangla (src/i18n/messages/{en,bn}.ts) and a test that the two agree; each
 * remote's route module gives its page titles and navigation labels in Bangla too (the shell shows them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { discoverFrontendApps, readRoutes } from '@forkful/config/frontend-apps';
import { REPO_ROOT } from './source-tree';

/** The languages besides English (domain's LOCALES): each needs its messages file and its route texts. */
const OTHER_LANGUAGES = ['bn'];

interface Titled {
  path?: string;
  index?: boolean;
  title?: string;
  titles?: Record<string, string>;
  children?: Titled[];
}
interface RouteModule {
  pages?: Titled[];
  nav?: { label: string; labels?: Record<string, string>; to: string }[];
}

const apps = discoverFrontendApps() as { dir: string; isShell: boolean }[];
const frontends = [...apps.map((app) => app.dir), 'ui'];

const exists = (dir: string, file: string) => fs.existsSync(path.join(REPO_ROOT, dir, file));

test.each(frontends)('%s has its messages in every language, and a test that they agree', (dir) => {
  const messages = 'src/i18n/messages';
  const missing = ['en', ...OTHER_LANGUAGES].map((language) => `${messages}/${language}.ts`).filter((file) => !exists(dir, file));
  if (!exists(dir, `${messages}/messages.test.ts`) && !exists(dir, `${messages}/messages.test.tsx`)) missing.push(`${messages}/messages.test.ts`);
  expect(missing).toEqual([]);
  // The test compares the languages with the UI kit's check (same keys, same ICU arguments, all parse).
  const test = ['ts', 'tsx'].map((ext) => path.join(REPO_ROOT, dir, `${messages}/messages.test.${ext}`)).find((file) => fs.existsSync(file));
  expect(fs.readFileSync(test!, 'utf8')).toMatch(/translationProblems\(/);
});

test.each(apps.filter((app) => !app.isShell).map((app) => app.dir))("%s's route module titles its pages and labels its navigation in every language", (dir) => {
  const routes = readRoutes(dir) as RouteModule;
  const untranslated: string[] = [];
  const pages = (routes.pages ?? []).flatMap((page) => [page, ...(page.children ?? [])]);
  for (const page of pages.filter((p) => p.title)) {
    for (const language of OTHER_LANGUAGES) if (!page.titles?.[language]) untranslated.push(`page ${page.path ?? '(index)'}: titles.${language}`);
  }
  for (const entry of routes.nav ?? []) {
    for (const language of OTHER_LANGUAGES) if (!entry.labels?.[language]) untranslated.push(`nav ${entry.to}: labels.${language}`);
  }
  expect(untranslated).toEqual([]);
});
