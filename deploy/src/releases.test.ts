import fs from 'fs';
import path from 'path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import * as releases from './releases';
import { FileStore } from './stores/file-store';
import { S3Store } from './stores/s3-store';
import {
  APPS, EXPOSES, ROUTES, buildOf, deployFake, fakeBuild, startS3, tempDir,
} from './test/fixtures';
import type { DeploymentStore } from './stores/store';

const recipes = APPS.recipes;
let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60000);
// Now, to the second: prune measures the age of unfinished uploads against the clock.
const START = new Date(Math.floor(Date.now() / 1000) * 1000);

/** A fake build of recipes deployed at `now`. */
const deployRecipes = (store: DeploymentStore, now: Date, marker: string) => deployFake(store, recipes, { marker }, now);

describe.each<[string, () => DeploymentStore]>([
  ['folder store', () => new FileStore(tempDir())],
  ['S3 store (s3rver)', () => new S3Store(`s3://forkful-deploys/run-${Date.now()}-${Math.random().toString(36).slice(2)}`, { client: s3.client })],
])('%s', (label, makeStore) => {
  let store: DeploymentStore;
  beforeEach(() => {
    store = makeStore();
  });

  it('publishes a build as an immutable version and makes it current', async () => {
    const record = await deployRecipes(store, START, 'first');
    expect(record.id).toBe(`${START.toISOString().replace(/[-:.]/g, '')}-abc1234`);
    expect(record).toMatchObject({ app: 'recipes', commit: 'abc1234', exposes: EXPOSES.recipes, routes: ROUTES.recipes });
    expect(record.size).toBeGreaterThan(0);
    expect(await releases.readPointer(store, recipes)).toMatchObject({ app: 'recipes', version: record.id, previous: null });
    const listing = await store.list(`recipes/versions/${record.id}`);
    expect(listing.files).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', 'main.1a2b3c4d.js', 'main.1a2b3c4d.js.gz']));
    await expect(releases.uploadVersion(store, recipes, fakeBuild(), { commit: 'abc1234', now: START })).rejects.toThrow('exists already');
  });

  it('switches the pointer forward on deploy and back on rollback, remembering the previous version', async () => {
    const v1 = await deployRecipes(store, START, 'one');
    const v2 = await deployRecipes(store, minutesAfter(START, 1), 'two');
    expect(await releases.readPointer(store, recipes)).toMatchObject({ version: v2.id, previous: v1.id });
    expect(await releases.versionBefore(store, recipes)).toBe(v1.id);
    await store.withLock(() => releases.switchTo(store, recipes, v1.id));
    expect(await releases.readPointer(store, recipes)).toMatchObject({ version: v1.id, previous: v2.id });
    await expect(releases.switchTo(store, recipes, '20991231T000000000Z-nothere')).rejects.toThrow('has no version');
  });

  it('prunes to the newest 10 versions, never the current or the previous one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await deployRecipes(store, minutesAfter(START, i), `n${i}`)).id);
    // Roll back to the oldest kept version, then deploy more: the rolled-back-from version stays as "previous".
    await store.withLock(() => releases.switchTo(store, recipes, ids[2]));
    for (let i = 12; i < 15; i += 1) ids.push((await deployRecipes(store, minutesAfter(START, i), `n${i}`)).id);
    const kept = (await releases.listVersions(store, recipes)).map((v) => v.id);
    expect(kept).toEqual([...ids.slice(5)].reverse());
    expect(kept).toHaveLength(10);
    const pointer = await releases.readPointer(store, recipes);
    expect(pointer).toMatchObject({ version: ids[14], previous: ids[13] });
    // The files of pruned versions are gone too.
    expect((await store.list(`recipes/versions/${ids[0]}`)).files).toEqual([]);
  });

  it('keeps the current version even when it is older than the newest 10', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await deployRecipes(store, minutesAfter(START, i), `m${i}`)).id);
    await store.withLock(() => releases.switchTo(store, recipes, ids[0]));
    const pruned = await releases.prune(store, recipes, { keep: 1 });
    expect(pruned).toEqual([ids[1]]);
    const kept = (await releases.listVersions(store, recipes)).map((v) => v.id);
    expect(kept).toEqual([ids[2], ids[0]]);
  });

  it('removes an upload that was never committed once it is an hour old, and never lists it', async () => {
    const abandoned = await releases.uploadVersion(store, recipes, fakeBuild({ marker: 'died' }), { commit: 'abc1234', now: START });
    await deployRecipes(store, minutesAfter(START, 1), 'fine');
    expect((await releases.listVersions(store, recipes)).map((v) => v.id)).not.toContain(abandoned.id);
    expect(await releases.prune(store, recipes, { now: minutesAfter(START, 30).getTime() })).toEqual([]);
    expect(await releases.prune(store, recipes, { now: minutesAfter(START, 61).getTime() })).toEqual([abandoned.id]);
    expect((await store.list(`recipes/versions/${abandoned.id}`)).files).toEqual([]);
  });

  it('serializes two holders of the lock: the second starts after the first has finished', async () => {
    const events: string[] = [];
    const hold = (name: string) => store.withLock(async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push(`${name} out`);
    });
    await Promise.all([hold('a'), hold('b')]);
    expect(events).toHaveLength(4);
    expect(events[1]).toBe(`${events[0].split(' ')[0]} out`);
    expect(events[3]).toBe(`${events[2].split(' ')[0]} out`);
  });
});

describe('summarizeBuild', () => {
  it("keeps a remote's route module and the shell's features; a build before route ownership has neither", () => {
    expect(releases.summarizeBuild(fakeBuild())).toMatchObject({ exposes: EXPOSES.recipes, routes: ROUTES.recipes });
    const shell = releases.summarizeBuild(fakeBuild(buildOf(APPS.shell)));
    expect(shell).toMatchObject({ exposes: [], features: { routeModules: 1 } });
    expect(shell).not.toHaveProperty('routes');
    const old = releases.summarizeBuild(fakeBuild({ routes: null }));
    expect(old).not.toHaveProperty('routes');
    expect(old).not.toHaveProperty('features');
  });

  it('says which file of the build is not JSON', () => {
    const dir = fakeBuild();
    fs.writeFileSync(path.join(dir, 'routes.json'), '{ not json');
    expect(() => releases.summarizeBuild(dir)).toThrow(/^The build's routes\.json is not valid JSON/);
  });
});

describe('removePointer', () => {
  it('takes the app out of service, keeping its versions, so switchTo brings it back', async () => {
    const store = new FileStore(tempDir());
    const record = await deployRecipes(store, START, 'live');
    expect((await store.withLock(() => releases.removePointer(store, recipes)))!.version).toBe(record.id);
    expect(await releases.readPointer(store, recipes)).toBeUndefined();
    expect((await releases.listVersions(store, recipes)).map((v) => v.id)).toEqual([record.id]);
    expect(await releases.removePointer(store, recipes)).toBeUndefined();
    expect(await store.withLock(() => releases.switchTo(store, recipes, record.id))).toMatchObject({ version: record.id, previous: null });
  });
});

describe('S3 objects', () => {
  it('carry the content type, the cache policy and the encoding of precompressed copies', async () => {
    const store = new S3Store('s3://forkful-deploys/headers', { client: s3.client });
    const record = await deployRecipes(store, START, 'headers');
    const head = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: 'forkful-deploys', Key: `headers/recipes/versions/${record.id}/${key}` }));
    expect(await head('main.1a2b3c4d.js')).toMatchObject({ ContentType: 'application/javascript; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('main.1a2b3c4d.js.gz')).toMatchObject({ ContentEncoding: 'gzip', CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('mf-manifest.json')).toMatchObject({ CacheControl: 'no-cache' });
    expect(await head('remoteEntry.js')).toMatchObject({ CacheControl: 'no-cache' });
    const pointer = await s3.client.send(new GetObjectCommand({ Bucket: 'forkful-deploys', Key: 'headers/recipes/current.json' }));
    expect(pointer.CacheControl).toBe('no-cache');
    expect(JSON.parse(await pointer.Body!.transformToString()).version).toBe(record.id);
  });
});

describe('S3Store.readJson', () => {
  /** A client whose GetObject answers these bodies in turn (then the last again); `calls` counts them. */
  function answering(...bodies: string[]) {
    let calls = 0;
    const send = jest.fn(async () => {
      const body = bodies[Math.min(calls, bodies.length - 1)];
      calls += 1;
      return { Body: { transformToString: async () => body } };
    });
    return { store: new S3Store('s3://bucket/prefix', { client: { send } as never }), send };
  }

  it('reads an object again when it answers empty (an S3-compatible server overwriting in place), then parses it', async () => {
    const { store, send } = answering('', '', '{"version":"v2"}');
    await expect(store.readJson('recipes/current.json')).resolves.toEqual({ version: 'v2' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('names the object when it stays empty or is not JSON', async () => {
    await expect(answering('').store.readJson('recipes/current.json')).rejects.toThrow('prefix/recipes/current.json in the store is not JSON (empty)');
    await expect(answering('{"ver').store.readJson('recipes/current.json')).rejects.toThrow('prefix/recipes/current.json in the store is not JSON (5 bytes)');
  });
});
