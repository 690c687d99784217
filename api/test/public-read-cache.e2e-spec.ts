import type { Recipe as RecipeView } from '@forkful/domain';
import request from 'supertest';
import { PublicReadResponses, publicReadKey } from '../src/recipes/cache/public-read-responses';
import { RecipeCache } from '../src/recipes/cache/recipe-cache';
import { mongoUriOf, startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/** Every header but the date and the request id (each request's own): a cached answer carries exactly what the first (built) one did. */
const withoutDate = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'));

const soup = (title: string) => ({
  title,
  image: 'https://images.example.com/soup.jpg',
  ingredients: 'water, salt',
  instructions: 'Boil the water, add the salt.',
  cuisineType: 'Mexican',
  prepTime: 10,
  categories: ['Lunch'],
});

/**
 * The public reads (top, list pages, details) are answered from a cache of serialized bodies with ETags: a repeat is
 * the same bytes (or a 304), and every write (add, edit, delete, like) shows on the next read, through this process
 * or, once its change event arrives, through another API process on the same database.
 */
describe('cached public reads', () => {
  let api: TestApp;
  let cook: TestUser;
  let fan: TestUser;
  let recipeId: string;
  const pageUrl = '/recipes?cuisine=Mexican&page=1&limit=8';

  beforeAll(async () => {
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true', RECIPES_CACHE_FALLBACK_TTL_MS: '600000', CORS_ORIGINS: 'http://shell.example.com' });
    cook = await createTestUser();
    fan = await createTestUser();
    recipeId = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(soup('Cached Soup')).expect(201)).body.insertedId;
  });
  afterAll(() => api?.close());

  const read = (url: string, base = api.url) => request(base).get(url);

  it.each([['GET /top-recipes', '/top-recipes'], ['a page of GET /recipes', pageUrl], ['GET /recipes/{id}', 'DETAIL']])(
    '%s: the same bytes and headers again from the cache, with an ETag, and a 304 for If-None-Match',
    async (_name, path) => {
      const url = path === 'DETAIL' ? `/recipes/${recipeId}` : path;
      const first = await read(url).expect(200);
      const again = await read(url).expect(200);
      expect(api.app.get(PublicReadResponses).size.entries).toBeGreaterThan(0);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.text).toBe(first.text);
      expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      const fromShell = await read(url).set('Origin', 'http://shell.example.com').expect(200);
      expect(fromShell.headers['access-control-allow-origin']).toBe('http://shell.example.com');
      expect(withoutDate(fromShell.headers)).toEqual({ ...withoutDate(first.headers), 'access-control-allow-origin': 'http://shell.example.com' });
      const fromElsewhere = await read(url).set('Origin', 'http://elsewhere.example.com').expect(200);
      expect(withoutDate(fromElsewhere.headers)).toEqual(withoutDate(first.headers));
      const notModified = await read(url).set('If-None-Match', first.headers.etag).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      await read(url).set('If-None-Match', '"something-else"').expect(200);
    },
  );

  it('shows an added recipe on the next page read', async () => {
    const before = await read(pageUrl).expect(200);
    const id = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(soup('Fresh Soup')).expect(201)).body.insertedId;
    const after = await read(pageUrl).expect(200);
    expect((after.body as RecipeView[])[0]).toMatchObject({ _id: id, title: 'Fresh Soup' });
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows an edit, a like and a deletion on the next detail read', async () => {
    const id = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(soup('Edited Soup')).expect(201)).body.insertedId;
    await read(`/recipes/${id}`).expect(200);
    await request(api.url).put(`/my-recipes/${id}`).set(bearer(cook)).send({ ...soup('Edited Broth') }).expect(200);
    expect((await read(`/recipes/${id}`).expect(200)).body).toMatchObject({ title: 'Edited Broth', likeCount: 0 });
    await request(api.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
    expect((await read(`/recipes/${id}`).expect(200)).body).toMatchObject({ title: 'Edited Broth', likeCount: 1 });
    await request(api.url).delete(`/my-recipes/${id}`).set(bearer(cook)).expect(200);
    await read(`/recipes/${id}`).expect(404);
  });

  it('builds the same bytes Nest sends: anonymous answers equal a signed-in caller\'s (the whole Nest path)', async () => {
    for (const url of ['/top-recipes', pageUrl, '/recipes?sort=title-desc&page=2&limit=3', `/recipes/${recipeId}`]) {
      const built = await read(url).expect(200);
      const throughNest = await read(url).set(bearer(fan)).expect(200);
      expect({ url, body: built.text, total: built.headers['x-total-count'] }).toEqual({ url, body: throughNest.text, total: throughNest.headers['x-total-count'] });
    }
  });

  it('a like changes what shows the recipe and keeps every other answer', async () => {
    const liked = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(soup('Liked Soup')).expect(201)).body.insertedId;
    const other = (await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...soup('Other Stew'), cuisineType: 'Italian' }).expect(201)).body.insertedId;
    const withLiked = '/recipes?cuisine=Mexican&page=1&limit=8';
    const withoutLiked = '/recipes?cuisine=Italian&page=1&limit=8';
    const [before, otherPage, otherDetail] = await Promise.all([read(withLiked), read(withoutLiked), read(`/recipes/${other}`)]);
    expect((before.body as RecipeView[]).map((r) => r._id)).toContain(liked);
    const responses = api.app.get(PublicReadResponses);
    const cached = (url: string) => responses.lookup(publicReadKey(url)!);
    const kept = () => [withoutLiked, `/recipes/${other}`].map((url) => cached(url)?.etag);
    expect(cached(withLiked)).toBeDefined();

    await request(api.url).patch(`/recipes/like/${liked}`).set(bearer(fan)).expect(200);
    expect(kept()).toEqual([otherPage.headers.etag, otherDetail.headers.etag]);
    expect(cached(withLiked)).toBeUndefined();
    const after = await read(withLiked).expect(200);
    expect((after.body as RecipeView[]).find((r) => r._id === liked)?.likeCount).toBe(1);
    expect((after.body as RecipeView[]).map((r) => r._id)).toEqual((before.body as RecipeView[]).map((r) => r._id));
    expect((await read(`/recipes/${liked}`).expect(200)).body.likeCount).toBe(1);
    // The most-liked list is read again after a like (its order may change): what Nest reads from the database.
    expect((await read('/top-recipes').expect(200)).text).toBe((await read('/top-recipes').set(bearer(cook)).expect(200)).text);
  });

  it('counts hits and misses (GET /health/cache)', async () => {
    const before = (await read('/health/cache').expect(200)).body;
    await read(`/recipes/${recipeId}`).expect(200);
    await read(`/recipes/${recipeId}`).expect(200);
    const after = (await read('/health/cache').expect(200)).body;
    expect(after.hits + after.misses - before.hits - before.misses).toBe(2);
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after).toEqual(expect.objectContaining({ entries: expect.any(Number), views: expect.any(Number), listIds: expect.any(Number) }));
  });

  it('shows a write through a second API process on the next read here, once its change event arrives', async () => {
    const second = await startTestApp({ MONGODB_URI: mongoUriOf(api) });
    try {
      const before = await read(pageUrl).expect(200);
      await read(pageUrl).expect(200);
      const changed = new Promise<void>((resolve) => api.app.get(RecipeCache).once('changed', () => resolve()));
      const id = (await request(second.url).post('/add-recipe').set(bearer(cook)).send(soup('Elsewhere Soup')).expect(201)).body.insertedId;
      await changed;
      const after = await read(pageUrl).expect(200);
      expect((after.body as RecipeView[])[0]).toMatchObject({ _id: id, title: 'Elsewhere Soup' });
      expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);

      await read(`/recipes/${id}`).expect(200);
      const liked = new Promise<void>((resolve) => api.app.get(RecipeCache).once('changed', () => resolve()));
      await request(second.url).patch(`/recipes/like/${id}`).set(bearer(fan)).expect(200);
      await liked;
      expect((await read(`/recipes/${id}`).expect(200)).body.likeCount).toBe(1);
    } finally {
      await second.app.close();
    }
  });
});

describe('cached public reads and the read rate limit', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true', RATE_LIMIT_READ_PER_MIN: '3' });
  });
  afterAll(() => api?.close());

  it('counts answers from the cache too: past the limit the client gets the JSON 429', async () => {
    for (let i = 0; i < 3; i++) await request(api.url).get('/top-recipes').expect(200);
    expect(api.app.get(PublicReadResponses).lookup('/top-recipes')).toBeDefined();
    const refused = await request(api.url).get('/top-recipes').expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
