import fs from 'fs';
import path from 'path';
import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { publishFirstVersions, publishReason } from './publish-first';
import { readRegistry } from './registry';
import {
  APPS, buildOf, deployFake, fakeBuild, tempDir,
} from './test/fixtures';
import type { App } from './apps';

/** A checkout folder with `<dir>/dist` holding a fake current build of each app. */
function checkoutWithBuilds(apps: App[]): string {
  const root = tempDir('forkful-checkout-');
  for (const app of apps) fs.cpSync(fakeBuild(buildOf(app, { marker: `dist-${app.name}` })), path.join(root, app.dir!, 'dist'), { recursive: true });
  return root;
}

describe('publishFirstVersions', () => {
  const apps = [APPS.shell, APPS.public, APPS.recipes, APPS.hello];

  it("publishes each app without a version, and each whose current one predates route ownership, then writes the registry", async () => {
    const store = new FileStore(tempDir());
    const oldShell = await deployFake(store, APPS.shell, { features: undefined });
    const oldPublic = await deployFake(store, APPS.public, { routes: null });
    const fine = await deployFake(store, APPS.recipes);
    const lines: string[] = [];
    const published = await publishFirstVersions({ store, apps, root: checkoutWithBuilds(apps), log: (line) => lines.push(line) });

    expect(published.map((r) => r.app)).toEqual(['shell', 'public', 'hello']);
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^shell: upgraded: its current version ${oldShell.id} was built before route ownership; published its build as `)),
      expect.stringMatching(new RegExp(`^mfe-public: upgraded: its current version ${oldPublic.id} was built before route ownership`)),
      expect.stringMatching(/^mfe-hello: published its build as the first version /),
    ]);
    expect((await releases.readPointer(store, APPS.recipes))!.version).toBe(fine.id);
    expect((await releases.currentVersion(store, APPS.shell))!.features).toEqual({ routeModules: 1 });
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['hello', 'public', 'recipes']);
    for (const app of apps) expect(await publishReason(store, app)).toBeUndefined();
  });

  it('publishes nothing when every app is current, and still writes the registry (a store from before it existed)', async () => {
    const store = new FileStore(tempDir());
    for (const app of apps) await deployFake(store, app);
    fs.rmSync(path.join(store.root, 'registry.json'));
    expect(await publishFirstVersions({ store, apps, root: tempDir(), log: () => {} })).toEqual([]);
    expect((await readRegistry(store))!.remotes).toHaveLength(3);
  });

  it('says which build is missing', async () => {
    await expect(publishFirstVersions({ store: new FileStore(tempDir()), apps: [APPS.hello], root: tempDir(), log: () => {} }))
      .rejects.toThrow('mfe-hello/dist is missing');
  });
});
