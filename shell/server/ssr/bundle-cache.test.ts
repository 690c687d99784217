import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { BundleCache, type BundleCacheOptions } from './bundle-cache';
import type { ShellRenderInput } from './render';
import { createFakeStore, type FakeStore } from './testing/fake-store';

/** A load's time budget where the test is not about it: generous, since npm test runs these at low priority. */
const LOAD_BUDGET_MS = 5000;

describe('server bundles from the store', () => {
  let store: FakeStore;
  let lines: string[];
  const cacheFor = (options: Partial<BundleCacheOptions> = {}) => new BundleCache({ storeDir: store.dir, log: (line) => lines.push(line), ...options });
  const containerFile = (app: string, id: string) => path.join(store.dir, app, 'versions', id, 'server', 'container.js');

  beforeEach(() => {
    store = createFakeStore();
    lines = [];
  });
  afterEach(() => store.remove());

  it("loads the shell's bundle once per version, its shared modules from the workspace's node_modules", async () => {
    const id = store.deployShell();
    const bundles = cacheFor();
    const shell = await bundles.load('shell', 'shell', id);
    expect(await bundles.load('shell', 'shell', id)).toBe(shell);
    const page = (await shell.renderPage({
      url: '/about', registry: { remotes: [] }, apiUrl: 'http://127.0.0.1:1', loadContainer: () => Promise.reject(new Error('none')),
    } as unknown as ShellRenderInput)) as { html: string };
    expect(page.html).toContain('data-shell="shell-one"');
    // Outside require.cache: a version that is dropped can be collected.
    const nodeCache = Object.keys((Module as unknown as { _cache: Record<string, unknown> })._cache);
    expect(nodeCache.some((file) => file.includes('react-dom'))).toBe(true);
    expect(nodeCache.some((file) => file.startsWith(store.dir))).toBe(false);
  });

  it('keeps one module per version: a new version is a new module, the old one stays while kept', async () => {
    const v1 = store.deployRemote('recipes', { container: 'recipes-one' });
    const v2 = store.deployRemote('recipes', { container: 'recipes-two' });
    const bundles = cacheFor();
    const one = await bundles.loadWithin('remote', 'recipes', v1, LOAD_BUDGET_MS);
    const two = await bundles.loadWithin('remote', 'recipes', v2, LOAD_BUDGET_MS);
    expect(one).not.toBe(two);
    expect(Object.keys(two.pages)).toContain('AllRecipesPage');
  });

  it('rejects a container that throws, is missing or exports something else, logs once and retries only later', async () => {
    const broken = store.deployRemote('recipes', { container: 'throws' });
    const missing = store.deployRemote('public', { container: 'missing' });
    const garbage = store.deployRemote('public', { container: 'garbage' });
    // Long enough that the checks below run before it passes, even on a busy machine.
    const bundles = cacheFor({ retryMs: 1000 });
    await expect(bundles.loadWithin('remote', 'recipes', broken, LOAD_BUDGET_MS)).rejects.toThrow('container broke at load');
    await expect(bundles.loadWithin('remote', 'public', missing, LOAD_BUDGET_MS)).rejects.toThrow(/ENOENT/);
    await expect(bundles.loadWithin('remote', 'public', garbage, LOAD_BUDGET_MS)).rejects.toThrow('exports no pages object');
    // Fixed on disk: not read again before retryMs (a request never reads a bundle file)...
    fs.writeFileSync(containerFile('recipes', broken), "exports.pages = { AllRecipesPage: () => null };");
    await expect(bundles.loadWithin('remote', 'recipes', broken, LOAD_BUDGET_MS)).rejects.toThrow('container broke at load');
    expect(lines.filter((line) => line.includes(`recipes@${broken}`))).toHaveLength(1);
    // ...then tried again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(bundles.loadWithin('remote', 'recipes', broken, LOAD_BUDGET_MS)).resolves.toHaveProperty('pages');
    expect(lines.filter((line) => line.includes(`recipes@${broken}`))).toEqual([expect.stringContaining('cannot be used'), expect.stringContaining('loads now')]);
  });

  it('rejects a container that is not done within its time, and later requests at once while it is stuck', async () => {
    const id = store.deployRemote('recipes', { container: 'hangs' });
    const bundles = cacheFor();
    const startedAt = Date.now();
    await expect(bundles.loadWithin('remote', 'recipes', id, 300)).rejects.toThrow('did not load within 300 ms');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    const again = Date.now();
    await expect(bundles.loadWithin('remote', 'recipes', id, 300)).rejects.toThrow('still loading');
    expect(Date.now() - again).toBeLessThan(50);
  });

  it('loads only recorded versions with valid names, inside the store', async () => {
    const id = store.deployRemote('recipes');
    fs.rmSync(path.join(store.dir, 'recipes', 'versions', `${id}.json`));
    const bundles = cacheFor();
    await expect(bundles.loadWithin('remote', 'recipes', id, LOAD_BUDGET_MS)).rejects.toThrow('no such version');
    await expect(bundles.loadWithin('remote', '../recipes', id, LOAD_BUDGET_MS)).rejects.toThrow('is not a stored version');
    await expect(bundles.loadWithin('remote', 'recipes', '../../etc', LOAD_BUDGET_MS)).rejects.toThrow('is not a stored version');
    await expect(bundles.load('remote', 'recipes', 'dev')).rejects.toThrow('is not a stored version');
    expect(bundles.entries.size).toBe(1);
  });

  it("loads a bundle's own chunks from its folder the same way, and nothing from outside it", async () => {
    const id = store.deployRemote('recipes');
    const dir = path.dirname(containerFile('recipes', id));
    fs.writeFileSync(path.join(dir, '123.js'), "exports.Page = () => require('react').createElement('b', null, 'chunk');");
    fs.writeFileSync(containerFile('recipes', id), "exports.pages = { AllRecipesPage: require('./123.js').Page, CookPage: require('./123').Page };");
    const { pages } = await cacheFor().loadWithin('remote', 'recipes', id, LOAD_BUDGET_MS);
    expect(pages.AllRecipesPage).toBe(pages.CookPage);

    const other = store.deployRemote('recipes');
    fs.writeFileSync(containerFile('recipes', other), "exports.pages = require('../../../current.json');");
    await expect(cacheFor().loadWithin('remote', 'recipes', other, LOAD_BUDGET_MS)).rejects.toThrow("is not a file of the bundle's folder");
  });

  it('keeps the live versions and the few most recent others', async () => {
    const ids = [1, 2, 3, 4].map(() => store.deployRemote('recipes'));
    const bundles = cacheFor({ keepExtra: 1 });
    bundles.setLive([`recipes@${ids[0]}`]);
    for (const id of ids) await bundles.load('remote', 'recipes', id);
    expect([...bundles.entries.keys()].sort()).toEqual([`recipes@${ids[0]}`, `recipes@${ids[3]}`]);
  });

  it('knows which was used last even within one millisecond (a busy origin)', async () => {
    const ids = [1, 2, 3].map(() => store.deployRemote('recipes'));
    const bundles = cacheFor({ keepExtra: 1 });
    bundles.setLive([]);
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 26));
    try {
      for (const id of ids) await bundles.load('remote', 'recipes', id);
      expect([...bundles.entries.keys()]).toEqual([`recipes@${ids[2]}`]);
    } finally {
      now.mockRestore();
    }
  });
});
