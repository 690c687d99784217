import { execFileSync } from 'child_process';
import path from 'path';
import { typeScriptNode } from '@forkful/platform';
import { main, parseArgs } from './cli';
import { FileStore } from './stores/file-store';
import * as releases from './releases';
import { readRegistry } from './registry';
import { APPS, deployFake, tempDir } from './test/fixtures';

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
});
