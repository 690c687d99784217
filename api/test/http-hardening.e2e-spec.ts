import { getConnectionToken } from '@nestjs/mongoose';
import request from 'supertest';
import { RateLimitStore } from '../src/rate-limits/rate-limit-store';
import { mongoUriOf, startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser } from './support/users';

describe('HTTP hardening, docs and health', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ CORS_ORIGINS: 'http://localhost:3000, http://shell.example.com/' });
  });
  afterAll(() => api.close());

  it('reports the database connection at /health', async () => {
    const response = await request(api.url).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: { connected: true, embedded: false, name: api.dbName } });
  });

  it('sends helmet security headers', async () => {
    const response = await request(api.url).get('/recipes').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the configured origins and exposes X-Total-Count to them', async () => {
    const response = await request(api.url).get('/recipes?page=1').set('Origin', 'http://shell.example.com').expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://shell.example.com');
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Count,Retry-After,X-Result-Limit,Link');
    const preflight = await request(api.url)
      .options('/recipes/like/0123456789abcdef01234567')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });

  it('gives no CORS permission to other origins', async () => {
    const response = await request(api.url).get('/recipes').set('Origin', 'http://evil.example.com').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('documents every call at /api/docs', async () => {
    const page = await request(api.url).get('/api/docs/').expect(200);
    expect(page.text).toContain('swagger-ui');
    const document = (await request(api.url).get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/add-recipe', '/authors', '/authors/{uid}', '/authors/{uid}/recipes', '/cooks', '/cooks/{uid}', '/cooks/{uid}/recipes', '/favourites',
        '/favourites/{recipeId}', '/health', '/health/cache',
        '/health/live', '/health/ready', '/images', '/images/{id}', '/my-recipes', '/my-recipes/{id}', '/recipes', '/recipes/changes',
        '/recipes/like/{id}', '/recipes/stats', '/recipes/{id}', '/saved-recipes', '/saved-recipes/{recipeId}', '/top-recipes',
        '/meal-plan', '/meal-plan/entries', '/meal-plan/entries/{entryId}',
        '/shopping-list', '/shopping-list/build', '/shopping-list/clear-checked', '/shopping-list/items', '/shopping-list/items/{itemId}',
        '/metrics', '/rum', '/rum/summary',
        '/imports', '/imports/photo', '/imports/file', '/my-recipes/export',
        '/recipes/{id}/reviews', '/recipes/{id}/reviews/mine', '/reviews/{reviewId}/reply',
        '/collections', '/collections/{collectionId}', '/collections/{collectionId}/order', '/collections/{collectionId}/recipes/{recipeId}', '/cooks/{uid}/collections',
        '/reviews/{reviewId}/reports', '/collections/{collectionId}/reports', '/moderation/reports', '/moderation/{kind}/{itemId}/decision',
      ].sort(),
    );
    expect(Object.keys(document.paths['/my-recipes/{id}']).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(document.paths['/saved-recipes/{recipeId}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths['/saved-recipes/{recipeId}'].put.responses).toHaveProperty('204');
    expect(document.paths['/recipes/like/{id}'].patch.responses).toHaveProperty('409');
    const plannerMethods: Record<string, string[]> = {
      '/meal-plan': ['get'], '/meal-plan/entries': ['post'], '/meal-plan/entries/{entryId}': ['delete', 'patch'],
      '/shopping-list': ['get'], '/shopping-list/build': ['post'], '/shopping-list/clear-checked': ['post'],
      '/shopping-list/items': ['post'], '/shopping-list/items/{itemId}': ['delete', 'patch'],
    };
    for (const [path, methods] of Object.entries(plannerMethods)) expect([path, Object.keys(document.paths[path]).sort()]).toEqual([path, methods]);
    const metricsAndRumMethods: Record<string, string[]> = { '/metrics': ['get'], '/rum': ['post'], '/rum/summary': ['get'] };
    for (const [path, methods] of Object.entries(metricsAndRumMethods)) expect([path, Object.keys(document.paths[path]).sort()]).toEqual([path, methods]);
    const exchangeMethods: Record<string, string[]> = { '/imports': ['post'], '/imports/photo': ['post'], '/imports/file': ['post'], '/my-recipes/export': ['get'] };
    for (const [path, methods] of Object.entries(exchangeMethods)) expect([path, Object.keys(document.paths[path]).sort()]).toEqual([path, methods]);
    const communityMethods: Record<string, string[]> = {
      '/recipes/{id}/reviews': ['get'], '/recipes/{id}/reviews/mine': ['delete', 'get', 'put'], '/reviews/{reviewId}/reply': ['delete', 'put'],
      '/collections': ['get', 'post'], '/collections/{collectionId}': ['delete', 'get', 'patch'], '/collections/{collectionId}/order': ['put'],
      '/collections/{collectionId}/recipes/{recipeId}': ['delete', 'put'], '/cooks/{uid}/collections': ['get'],
      '/reviews/{reviewId}/reports': ['post'], '/collections/{collectionId}/reports': ['post'], '/moderation/reports': ['get'],
      '/moderation/{kind}/{itemId}/decision': ['post'],
    };
    for (const [path, methods] of Object.entries(communityMethods)) expect([path, Object.keys(document.paths[path]).sort()]).toEqual([path, methods]);
  });

  it('serves the sample avatars', async () => {
    const response = await request(api.url).get('/images/avatars/ayesha.svg').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    await request(api.url).get('/images/recipes/missing.svg').expect(404);
  });
});

describe('rate limits', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '5', RATE_LIMIT_WRITE_PER_MIN: '2' });
  });
  afterAll(() => api.close());

  it('limits writes more tightly than reads, per client, with a JSON 429', async () => {
    const cook = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await request(api.url).patch('/recipes/like/0123456789abcdef01234567').set(bearer(cook))).status);
    }
    expect(statuses).toEqual([404, 404, 429]);
    const reads: number[] = [];
    for (let i = 0; i < 6; i++) reads.push((await request(api.url).get('/top-recipes')).status);
    expect(reads).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await request(api.url).get('/top-recipes').expect(429);
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/), code: 'rate-limit' });
    await request(api.url).get('/health').expect(200);
  });
});

describe('rate limits across API processes', () => {
  const shared = { RATE_LIMIT_WRITE_PER_MIN: '3', RATE_LIMIT_SYNC_MS: '50' };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp(shared);
    second = await startTestApp({ ...shared, MONGODB_URI: mongoUriOf(first) });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const like = (api: TestApp, cook: Awaited<ReturnType<typeof createTestUser>>) =>
    request(api.url).patch('/recipes/like/0123456789abcdef01234567').set(bearer(cook)).then((r) => r.status);
  /**
   * A full round of the stores' sync (each runs on its own every RATE_LIMIT_SYNC_MS too): the first's hits written,
   * the second's written and everyone's read back, then read back by the first. Awaited rather than waited for, so a
   * loaded machine cannot make a sync late.
   */
  const synced = async () => {
    for (const api of [first, second, first]) await api.app.get(RateLimitStore).sync();
  };

  it('holds one write limit for a client across two API processes sharing the database', async () => {
    const cook = await createTestUser();
    expect([await like(first, cook), await like(first, cook)]).toEqual([404, 404]);
    await synced();
    expect(await like(second, cook)).toBe(404); // the third write of this client's window
    await synced();
    expect(await like(second, cook)).toBe(429);
    expect(await like(first, cook)).toBe(429);
    await synced();
    const windows = await first.app.get(getConnectionToken()).collection('rate_limit_windows').find({}).toArray();
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ hits: expect.any(Number), expiresAt: expect.any(Date) });
    expect(windows[0].hits).toBe(5); // every request counted once, the refused ones too
  });
});
