const { findApp } = require('./apps');
const releases = require('./releases');
const { FileStore } = require('./stores/file-store');
const { rollback, DeployRefused } = require('./deploy');
const { deployFake, fakeBuild, tempDir } = require('./test/fixtures');

const recipes = findApp('mfe-recipes');
const shellApp = findApp('shell');
const REQUIRES = { mfe_recipes: ['./AllRecipesPage', './RecipeDetailPage'] };


describe('rollback and promote', () => {
  let store;
  let old;
  let incompatible;
  let current;
  beforeEach(async () => {
    store = new FileStore(tempDir());
    const now = Date.now();
    await deployFake(store, shellApp, { name: 'shell', exposes: [], requires: REQUIRES }, new Date(now));
    old = await deployFake(store, recipes, { marker: 'old' }, new Date(now - 3000));
    // A version that was live before the shell started loading RecipeDetailPage from it.
    incompatible = await deployFake(store, recipes, { marker: 'lacking', exposes: ['./AllRecipesPage'] }, new Date(now - 2000));
    current = await deployFake(store, recipes, { marker: 'current' }, new Date(now - 1000));
  });

  it('refuses to go back to a version the live shell cannot use, and changes nothing', async () => {
    await expect(rollback({ app: recipes, store })).rejects.toThrow(DeployRefused);
    await expect(rollback({ app: recipes, store })).rejects.toThrow('no longer exposes ./RecipeDetailPage');
    expect((await releases.readPointer(store, recipes)).version).toBe(current.id);
  });

  it('goes to a named version, and --force overrides the check', async () => {
    expect((await rollback({ app: recipes, store, id: old.id })).version).toBe(old.id);
    expect((await rollback({ app: recipes, store, id: incompatible.id, force: true })).version).toBe(incompatible.id);
    await expect(rollback({ app: recipes, store, id: '20990101T000000000Z-none' })).rejects.toThrow('has no version');
  });
});

describe('commitVersion without making it current', () => {
  it('records the version for preview and promote, the live one untouched', async () => {
    const store = new FileStore(tempDir());
    const live = await deployFake(store, recipes, { marker: 'live' }, new Date(Date.now() - 1000));
    const record = await releases.uploadVersion(store, recipes, fakeBuild({ marker: 'staged' }), { commit: 'abc1234' });
    await store.withLock(() => releases.commitVersion(store, recipes, record, { makeCurrent: false }));
    expect((await releases.readPointer(store, recipes)).version).toBe(live.id);
    expect((await releases.listVersions(store, recipes)).map((v) => v.id)).toEqual([record.id, live.id]);
    expect((await rollback({ app: recipes, store, id: record.id })).version).toBe(record.id);
  });
});
