import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { rollback, DeployRefused } from './deploy';
import { readRegistry } from './registry';
import { APPS, SHELL_SHARED, deployFake, fakeBuild, tempDir } from './test/fixtures';
import type { VersionRecord } from './releases';

const { recipes, shell: shellApp } = APPS;

describe('rollback and promote', () => {
  let store: FileStore;
  let old: VersionRecord;
  let incompatible: VersionRecord;
  let unowned: VersionRecord;
  let current: VersionRecord;
  beforeEach(async () => {
    store = new FileStore(tempDir());
    const now = Date.now();
    await deployFake(store, shellApp, {}, new Date(now));
    await deployFake(store, APPS.dashboard, {}, new Date(now));
    old = await deployFake(store, recipes, { marker: 'old' }, new Date(now - 4000));
    // Built before route ownership: no routes.json.
    unowned = await deployFake(store, recipes, { marker: 'unowned', routes: null }, new Date(now - 3000));
    // A version from before the dashboard mounted AllRecipesPage from it.
    incompatible = await deployFake(store, recipes, { marker: 'lacking', exposes: ['./RecipeDetailPage', './CookPage'] }, new Date(now - 2000));
    current = await deployFake(store, recipes, { marker: 'current' }, new Date(now - 1000));
  });

  it('refuses to go back to a version a live remote cannot use, and changes nothing', async () => {
    await expect(rollback({ app: recipes, store })).rejects.toThrow(DeployRefused);
    await expect(rollback({ app: recipes, store })).rejects.toThrow(
      `the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage, which recipes version ${incompatible.id} does not expose`,
    );
    expect((await releases.readPointer(store, recipes))!.version).toBe(current.id);
  });

  it('refuses a version built before route ownership, saying so', async () => {
    await expect(rollback({ app: recipes, store, id: unowned.id })).rejects.toThrow(
      `recipes version ${unowned.id} was built before route ownership (it has no routes.json); the live shell needs one: deploy a new build`,
    );
  });

  it('goes to a named version, rewriting the registry; --force overrides the checks', async () => {
    expect((await rollback({ app: recipes, store, id: old.id, skipRenderCheck: true })).version).toBe(old.id);
    expect((await readRegistry(store))!.remotes.map((r) => [r.app, r.version])).toEqual([['dashboard', expect.any(String)], ['recipes', old.id]]);
    expect((await rollback({ app: recipes, store, id: incompatible.id, force: true })).version).toBe(incompatible.id);
    await expect(rollback({ app: recipes, store, id: '20990101T000000000Z-none' })).rejects.toThrow('has no version');
  });

  it('refuses a shell version built before route ownership', async () => {
    const before = await deployFake(store, shellApp, { features: undefined, marker: 'old-shell' }, new Date(Date.now() - 60000));
    await expect(rollback({ app: shellApp, store, id: before.id })).rejects.toThrow(
      `shell version ${before.id} was built before route ownership (it has no shell-features.json with routeModules)`,
    );
  });

  it('while a canary runs: rollback to a named version drops it (recorded) and switches; a refused switch leaves it running', async () => {
    const { readCanaryOutcomes } = await import('./canary/canary-switch');
    const { startCanary } = await import('./canary/canary-start');
    await startCanary(store, recipes, old.id, { percent: 10, skipRenderCheck: true });
    await expect(rollback({ app: recipes, store, id: unowned.id })).rejects.toThrow('built before route ownership');
    expect((await releases.readPointer(store, recipes))!.canary!.version).toBe(old.id);
    await expect(releases.switchTo(store, recipes, old.id)).rejects.toThrow('has a canary running');

    const pointer = await rollback({ app: recipes, store, id: old.id, skipRenderCheck: true });
    expect(pointer).toMatchObject({ version: old.id, previous: current.id, canaryEnded: { outcome: 'promoted', by: 'operator', version: old.id } });
    await startCanary(store, recipes, current.id, { percent: 10, skipRenderCheck: true });
    const switched = await rollback({ app: recipes, store, id: incompatible.id, force: true });
    expect(switched).toMatchObject({ version: incompatible.id, canaryEnded: { outcome: 'rolled-back', reason: `dropped by an operator switching to ${incompatible.id}` } });
    expect(switched.canary).toBeUndefined();
    expect((await readCanaryOutcomes(store, recipes)).map((o) => o.outcome)).toEqual(['rolled-back', 'promoted']);
    expect((await readRegistry(store))!.remotes.find((r) => r.app === 'recipes')!.canary).toBeUndefined();
  });
});

describe('switching the shell', () => {
  it('refuses to go back to a shell that does not provide a singleton a live remote shares, and changes nothing', async () => {
    const store = new FileStore(tempDir());
    const now = Date.now();
    const runtime = { name: '@forkful/runtime', version: '0.1.0', requiredVersion: '0.1.0', singleton: true };
    const beforeRuntime = await deployFake(store, shellApp, { marker: 'before-runtime' }, new Date(now - 2000));
    const current = await deployFake(store, shellApp, { marker: 'runtime', shared: [...SHELL_SHARED, runtime] }, new Date(now - 1000));
    await deployFake(store, recipes, { shared: [...SHELL_SHARED, runtime] }, new Date(now));
    await expect(rollback({ app: shellApp, store, id: beforeRuntime.id })).rejects.toThrow(
      `Switching shell to ${beforeRuntime.id} refused; nothing was changed:\n  - the live mfe_recipes shares the singleton @forkful/runtime, but the new shell does not provide it`,
    );
    expect((await releases.readPointer(store, shellApp))!.version).toBe(current.id);
  });

});

describe('commitVersion without making it current', () => {
  it('records the version for preview and promote, the live one untouched', async () => {
    const store = new FileStore(tempDir());
    const live = await deployFake(store, recipes, { marker: 'live' }, new Date(Date.now() - 1000));
    const record = await releases.uploadVersion(store, recipes, fakeBuild({ marker: 'staged' }), { commit: 'abc1234' });
    await store.withLock(() => releases.commitVersion(store, recipes, record, { makeCurrent: false }));
    expect((await releases.readPointer(store, recipes))!.version).toBe(live.id);
    expect((await releases.listVersions(store, recipes)).map((v) => v.id)).toEqual([record.id, live.id]);
    expect((await rollback({ app: recipes, store, id: record.id, skipRenderCheck: true })).version).toBe(record.id);
  });

});
