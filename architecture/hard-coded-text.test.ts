/**
 * No English (or any language) written straight into a frontend's components (issue 34): every word a person reads
 * or hears comes from the app's messages (src/i18n), so it shows in the page's language. Scans the shell's, every
 * remote's (config/frontend-apps.js finds them) and the UI kit's components, tests and test helpers aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { discoverFrontendApps } from '@forkful/config/frontend-apps';
import { describeFinding, findHardCodedText } from './hard-coded-text';
import { REPO_ROOT, sourceFiles, trackedFiles } from './source-tree';

/**
 * Not scanned: tests and test helpers; and each remote's standalone dev page (src/app/standalone-app.tsx with the UI
 * kit's harness, ui/src/standalone/), which only a developer running one remote alone sees, never a cook.
 */
const NOT_SHOWN_TO_COOKS = [/\.test\.tsx$/, /\/testing\//, /\/src\/app\/standalone-app\.tsx$/, /^ui\/src\/standalone\//];

/** The template a new team's remote starts from (`npm run new-remote`): it starts translated too. */
const REMOTE_TEMPLATE = 'scripts/templates/remote/src/';

function componentFiles(): string[] {
  const roots = [...discoverFrontendApps().map((app: { dir: string }) => `${app.dir}/src/`), 'ui/src/'];
  const components = sourceFiles().filter((file) => file.endsWith('.tsx') && roots.some((root) => file.startsWith(root)));
  const templates = trackedFiles().filter((file) => file.startsWith(REMOTE_TEMPLATE) && file.endsWith('.tsx.tmpl'));
  const shown = (file: string) => !NOT_SHOWN_TO_COOKS.some((rule) => rule.test(file.replace(/\.tmpl$/, '')));
  return [...components, ...templates.filter((file) => fs.existsSync(path.join(REPO_ROOT, file)))].filter(shown);
}

describe('findHardCodedText', () => {
  const planted = [
    "import { useT } from '../i18n';",
    'export function Planted({ count }: { count: number }) {',
    '  const t = useT();',
    '  return (',
    '    <section aria-label="Planted section" className="plain-class">',
    '      <h2>{t("planted.title")}</h2>',
    '      <p>Hello there</p>',
    '      <input placeholder={"Search recipes"} title={t("planted.search")} />',
    '      <img alt={count > 1 ? "Photos" : t("planted.photo")} src="/a.png" />',
    '      <span>{`${count} recipes`}</span>',
    '      <span>{count ?? "none"}</span>',
    '      <Field label="Title" data-testid="Not text" />',
    '      <span aria-description="Opens a dialog" />',
    '      <b>Forkful · বাংলা {count} · 2 × 3 &times; &nbsp;</b>',
    '      <a href="/x">{origin}/all-recipes</a> <a title="https://example.org/x">Open the site</a>',
    '      {/* A comment, not text */}',
    '    </section>',
    '  );',
    '}',
  ].join('\n');

  it('finds each planted string with its line, and nothing that is not text', () => {
    expect(findHardCodedText('planted.tsx', planted).map(describeFinding)).toEqual([
      'planted.tsx:5: Planted section',
      'planted.tsx:7: Hello there',
      'planted.tsx:8: Search recipes',
      'planted.tsx:9: Photos',
      'planted.tsx:10: recipes',
      'planted.tsx:11: none',
      'planted.tsx:12: Title',
      'planted.tsx:13: Opens a dialog',
      'planted.tsx:15: Open the site',
    ]);
  });

  it('finds Bangla written into a component too, and leaves translated text alone', () => {
    expect(findHardCodedText('bn.tsx', 'export const X = () => <p>রেসিপি</p>;').map(describeFinding)).toEqual(['bn.tsx:1: রেসিপি']);
    expect(findHardCodedText('ok.tsx', 'export const X = ({ t }) => <p title={t("a")}>{t("b", { count: 2 })}</p>;')).toEqual([]);
  });
});

test("no frontend component writes words into its JSX: they come from the app's messages", () => {
  const files = componentFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(files).toContain(`${REMOTE_TEMPLATE}features/__name__/components/__name__-page.tsx.tmpl`);
  const found = files.flatMap((file) => findHardCodedText(file, fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
  expect(found.map(describeFinding)).toEqual([]);
});
