import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { S3Store } from './stores/s3-store';
import { liveRemotes, readRegistry, writeRegistry } from './registry';
import {
  APPS, ROUTES, deployFake, fakeBuild, startS3, tempDir,
} from './test/fixtures';
import type { DeploymentStore } from './stores/store';

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

describe.each<[string, () => DeploymentStore]>([
  ['a folder store', () => new FileStore(tempDir())],
  ['an S3 store (s3rver)', () => new S3Store(`s3://forkful-deploys/registry-${Date.now()}-${Math.random().toString(36).slice(2)}`, { client: s3.client })],
])('the registry in %s', (label, makeStore) => {
  let store: DeploymentStore;
  beforeEach(() => {
    store = makeStore();
  });

  it('lists every live remote by name with its version and routes, never the shell', async () => {
    await deployFake(store, APPS.shell);
    const recipes = await deployFake(store, APPS.recipes);
    const hello = await deployFake(store, APPS.hello);
    const registry = await readRegistry(store);
    expect(registry).toEqual({
      updatedAt: expect.any(String),
      remotes: [
        { app: 'hello', name: 'mfe_hello', version: hello.id, routes: ROUTES.hello },
        { app: 'recipes', name: 'mfe_recipes', version: recipes.id, routes: ROUTES.recipes },
      ],
    });
  });

  it('follows the pointers: a switch back and a removed pointer show in the next rewrite', async () => {
    const v1 = await deployFake(store, APPS.recipes, { marker: 'one' }, new Date(Date.now() - 1000));
    await deployFake(store, APPS.recipes, { marker: 'two' });
    await deployFake(store, APPS.public);
    await store.withLock(() => releases.switchTo(store, APPS.recipes, v1.id));
    expect((await writeRegistry(store)).registry.remotes.map((r) => [r.app, r.version])).toEqual([['public', expect.any(String)], ['recipes', v1.id]]);
    await store.withLock(() => releases.removePointer(store, APPS.public));
    expect((await writeRegistry(store)).registry.remotes.map((r) => r.app)).toEqual(['recipes']);
    expect((await readRegistry(store))!.remotes.map((r) => r.app)).toEqual(['recipes']);
  });
});

describe('writeRegistry', () => {
  it('leaves out (and names) a live remote whose record has no valid route module', async () => {
    const store = new FileStore(tempDir());
    const old = await deployFake(store, APPS.public, { routes: null });
    await deployFake(store, APPS.hello, { routes: { ...ROUTES.hello, claims: ['/*'] } });
    await deployFake(store, APPS.recipes);
    const { registry, leftOut } = await writeRegistry(store);
    expect(registry.remotes.map((r) => r.app)).toEqual(['recipes']);
    expect(leftOut).toEqual([
      { app: 'hello', version: expect.any(String), reason: expect.stringContaining('claims.0: claim') },
      { app: 'public', version: old.id, reason: 'no routes.json (built before route ownership)' },
    ]);
  });

  it('is one write of registry.json, and counts a remote whose folder is only in the store', async () => {
    const store = new FileStore(tempDir());
    const record = await releases.uploadVersion(store, { name: 'gone' }, fakeBuild({ name: 'mfe_gone', exposes: ['./HelloPage'], routes: { ...ROUTES.hello, claims: ['/gone/*'], pages: [{ path: '/gone', module: 'HelloPage' }] } }), { commit: 'abc1234' });
    await store.withLock(() => releases.commitVersion(store, { name: 'gone' }, record));
    const writes = jest.spyOn(store, 'writeJson');
    await writeRegistry(store);
    expect(writes.mock.calls.map(([key]) => key)).toEqual(['registry.json']);
    expect((await liveRemotes(store)).map((r) => [r.app.federationName, r.version])).toEqual([['mfe_gone', record.id]]);
  });
});
