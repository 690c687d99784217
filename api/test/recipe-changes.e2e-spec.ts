import request from 'supertest';
import { closeGracefully } from '../src/common/graceful-shutdown';
import { RecipeCache } from '../src/recipes/cache/recipe-cache';
import { RECIPE_FEED, RecipeChangeFeed, TOO_MANY_SUBSCRIBERS } from '../src/recipes/changes/recipe-change-feed';
import { eventually, EventStream, openEventStream } from './support/event-stream';
import { mongoUriOf, startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const soup = (title: string) => ({ image: 'https://example.com/soup.png', title, ingredients: 'water', instructions: 'Boil.', cuisineType: 'Others', prepTime: 5 });
const changes = (feed: EventStream) => feed.events.filter((e) => e.event === 'change').map((e) => e.data);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /recipes/changes: the Server-Sent Events a server keeping rendered pages follows to drop them. */
describe('the recipe change feed', () => {
  let api: TestApp;
  let cook: TestUser;
  let fan: TestUser;
  const feedUrl = () => `${api.url}/recipes/changes`;
  const feed = () => api.app.get(RecipeChangeFeed);
  const cacheListeners = () => api.app.get(RecipeCache).listenerCount('changed');

  beforeAll(async () => {
    api = await startTestApp();
    [cook, fan] = await Promise.all([createTestUser(), createTestUser()]);
  });
  afterAll(() => api.close());

  it('sends `ready`, then one event per change: an added recipe, a like (updated), a deletion', async () => {
    const stream = await openEventStream(feedUrl(), { headers: { Origin: 'http://localhost:3000' } });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['x-content-type-options']).toBe('nosniff'); // the security headers, as on every answer
      expect(stream.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      await stream.waitFor((e) => e.event === 'ready');
      expect(stream.events[0]).toEqual({ event: 'ready', data: { heartbeatMs: RECIPE_FEED.heartbeatMs } });

      const id = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(soup('Feed Soup')).expect(201)).body.insertedId;
      await stream.waitFor((e) => e.event === 'change');
      await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
      await stream.waitFor((e) => (e.data as { kind: string }).kind === 'updated');
      await request(api.url).delete(`/my-recipes/${id}`).set(bearer(cook)).expect(200);
      await stream.waitFor((e) => (e.data as { kind: string }).kind === 'deleted');
      // The writer's own report and the change stream's are one change: told once.
      await pause(500);
      expect(changes(stream)).toEqual([
        { kind: 'inserted', id },
        { kind: 'updated', id },
        { kind: 'deleted', id },
      ]);
    } finally {
      stream.close();
    }
  });

  it("tells of another API process's writes (the change stream)", async () => {
    const second = await startTestApp({ MONGODB_URI: mongoUriOf(api) });
    const stream = await openEventStream(feedUrl());
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const id = (await request(second.url).post('/add-recipe').set(bearer(cook)).send(soup('Elsewhere Soup')).expect(201)).body.insertedId;
      await stream.waitFor((e) => (e.data as { id?: string }).id === id);
      expect(changes(stream)).toEqual([{ kind: 'inserted', id }]);
    } finally {
      stream.close();
      await second.app.close();
    }
  });

  it('stops listening to the recipe cache once its subscribers leave', async () => {
    await eventually(() => feed().subscriberCount === 0);
    const baseline = cacheListeners();
    const streams = await Promise.all([openEventStream(feedUrl()), openEventStream(feedUrl())]);
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'ready')));
    expect(feed().subscriberCount).toBe(2);
    expect(cacheListeners()).toBe(baseline + 1);
    streams[0].close();
    await eventually(() => feed().subscriberCount === 1);
    streams[1].close();
    await eventually(() => feed().subscriberCount === 0);
    expect(cacheListeners()).toBe(baseline);
  });

  it(`refuses subscriber ${RECIPE_FEED.maxSubscribers + 1} with 429 (the JSON error, Retry-After), and takes one once a place frees`, async () => {
    const streams = await Promise.all(Array.from({ length: RECIPE_FEED.maxSubscribers }, () => openEventStream(feedUrl())));
    try {
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      const refused = await openEventStream(feedUrl());
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(RECIPE_FEED.retryAfterSeconds));
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await refused.body)).toEqual({ statusCode: 429, message: TOO_MANY_SUBSCRIBERS, error: 'Too Many Requests', code: 'rate-limit' });
      streams.pop()!.close();
      await eventually(() => feed().subscriberCount === RECIPE_FEED.maxSubscribers - 1);
      const admitted = await openEventStream(feedUrl());
      streams.push(admitted);
      expect(admitted.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
    await eventually(() => feed().subscriberCount === 0);
  });

  it('is in the OpenAPI document: a text/event-stream 200, the JSON error body for 429 and 503, no sign-in', async () => {
    const operation = (await request(api.url).get('/api/docs-json').expect(200)).body.paths['/recipes/changes'].get;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '429', '503']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
    for (const code of ['429', '503']) expect(operation.responses[code].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } });
    expect(operation.security).toBeUndefined();
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await openEventStream(feedUrl(), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await head.ended;
    expect(feed().subscriberCount).toBe(0);
  });
});

describe('the recipe change feed, the rate limits and the public read cache', () => {
  it('is neither counted by the read limit nor cut by the request time limit, and never answered or counted by the public read cache', async () => {
    const api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '2', API_REQUEST_TIMEOUT_MS: '200' });
    try {
      const lasting = await openEventStream(`${api.url}/recipes/changes`);
      await lasting.waitFor((e) => e.event === 'ready');
      await pause(600);
      api.app.get(RecipeCache).invalidate();
      await lasting.waitFor((e) => e.event === 'change');
      expect(lasting.events).toEqual([
        { event: 'ready', data: { heartbeatMs: RECIPE_FEED.heartbeatMs } },
        { event: 'change', data: { kind: 'unknown', id: null } },
      ]);
      lasting.close();

      const before = (await request(api.url).get('/health/cache').expect(200)).body;
      for (let i = 0; i < 4; i++) {
        const stream = await openEventStream(`${api.url}/recipes/changes`);
        expect(stream.status).toBe(200);
        await stream.waitFor((e) => e.event === 'ready');
        stream.close();
      }
      // The read limit still holds for reads, which the feed did not spend.
      expect((await request(api.url).get('/top-recipes')).status).toBe(200);
      expect((await request(api.url).get('/top-recipes')).status).toBe(200);
      expect((await request(api.url).get('/top-recipes')).status).toBe(429);
      const after = (await request(api.url).get('/health/cache').expect(200)).body;
      expect(after.misses - before.misses).toBe(1); // the first /top-recipes alone
      expect(after.hits - before.hits).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('ends its streams as soon as a graceful shutdown starts, instead of holding it for the whole drain time', async () => {
    const api = await startTestApp();
    const stream = await openEventStream(`${api.url}/recipes/changes`);
    await stream.waitFor((e) => e.event === 'ready');
    const started = Date.now();
    await closeGracefully(api.app, 10_000);
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
