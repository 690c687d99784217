import fs from 'fs';
import path from 'path';
import { findApp, findAppIn, frontendApps, hasScript, packageName } from './apps';
import { FileStore } from './stores/file-store';
import { APPS, deployFake, tempDir } from './test/fixtures';

/** A checkout with the given remote workspaces (forkful.remote + src/routes.json). */
function checkout(remotes: Array<[string, number]>): string {
  const root = tempDir('forkful-checkout-');
  for (const [name, port] of remotes) {
    fs.mkdirSync(path.join(root, `mfe-${name}`, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, `mfe-${name}`, 'package.json'), JSON.stringify({ name: `@forkful/mfe-${name}`, forkful: { remote: { name, port, title: name } } }));
    fs.writeFileSync(path.join(root, `mfe-${name}`, 'src', 'routes.json'), JSON.stringify({ pages: [] }));
  }
  return root;
}

describe('apps', () => {
  it('are the shell and every remote workspace found on disk', () => {
    const root = checkout([['hello', 3050], ['recipes', 3002]]);
    expect(frontendApps(root).map((a) => [a.name, a.dir, a.federationName, a.port])).toEqual([
      ['shell', 'shell', 'shell', 3000], ['hello', 'mfe-hello', 'mfe_hello', 3050], ['recipes', 'mfe-recipes', 'mfe_recipes', 3002],
    ]);
    expect(packageName(frontendApps(root)[1], root)).toBe('@forkful/mfe-hello');
  });

  it("expose each of their own modules their route module names, for pages and for other remotes' pages (extensions)", () => {
    const root = checkout([['planner', 3005]]);
    fs.writeFileSync(path.join(root, 'mfe-planner', 'src', 'routes.json'), JSON.stringify({
      pages: [{ path: '/plan', module: 'PlanPage', children: [{ path: 'all', module: 'mfe_recipes/AllRecipesPage' }] }],
      extensions: [{ slot: 'recipe-actions', module: 'AddToPlanAction' }, { slot: 'recipe-actions', module: 'mfe_recipes/Stolen' }, null],
    }));
    expect(frontendApps(root)[1].exposes).toEqual({
      './AddToPlanAction': './src/exposes/add-to-plan-action.tsx',
      './PlanPage': './src/exposes/plan-page.tsx',
    });
  });

  it('are found by short, folder or federation name; a remote only in the store by its name alone', () => {
    const apps = frontendApps(checkout([['recipes', 3002]]));
    for (const name of ['recipes', 'mfe-recipes', 'mfe_recipes']) expect(findApp(name, { apps })).toMatchObject({ name: 'recipes', dir: 'mfe-recipes' });
    expect(findApp('mfe-gone', { apps, storeNames: ['gone'] })).toEqual({ name: 'gone', federationName: 'mfe_gone', isShell: false });
    expect(() => findApp('gone', { apps })).toThrow('Unknown app "gone": use one of shell, recipes');
    expect(() => findApp('../etc', { apps, storeNames: ['../etc'] })).toThrow('Unknown app');
  });

  it("reads a workspace's package.json once for its name and its scripts", () => {
    const root = checkout([['hello', 3050]]);
    const file = path.join(root, 'mfe-hello', 'package.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), scripts: { test: 'jest', typecheck: 'tsc' } }));
    const hello = frontendApps(root)[1];
    const reads = jest.spyOn(fs, 'readFileSync');
    try {
      expect([hasScript(hello, 'typecheck', root), hasScript(hello, 'lint', root), packageName(hello, root)]).toEqual([true, false, '@forkful/mfe-hello']);
      expect(reads.mock.calls.filter(([read]) => read === file)).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
    expect(hasScript({ name: 'gone', federationName: 'mfe_gone', isShell: false }, 'typecheck')).toBe(false);
  });

  it("finds a store-only remote in the store's folders", async () => {
    const store = new FileStore(tempDir());
    await deployFake(store, APPS.hello);
    const apps = frontendApps(checkout([]));
    expect(await findAppIn(store, 'hello', { apps })).toMatchObject({ name: 'hello', federationName: 'mfe_hello', isShell: false });
    await expect(findAppIn(store, 'recipes', { apps })).rejects.toThrow('Unknown app "recipes": use one of shell, hello');
    expect(() => packageName({ name: 'hello', federationName: 'mfe_hello', isShell: false })).toThrow('has no workspace in this checkout');
  });
});
