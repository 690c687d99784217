import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { retire } from './retire';
import { rollback, DeployRefused } from './deploy';
import { readRegistry } from './registry';
import { APPS, deployFake, tempDir } from './test/fixtures';
import type { VersionRecord } from './releases';

describe('retire', () => {
  let store: FileStore;
  let recipes: VersionRecord;
  beforeEach(async () => {
    store = new FileStore(tempDir());
    await deployFake(store, APPS.shell);
    await deployFake(store, APPS.public);
    recipes = await deployFake(store, APPS.recipes);
    await deployFake(store, APPS.dashboard);
    await deployFake(store, APPS.hello);
  });

  it('removes the pointer and the registry entry, keeps the versions, and promote brings it back', async () => {
    const { retired, registry, problems } = await retire({ app: APPS.hello, store });
    expect(problems).toEqual([]);
    expect(await releases.readPointer(store, APPS.hello)).toBeUndefined();
    expect(registry.remotes.map((r) => r.app)).toEqual(['dashboard', 'public', 'recipes']);
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['dashboard', 'public', 'recipes']);
    expect(await releases.listVersions(store, APPS.hello)).toHaveLength(1);

    expect((await rollback({ app: APPS.hello, store, id: retired.version, skipRenderCheck: true })).version).toBe(retired.version);
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['dashboard', 'hello', 'public', 'recipes']);
  });

  it('refuses while another live remote mounts its modules or links into its claims, naming them, and changes nothing', async () => {
    await expect(retire({ app: APPS.recipes, store })).rejects.toThrow(DeployRefused);
    await expect(retire({ app: APPS.recipes, store })).rejects.toThrow("the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage");
    await expect(retire({ app: APPS.public, store })).rejects.toThrow("the live mfe_dashboard's dashboard entry \"Home\" links to /, inside mfe_public's claim /");
    expect((await releases.readPointer(store, APPS.recipes))!.version).toBe(recipes.id);
    expect((await readRegistry(store))!.remotes).toHaveLength(4);
  });

  it('retires anyway with force, returning what it overrode', async () => {
    const { problems, registry } = await retire({ app: APPS.recipes, store, force: true });
    expect(problems).toEqual(["the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage"]);
    expect(registry.remotes.map((r) => r.app)).toEqual(['dashboard', 'hello', 'public']);
  });

  it('refuses the shell and a remote that is not live', async () => {
    await expect(retire({ app: APPS.shell, store })).rejects.toThrow('The shell cannot be retired');
    await retire({ app: APPS.hello, store });
    await expect(retire({ app: APPS.hello, store })).rejects.toThrow('hello is not live');
  });
});
