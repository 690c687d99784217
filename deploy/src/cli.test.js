const { execFileSync } = require('child_process');
const path = require('path');
const { findApp } = require('./apps');
const { main, parseArgs } = require('./cli');
const { FileStore } = require('./stores/file-store');
const { deployFake, tempDir } = require('./test/fixtures');

const recipes = findApp('recipes');

describe('forkful-deploy', () => {
  let printed;
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
    expect(printed[0]).toMatch(new RegExp(`^\\* ${newer.id}  ${newer.createdAt}  abc1234  \\d+ KB  5 files$`));
    expect(printed[1]).toMatch(new RegExp(`^  ${older.id}  `));
    printed.length = 0;
    expect(await main(['rollback', 'recipes', '--target', dir])).toBe(0);
    expect(printed).toEqual([`recipes: ${older.id} is current (was ${newer.id})`]);
  });

  it('uses the deploy/ folder under FORKFUL_DATA_DIR when no --target or FORKFUL_DEPLOY_TARGET is given', async () => {
    const dataDir = tempDir();
    const version = await deployFake(new FileStore(path.join(dataDir, 'deploy')), recipes, { marker: 'a' }, new Date());
    const env = { ...process.env, FORKFUL_DATA_DIR: dataDir };
    delete env.FORKFUL_DEPLOY_TARGET;
    const out = execFileSync(process.execPath, [path.join(__dirname, 'cli.js'), 'deployments', 'recipes'], { env, encoding: 'utf8' });
    expect(out.split('\n').filter(Boolean)).toEqual([expect.stringMatching(new RegExp(`^\\* ${version.id}  `))]);
  });

  it('refuses unknown apps, commands and options, and promote without a version', async () => {
    await expect(main(['deploy', 'kitchen'])).rejects.toThrow('Unknown app "kitchen"');
    await expect(main(['ship', 'recipes', '--target', tempDir()])).rejects.toThrow('Unknown command ship');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown option --fast');
    await expect(main(['promote', 'recipes', '--target', tempDir()])).rejects.toThrow('promote needs a version');
    expect(parseArgs(['recipes', '--target=s3://b/p', '--skip-tests', '--no-promote'])).toEqual({ positional: ['recipes'], target: 's3://b/p', skipTests: true, noPromote: true });
  });
});
