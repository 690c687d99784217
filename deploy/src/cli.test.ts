import { execFileSync } from 'child_process';
import path from 'path';
import { typeScriptNode } from '@forkful/platform';
import { main, parseArgs } from './cli';
import { FileStore } from './stores/file-store';
import * as releases from './releases';
import { readRegistry } from './registry';
import { APPS, buildOf, deployFake, fakeBuild, tempDir } from './test/fixtures';
import { startCanary } from './canary/canary-start';

const { recipes } = APPS;

describe('forkful-deploy', () => {
  let printed: string[];
  beforeEach(() => {
    printed = [];
    jest.spyOn(console, 'log').mockImplementation((line) => printed.push(String(line)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the versions with time, commit and size, newest first, marking the current one', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    const older = await deployFake(store, recipes, { marker: 'a' }, new Date(Date.now() - 60000));
    const newer = await deployFake(store, recipes, { marker: 'b' }, new Date());
    expect(await main(['deployments', 'mfe-recipes', '--target', dir])).toBe(0);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(new RegExp(`^\\* ${newer.id}  ${newer.createdAt}  abc1234  \\d+ KB  6 files$`));
    expect(printed[1]).toMatch(new RegExp(`^  ${older.id}  `));
    printed.length = 0;
    expect(await main(['rollback', 'recipes', '--target', dir, '--skip-render-check'])).toBe(0);
    expect(printed).toEqual([`recipes: ${older.id} is current (was ${newer.id})`]);
  });

  it('uses the deploy/ folder under FORKFUL_DATA_DIR when no --target or FORKFUL_DEPLOY_TARGET is given', async () => {
    const dataDir = tempDir();
    const version = await deployFake(new FileStore(path.join(dataDir, 'deploy')), recipes, { marker: 'a' }, new Date());
    const env: NodeJS.ProcessEnv = { ...process.env, FORKFUL_DATA_DIR: dataDir };
    delete env.FORKFUL_DEPLOY_TARGET;
    const cli = typeScriptNode(path.join(__dirname, 'cli.ts'), ['deployments', 'recipes']);
    const out = execFileSync(cli.command, cli.args, { env, encoding: 'utf8' });
    expect(out.split('\n').filter(Boolean)).toEqual([expect.stringMatching(new RegExp(`^\\* ${version.id}  `))]);
  });

  it('retires a remote whose folder is only in the store, prints how to undo it, and promote undoes it', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    await deployFake(store, recipes);
    const gone = await deployFake(store, { name: 'gone', federationName: 'mfe_gone', isShell: false, dir: 'mfe-gone' }, {
      name: 'mfe_gone', exposes: ['./GonePage'], routes: { schemaVersion: 1, claims: ['/gone'], pages: [{ path: '/gone', module: 'GonePage' }], nav: [] },
    });
    expect(await main(['retire', 'mfe-gone', '--target', dir])).toBe(0);
    expect(printed).toEqual([
      `gone: retired (was ${gone.id}); 1 remote(s) live: recipes`,
      `gone: its versions stay; to bring it back: npm run promote -- gone ${gone.id}`,
    ]);
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['recipes']);
    printed.length = 0;
    expect(await main(['promote', 'gone', gone.id, '--target', dir, '--skip-render-check'])).toBe(0);
    expect(printed).toEqual([`gone: ${gone.id} is current (was not live)`]);
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['gone', 'recipes']);
  });

  it('refuses to retire a remote others use unless --force, which says what it overrode', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    await deployFake(store, recipes);
    await deployFake(store, APPS.dashboard);
    await expect(main(['retire', 'recipes', '--target', dir])).rejects.toThrow(/Retiring recipes refused; nothing was changed:\n {2}- the live mfe_dashboard's pages mount mfe_recipes\/AllRecipesPage\n\(--force/);
    expect(await releases.readPointer(store, recipes)).toBeDefined();
    expect(await main(['retire', 'recipes', '--force', '--target', dir])).toBe(0);
    expect(printed[0]).toBe("recipes: retired anyway (--force): the live mfe_dashboard's pages mount mfe_recipes/AllRecipesPage");
    expect(await releases.readPointer(store, recipes)).toBeUndefined();
  });

  it('refuses unknown apps, commands and options, and promote without a version', async () => {
    await expect(main(['deploy', 'kitchen'])).rejects.toThrow('Unknown app "kitchen"');
    await expect(main(['retire', 'kitchen', '--target', tempDir()])).rejects.toThrow('Unknown app "kitchen"');
    await expect(main(['ship', 'recipes', '--target', tempDir()])).rejects.toThrow('Unknown command ship');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown option --fast');
    await expect(main(['promote', 'recipes', '--target', tempDir()])).rejects.toThrow('promote needs a version');
    expect(parseArgs(['recipes', '--target=s3://b/p', '--skip-tests', '--no-promote'])).toEqual({ positional: ['recipes'], target: 's3://b/p', skipTests: true, noPromote: true });
  });

  it('parses the canary options and refuses bad ones', () => {
    expect(parseArgs(['recipes', '--canary', '10', '--canary-min-views=50', '--canary-min-minutes', '5'])).toEqual({ positional: ['recipes'], canary: 10, canaryMinViews: 50, canaryMinMinutes: 5 });
    expect(parseArgs(['recipes', '--canary=20'])).toEqual({ positional: ['recipes'], canary: 20 });
    expect(() => parseArgs(['recipes', '--canary', '0'])).toThrow('--canary takes a whole number from 1 to 99, not 0');
    expect(() => parseArgs(['recipes', '--canary', '100'])).toThrow('from 1 to 99');
    expect(() => parseArgs(['recipes', '--canary', '7.5'])).toThrow('from 1 to 99');
    expect(() => parseArgs(['recipes', '--canary'])).toThrow('--canary takes a whole number');
    expect(() => parseArgs(['recipes', '--canary-min-views', '5'])).toThrow('go with --canary');
    expect(() => parseArgs(['recipes', '--canary', '5', '--no-promote'])).toThrow('do not go together');
  });

  it('marks the canary in deployments, promotes it without a version, drops it on rollback, and lists how each ended', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    const stable = await deployFake(store, recipes, { marker: 'a' }, new Date(Date.now() - 60000));
    const publish = async (marker: string, at: number) => {
      const record = await releases.uploadVersion(store, recipes, fakeBuild(buildOf(recipes, { marker })), { commit: 'abc1234', now: new Date(at) });
      await store.withLock(() => releases.commitVersion(store, recipes, record, { makeCurrent: false }));
      return record;
    };
    const first = await publish('b', Date.now() - 30000);
    await startCanary(store, recipes, first.id, { percent: 20, skipRenderCheck: true });
    expect(await main(['deployments', 'recipes', '--target', dir])).toBe(0);
    expect(printed[0]).toMatch(new RegExp(`^~ ${first.id}  .*  canary: 20 % of new sessions since `));
    expect(printed[1]).toMatch(new RegExp(`^\\* ${stable.id}  `));

    printed.length = 0;
    expect(await main(['rollback', 'recipes', '--target', dir])).toBe(0);
    expect(printed).toEqual([`recipes: the canary ${first.id} (20 % of new sessions) is dropped`, `recipes: ${stable.id} stays current for every session`]);
    expect((await releases.readPointer(store, recipes))!).toMatchObject({ version: stable.id });
    expect((await releases.readPointer(store, recipes))!.canary).toBeUndefined();

    await startCanary(store, recipes, first.id, { percent: 10, skipRenderCheck: true });
    printed.length = 0;
    expect(await main(['promote', 'recipes', '--target', dir])).toBe(0);
    expect(printed).toEqual([expect.stringMatching(new RegExp(`^recipes: the canary ${first.id} is current for everyone \\(was live for 10 % of new sessions since `))]);
    expect((await releases.readPointer(store, recipes))!).toEqual(expect.objectContaining({ version: first.id, previous: stable.id }));

    printed.length = 0;
    expect(await main(['deployments', 'recipes', '--target', dir])).toBe(0);
    expect(printed.slice(2)).toEqual([
      "recipes's canaries, newest first:",
      expect.stringMatching(new RegExp(`^  \\S+  promoted    ${first.id} \\(10 %, since \\S+\\)  by operator: promoted by an operator \\(npm run promote\\)$`)),
      expect.stringMatching(new RegExp(`^  \\S+  rolled back  ${first.id} \\(20 %, since \\S+\\)  by operator: dropped by an operator \\(npm run rollback\\)$`)),
    ]);
  });

  it('starts a published version as a canary with promote --canary, and refuses --canary on other commands', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    const stable = await deployFake(store, recipes, { marker: 'a' }, new Date(Date.now() - 60000));
    const record = await releases.uploadVersion(store, recipes, fakeBuild(buildOf(recipes, { marker: 'b' })), { commit: 'abc1234', now: new Date(Date.now() - 30000) });
    await store.withLock(() => releases.commitVersion(store, recipes, record, { makeCurrent: false }));
    await expect(main(['rollback', 'recipes', '--canary', '20', '--target', dir])).rejects.toThrow('--canary goes with deploy, or with promote and a version');
    await expect(main(['promote', 'recipes', '--canary', '20', '--target', dir])).rejects.toThrow('--canary goes with deploy, or with promote and a version');
    expect(await main(['promote', 'recipes', record.id, '--canary', '25', '--canary-min-views', '30', '--canary-min-minutes', '0', '--skip-render-check', '--target', dir])).toBe(0);
    expect(printed).toEqual([`recipes: ${record.id} is live for 25 % of new sessions (${stable.id} stays for the others); promote: npm run promote -- recipes; drop: npm run rollback -- recipes`]);
    expect((await releases.readPointer(store, recipes))!).toMatchObject({ version: stable.id, canary: { version: record.id, percent: 25, minViews: 30, minMinutes: 0 } });
    expect((await readRegistry(store))!.remotes.find((r) => r.app === 'recipes')).toMatchObject({ version: stable.id, canary: { version: record.id, percent: 25 } });
  });

  it('retire drops a running canary, recording it', async () => {
    const dir = tempDir();
    const store = new FileStore(dir);
    await deployFake(store, APPS.hello, { marker: 'a' }, new Date(Date.now() - 60000));
    const record = await releases.uploadVersion(store, APPS.hello, fakeBuild(buildOf(APPS.hello, { marker: 'b' })), { commit: 'abc1234' });
    await store.withLock(() => releases.commitVersion(store, APPS.hello, record, { makeCurrent: false }));
    await startCanary(store, APPS.hello, record.id, { percent: 50, skipRenderCheck: true });
    expect(await main(['retire', 'hello', '--target', dir])).toBe(0);
    expect(printed[0]).toBe(`hello: its canary ${record.id} is dropped`);
    expect(await releases.readPointer(store, APPS.hello)).toBeUndefined();
    const { readCanaryOutcomes } = await import('./canary/canary-switch');
    expect(await readCanaryOutcomes(store, APPS.hello)).toEqual([expect.objectContaining({ outcome: 'rolled-back', reason: 'dropped: the app was retired (npm run retire)' })]);
  });
});
