/** The remote generator (scripts/new-remote.ts), run into a throwaway checkout with the parts it reads. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FrontendApp } from '@forkful/topology';
import { parseRemoteRoutes } from '@forkful/topology/routes-schema';
import { discoverRemoteApps } from '@forkful/config/frontend-apps';
import { createRemote, main, NewRemoteRefused } from './new-remote';

/**
 * What a new remote copies its dependencies and scripts from: written here, not read from this checkout's mfe-public,
 * whose package.json the browser tests' deploy drill edits while these tests may run.
 */
const REFERENCE = {
  name: '@forkful/mfe-public',
  version: '0.1.0',
  private: true,
  scripts: { build: 'webpack --mode production', test: 'jest' },
  dependencies: { '@forkful/design-tokens': '0.1.0', '@forkful/domain': '0.1.0', '@forkful/runtime': '0.1.0', '@forkful/ui': '0.1.0', react: '^19.2.0' },
  devDependencies: { '@forkful/config': '0.1.0', jest: '^30.2.0' },
};

/** Our packages a file imports, requires or names in backticks (`@forkful/runtime/api` -> `@forkful/runtime`). */
const forkfulPackagesIn = (text: string) => [...text.matchAll(/['"`](@forkful\/[a-z0-9-]+)/g)].map((match) => match[1]);

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A checkout with mfe-public (what a new remote copies its dependencies from) and a remote on port 3002. */
function checkout(reference: object = REFERENCE): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-new-remote-'));
  roots.push(root);
  for (const [dir, name, port] of [['mfe-public', 'public', 3001], ['mfe-taken', 'taken', 3002]] as const) {
    fs.mkdirSync(path.join(root, dir, 'src'), { recursive: true });
    const pkg = dir === 'mfe-public' ? reference : { name: `@forkful/${dir}` };
    fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ ...pkg, forkful: { remote: { name, port, title: name } } }));
    fs.writeFileSync(path.join(root, dir, 'src', 'routes.json'), JSON.stringify({ pages: [] }));
  }
  return root;
}

describe('new-remote', () => {
  it('creates mfe-<name>/ that discovery finds, on the first free dev port, with a valid route module', () => {
    const root = checkout();
    const { dir, port, files } = createRemote('hello', { root });
    expect(dir).toBe(path.join(root, 'mfe-hello'));
    expect(port).toBe(3003);
    expect(files).toEqual(expect.arrayContaining([
      'package.json', 'webpack.config.js', 'jest.config.js', 'tsconfig.json', 'README.md', 'src/index.ts', 'src/styled.d.ts', 'src/routes.json',
      'src/app/bootstrap.tsx', 'src/app/standalone-app.tsx', 'src/exposes/hello-page.tsx', 'src/testing/render.tsx',
      'src/features/hello/components/hello-page.tsx', 'src/features/hello/components/hello-page.test.tsx',
      'src/features/hello/api/README.md', 'src/features/hello/hooks/README.md',
      'src/i18n/index.ts', 'src/i18n/messages/en.ts', 'src/i18n/messages/bn.ts', 'src/i18n/messages/messages.test.ts',
    ]));
    for (const file of files) expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/__(name|Name|NAME|PORT|FEDERATION)__/);

    const found: FrontendApp | undefined = discoverRemoteApps(root).find((app: FrontendApp) => app.name === 'hello');
    expect(found).toMatchObject({
      dir: 'mfe-hello', federationName: 'mfe_hello', port: 3003, portEnv: 'MFE_HELLO_PORT', title: 'Forkful · Hello',
      exposes: { './HelloPage': './src/exposes/hello-page.tsx' },
    });
    expect(fs.existsSync(path.join(dir, found?.exposes['./HelloPage'] ?? 'missing'))).toBe(true);

    const { routes, problems } = parseRemoteRoutes(JSON.parse(fs.readFileSync(path.join(dir, 'src', 'routes.json'), 'utf8')));
    expect(problems).toEqual([]);
    expect(routes).toEqual({
      schemaVersion: 1,
      claims: ['/hello/*'],
      pages: [{ path: '/hello', module: 'HelloPage', title: 'Hello', titles: { bn: 'Hello' } }],
      nav: [{ slot: 'header', label: 'Hello', labels: { bn: 'Hello' }, to: '/hello', order: 70 }],
    });
  });

  it('starts translated: its words in English and Bangla under the same keys, loaded by its exposed page', () => {
    const { dir } = createRemote('hello', { root: checkout() });
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    const keysOf = (file: string) => [...read(file).matchAll(/^ {2}'([\w.]+)':/gm)].map((match) => match[1]);
    expect(keysOf('src/i18n/messages/en.ts').length).toBeGreaterThan(3);
    expect(keysOf('src/i18n/messages/bn.ts')).toEqual(keysOf('src/i18n/messages/en.ts'));
    expect(read('src/i18n/messages/bn.ts')).toMatch(/[\u0980-\u09FF]/);
    expect(read('src/exposes/hello-page.tsx')).toMatch(/appMessages\.preloadDocumentLanguage\(\)/);
    expect(read('src/features/hello/components/hello-page.tsx')).toContain("from '../../../i18n'");
  });

  it("copies mfe-public's dependencies and scripts, and writes the page the route module names", () => {
    const root = checkout();
    const { dir } = createRemote('hello', { root });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@forkful/mfe-hello', private: true, scripts: REFERENCE.scripts, dependencies: REFERENCE.dependencies, devDependencies: REFERENCE.devDependencies });
    expect(fs.readFileSync(path.join(dir, 'webpack.config.js'), 'utf8')).toContain("createFrontendConfig('hello', argv)");
    const page = fs.readFileSync(path.join(dir, 'src', 'features', 'hello', 'components', 'hello-page.tsx'), 'utf8');
    expect(page).toContain('export function HelloPage()');
    expect(page).toContain("useDocumentTitle(t('page.title'))");
    expect(fs.readFileSync(path.join(dir, 'src', 'i18n', 'messages', 'en.ts'), 'utf8')).toContain("'page.title': 'Hello'");
    expect(fs.readFileSync(path.join(dir, 'src', 'exposes', 'hello-page.tsx'), 'utf8')).toContain('export default withRemoteProviders(HelloPage)');
  });

  it('depends on every package of ours its files use, and none of them uses or names @forkful/contracts', () => {
    const root = checkout();
    const { dir, files } = createRemote('hello', { root });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const used = new Set(files.flatMap((file) => forkfulPackagesIn(fs.readFileSync(path.join(dir, file), 'utf8'))));
    expect([...used].filter((name) => name !== pkg.name && !declared.includes(name))).toEqual([]);
    expect(used).toContain('@forkful/design-tokens');
    expect(used).not.toContain('@forkful/contracts');
  });

  it('builds against domain, design-tokens and runtime, never @forkful/contracts, even when mfe-public still depends on it', () => {
    const stale = { ...REFERENCE, dependencies: { '@forkful/contracts': '0.1.0', '@forkful/ui': '0.1.0', react: '^19.2.0' } };
    const { dir } = createRemote('hello', { root: checkout(stale) });
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(dependencies).toEqual({ '@forkful/design-tokens': '0.1.0', '@forkful/domain': '0.1.0', '@forkful/runtime': '0.1.0', '@forkful/ui': '0.1.0', react: '^19.2.0' });
    expect(dependencies).not.toHaveProperty(['@forkful/contracts']);
  });

  it('refuses bad names and names that are taken, creating nothing', () => {
    const root = checkout();
    const before = fs.readdirSync(root).sort();
    for (const name of ['Hello', 'x', '1abc', 'my-remote', '../evil', 'shell', 'public', 'taken', '']) {
      expect(() => createRemote(name, { root })).toThrow(NewRemoteRefused);
    }
    expect(() => createRemote('taken', { root })).toThrow('mfe-taken/ exists already');
    expect(fs.readdirSync(root).sort()).toEqual(before);
  });

  it('prints what it created and the next commands', () => {
    const root = checkout();
    const lines: string[] = [];
    expect(main(['hello', '--root', root], (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toBe(`Created ${path.join(root, 'mfe-hello')}/ (remote mfe_hello, dev port 3003, claims /hello/*, one page at /hello):`);
    expect(lines).toEqual(expect.arrayContaining(['  src/routes.json', 'Next:', expect.stringMatching(/^ {2}npm run deploy -- hello +checks it against what is live/)]));
    expect(() => main(['a', 'b', '--root', root], () => {})).toThrow('usage: npm run new-remote');
  });
});
