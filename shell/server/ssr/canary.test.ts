/** Server rendering while a remote's canary runs: each session's document is made, kept and sent for its variant. */
import fs from 'node:fs';
import path from 'node:path';
import type { RecipeChangesFeed } from './recipe-changes';
import { createFakeStore, type FakeStore } from './testing/fake-store';
import { startFakeApi, type FakeApi } from './testing/fake-api';
import { ssrFor, until, type TextAnswer } from './testing/ssr-setup';
import { canaryBucketOf } from '../canary-split';

const how = (answer: TextAnswer) => answer.headers['X-Forkful-Render'];
/** The registry a document embeds for the browser. */
const embedded = (answer: TextAnswer) => JSON.parse((/<script id="forkful-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body) as RegExpExecArray)[1]).registry;
const buckets = Array.from({ length: 100 }, (_, b) => b);

describe('server rendering with a canary running', () => {
  let store: FakeStore;
  let api: FakeApi;
  let setup: ReturnType<typeof ssrFor>;
  let stable: string;
  let canary: string;
  beforeEach(async () => {
    store = createFakeStore();
    store.deployShell();
    stable = store.deployRemote('public', { container: 'public-stable' });
    canary = store.deployRemote('public', { container: 'public-canary', current: false });
    api = await startFakeApi({ title: 'Soup' });
  });
  afterEach(async () => {
    await setup.ssr.close();
    await api.close();
    store.remove();
  });

  /** The store registry with public's canary at `percent` (what deploy/src/registry.ts writes). */
  function startCanary(percent: number): void {
    const file = path.join(store.dir, 'registry.json');
    const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
    const entry = registry.remotes.find((r: { app: string }) => r.app === 'public');
    entry.canary = { version: canary, percent, routes: entry.routes };
    fs.writeFileSync(file, JSON.stringify(registry));
  }

  async function start() {
    setup = ssrFor(store, api, { env: { SSR_CACHE_TTL_MS: '5000' } });
    await until(() => ((setup.ssr.started as Promise<{ feed: RecipeChangesFeed }>).then(({ feed }) => feed.connected)), 'the feed');
    return setup;
  }

  it("renders a canary bucket with the canary's container and registry, kept apart from the stable variant's page", async () => {
    startCanary(30);
    const { get, ssr } = await start();
    const canaryBucket = buckets.find((b) => canaryBucketOf(b, 'public') < 30)!;
    const stableBucket = buckets.find((b) => canaryBucketOf(b, 'public') >= 30)!;

    const stablePage = await get('/', { cookie: `forkful_bucket=${stableBucket}` });
    expect(how(stablePage)).toBe('server');
    expect(stablePage.body).toContain('data-container="public-stable"');
    expect(embedded(stablePage).remotes).toEqual([expect.objectContaining({ app: 'public', version: stable, manifest: `https://remotes.test/public/versions/${stable}/mf-manifest.json` })]);
    expect(stablePage.headers['Cache-Control']).toBe('no-cache');
    expect(stablePage.headers.Vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    // The stable page is kept; a canary session does not get it.
    const canaryPage = await ssr.answer({ method: 'GET', url: '/', headers: { accept: 'text/html' }, bucket: canaryBucket }).then((a) => ({ ...a!, body: String(a!.body) }));
    expect(how(canaryPage)).toBe('server');
    expect(canaryPage.body).toContain('data-container="public-canary"');
    expect(embedded(canaryPage)).toEqual({ schemaVersion: 2, remotes: [expect.objectContaining({ app: 'public', version: canary, manifest: `https://remotes.test/public/versions/${canary}/mf-manifest.json` })] });
    expect(JSON.stringify(embedded(canaryPage))).not.toContain('percent');
    expect(canaryPage.headers['Cache-Control']).toBe('private, no-cache');
    expect(canaryPage.headers.Vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    // Each variant is then answered from its own kept page.
    const again = await get('/', { cookie: `forkful_bucket=${canaryBucket}` });
    expect([how(again), again.body.includes('public-canary')]).toEqual(['cache', true]);
    const stableAgain = await get('/', { cookie: `forkful_bucket=${stableBucket}` });
    expect([how(stableAgain), stableAgain.body.includes('public-stable')]).toEqual(['cache', true]);
    expect(ssr.cache.size).toBe(2);
  });

  it('without a canary: one page for every bucket; a preview wins over the split', async () => {
    const { get, ssr } = await start();
    const first = await get('/', { cookie: 'forkful_bucket=3' });
    const second = await get('/', { cookie: 'forkful_bucket=77' });
    expect([how(first), how(second)]).toEqual(['server', 'cache']);
    expect(first.headers['Cache-Control']).toBe('no-cache');
    expect(ssr.cache.size).toBe(1);

    startCanary(99);
    const canaryBucket = buckets.find((b) => canaryBucketOf(b, 'public') < 99)!;
    await until(async () => embedded(await get('/', { cookie: `forkful_bucket=${canaryBucket}` })).remotes[0].version === canary, 'the canary');
    const previewed = await get(`/?preview=public@${stable}`, { cookie: `forkful_bucket=${canaryBucket}` });
    expect(previewed.body).toContain('data-container="public-stable"');
  });
});
