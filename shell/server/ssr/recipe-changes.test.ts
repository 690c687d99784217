import { RecipeChangesFeed, type RecipeChangesFeedOptions } from './recipe-changes';
import { startFakeApi, type FakeApi } from './testing/fake-api';

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the recipe changes feed', () => {
  let api: FakeApi;
  let feed: RecipeChangesFeed;
  const seen: unknown[] = [];
  const lines: string[] = [];
  beforeEach(async () => {
    api = await startFakeApi({ readyOnConnect: false });
    seen.length = 0;
    lines.length = 0;
  });
  afterEach(async () => {
    await feed.close();
    await api.close();
  });

  function follow(options: Partial<RecipeChangesFeedOptions> = {}): RecipeChangesFeed {
    feed = new RecipeChangesFeed({
      url: `${api.url}/recipes/changes`,
      onReady: () => seen.push('ready'),
      onChange: (change) => seen.push(change),
      log: (line) => lines.push(line),
      minBackoffMs: 20,
      maxBackoffMs: 40,
      ...options,
    }).start();
    return feed;
  }

  it('is connected only from `ready` on, and passes each change', async () => {
    follow();
    await api.feedOpened(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feed.connected).toBe(false);
    api.ready();
    await until(() => feed.connected, 'ready');
    api.change({ kind: 'updated', id: 'r1' });
    api.change({ kind: 'deleted', id: 'r2' });
    await until(() => seen.length === 3, 'two changes');
    expect(seen).toEqual(['ready', { kind: 'updated', id: 'r1' }, { kind: 'deleted', id: 'r2' }]);
  });

  it('is not connected while the stream is down, and reconnects (ready again) with one log line each way', async () => {
    api.readyOnConnect = true;
    follow();
    await until(() => feed.connected, 'ready');
    api.dropFeeds();
    await until(() => !feed.connected, 'down');
    await until(() => feed.connected && api.feedConnections >= 2, 'reconnected');
    expect(seen.filter((s) => s === 'ready')).toHaveLength(2);
    expect(lines).toEqual([expect.stringContaining('is not followed'), expect.stringContaining('is followed again')]);
  });

  it('keeps trying an API that is not there yet, logging once', async () => {
    const url = api.url;
    await api.close();
    follow({ url: `${url}/recipes/changes` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.connected).toBe(false);
    expect(lines).toHaveLength(1);
    api = await startFakeApi();
  });

  it('reconnects a connection that stays silent longer than idleMs', async () => {
    api.readyOnConnect = true;
    follow({ idleMs: 100 });
    await until(() => feed.connected, 'ready');
    await until(() => api.feedConnections >= 2, 'a new connection after the silence');
  });
});
