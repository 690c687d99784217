import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/** Bad and hostile input of every kind: each gets a 4xx with the JSON error shape, never a 5xx. */
describe('hostile inputs', () => {
  let api: TestApp;
  let cook: TestUser;
  let recipeId: string;

  const valid = {
    image: 'https://example.com/x.png',
    title: 'Target',
    ingredients: 'salt',
    instructions: 'Season.',
    cuisineType: 'Others',
    prepTime: 5,
  };

  beforeAll(async () => {
    api = await startTestApp();
    cook = await createTestUser();
    recipeId = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(valid).expect(201)).body.insertedId;
  });
  afterAll(() => api.close());

  type Case = { name: string; method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: () => string; body?: unknown; raw?: string; auth?: boolean };
  const huge = 'x'.repeat(200_000);
  const cases: Case[] = [
    // operators in bodies
    { name: 'title {$ne: ""}', method: 'post', path: () => '/add-recipe', body: { ...valid, title: { $ne: '' } }, auth: true },
    { name: 'cuisineType {$gt: ""}', method: 'post', path: () => '/add-recipe', body: { ...valid, cuisineType: { $gt: '' } }, auth: true },
    { name: 'prepTime {$where: ...}', method: 'post', path: () => '/add-recipe', body: { ...valid, prepTime: { $where: 'sleep(1000)' } }, auth: true },
    { name: 'top-level $set', method: 'post', path: () => '/add-recipe', body: { ...valid, $set: { likeCount: 1e6 } }, auth: true },
    { name: 'edit with title {$regex}', method: 'put', path: () => `/my-recipes/${recipeId}`, body: { title: { $regex: '.*' }, cuisineType: 'Others', preparationTime: 5 }, auth: true },
    { name: 'edit with categories {$in}', method: 'put', path: () => `/my-recipes/${recipeId}`, body: { title: 'T', cuisineType: 'Others', preparationTime: 5, categories: { $in: ['Lunch'] } }, auth: true },
    // operators in queries
    { name: 'cuisine[$ne]=x', method: 'get', path: () => '/recipes?cuisine[$ne]=x' },
    { name: 'q[$regex]=.*', method: 'get', path: () => '/recipes?q[$regex]=.*' },
    { name: 'q repeated (array)', method: 'get', path: () => '/recipes?q=a&q=b' },
    { name: 'sort=$natural', method: 'get', path: () => '/recipes?sort=$natural' },
    { name: 'email[$ne]=', method: 'get', path: () => '/my-recipes?email[$ne]=', auth: true },
    { name: 'email={"$ne":""} as text', method: 'get', path: () => `/my-recipes?email=${encodeURIComponent('{"$ne":""}')}`, auth: true },
    { name: 'limit=1e3', method: 'get', path: () => '/recipes?limit=1e3' },
    { name: 'page=-1', method: 'get', path: () => '/recipes?page=-1' },
    { name: 'page=99999999999', method: 'get', path: () => '/recipes?page=99999999999' },
    { name: 'q of 10,000 characters', method: 'get', path: () => `/recipes?q=${'a'.repeat(10_000)}` },
    // huge strings and bodies
    { name: 'title of 200,000 characters (body over the limit)', method: 'post', path: () => '/add-recipe', body: { ...valid, title: huge }, auth: true },
    { name: 'instructions of 50,000 characters', method: 'post', path: () => '/add-recipe', body: { ...valid, instructions: 'y'.repeat(50_000) }, auth: true },
    { name: 'Authorization header of 10,000 characters', method: 'get', path: () => '/recipes/stats', auth: false },
    // wrong types and shapes
    { name: 'an array body', method: 'post', path: () => '/add-recipe', body: [valid], auth: true },
    { name: 'a JSON string body', method: 'post', path: () => '/add-recipe', raw: '"hello"', auth: true },
    { name: 'null body', method: 'post', path: () => '/add-recipe', raw: 'null', auth: true },
    { name: 'invalid JSON', method: 'post', path: () => '/add-recipe', raw: '{"title": ', auth: true },
    { name: 'prepTime as a boolean', method: 'post', path: () => '/add-recipe', body: { ...valid, prepTime: true }, auth: true },
    { name: 'prepTime as 1e400', method: 'post', path: () => '/add-recipe', raw: JSON.stringify(valid).replace('"prepTime":5', '"prepTime":1e400'), auth: true },
    { name: 'prepTime negative', method: 'post', path: () => '/add-recipe', body: { ...valid, prepTime: -5 }, auth: true },
    { name: 'categories as an object', method: 'post', path: () => '/add-recipe', body: { ...valid, categories: { 0: 'Lunch' } }, auth: true },
    { name: 'categories with a number', method: 'post', path: () => '/add-recipe', body: { ...valid, categories: [1] }, auth: true },
    { name: 'categories with 1000 entries', method: 'post', path: () => '/add-recipe', body: { ...valid, categories: Array.from({ length: 1000 }, (_, i) => `C${i}`) }, auth: true },
    { name: 'image as an array', method: 'post', path: () => '/add-recipe', body: { ...valid, image: ['https://a.b/c'] }, auth: true },
    { name: 'image with a data: URL', method: 'post', path: () => '/add-recipe', body: { ...valid, image: 'data:image/png;base64,AAAA' }, auth: true },
    // bad ids
    { name: 'like id {"$ne":null}', method: 'patch', path: () => `/recipes/like/${encodeURIComponent('{"$ne":null}')}`, auth: true },
    { name: 'like id with a slash', method: 'patch', path: () => '/recipes/like/a%2Fb', auth: true },
    { name: 'edit id of 1000 characters', method: 'put', path: () => `/my-recipes/${'f'.repeat(1000)}`, body: { title: 'T', cuisineType: 'Others', preparationTime: 5 }, auth: true },
    { name: 'delete id "undefined"', method: 'delete', path: () => '/my-recipes/undefined', auth: true },
    { name: 'get id with a null byte', method: 'get', path: () => '/recipes/%00' },
    { name: 'get id with bad percent-encoding', method: 'get', path: () => '/recipes/%E0%A4%A' },
    // saved recipes and cooks' pages
    { name: 'saved recipe id {"$ne":null}', method: 'put', path: () => `/saved-recipes/${encodeURIComponent('{"$ne":null}')}`, auth: true },
    { name: 'saved recipe id of 1000 characters', method: 'delete', path: () => `/saved-recipes/${'f'.repeat(1000)}`, auth: true },
    { name: 'saved recipes page[$gt]=0', method: 'get', path: () => '/saved-recipes?page[$gt]=0', auth: true },
    { name: 'saved recipes limit=1e3', method: 'get', path: () => '/saved-recipes?limit=1e3', auth: true },
    { name: 'saved recipes page repeated (array)', method: 'get', path: () => '/saved-recipes?page=1&page=2', auth: true },
    { name: 'cook uid {"$ne":null}', method: 'get', path: () => `/cooks/${encodeURIComponent('{"$ne":null}')}` },
    { name: 'cook uid of 1000 characters', method: 'get', path: () => `/cooks/${'a'.repeat(1000)}/recipes` },
    { name: 'cook uid with a null byte', method: 'get', path: () => '/cooks/%00' },
    { name: 'cook recipes page=99999999999', method: 'get', path: () => `/cooks/${cook.uid}/recipes?page=99999999999` },
    // servings
    { name: 'servings {$gt: 0}', method: 'post', path: () => '/add-recipe', body: { ...valid, servings: { $gt: 0 } }, auth: true },
    { name: 'servings as 1e400', method: 'post', path: () => '/add-recipe', raw: JSON.stringify({ ...valid, servings: 4 }).replace('"servings":4', '"servings":1e400'), auth: true },
    { name: 'edit with servings "4"', method: 'put', path: () => `/my-recipes/${recipeId}`, body: { title: 'T', cuisineType: 'Others', preparationTime: 5, servings: '4' }, auth: true },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s gets a 4xx with a JSON error, never a 5xx', async (_name, c) => {
    let call = request(api.url)[c.method](c.path());
    if (c.auth) call = call.set(bearer(cook));
    else if (c.name.startsWith('Authorization')) call = call.set('Authorization', `Bearer ${'a'.repeat(10_000)}`);
    if (c.raw !== undefined) call = call.set('Content-Type', 'application/json').send(c.raw);
    else if (c.body !== undefined) call = call.send(c.body as object);
    const response = await call;
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual({
      statusCode: response.status,
      message: expect.anything(),
      error: expect.any(String),
      code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 413 with a JSON message for a body over 100kb', async () => {
    const response = await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...valid, title: huge }).expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is larger than the 100kb limit', code: 'http.413' });
  });

  it('answers 400 with a JSON message for malformed JSON', async () => {
    const response = await request(api.url).post('/add-recipe').set(bearer(cook)).set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Request body is not valid JSON', code: 'http.400' });
  });

  it('stored nothing and changed nothing through any of the above', async () => {
    const mine = (await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Target', likeCount: 0 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses prototype-polluting keys (400, like any unknown field): nothing stored, no object polluted', async () => {
    for (const raw of [
      JSON.stringify(valid).replace('{', '{"__proto__":{"admin":true},'),
      JSON.stringify({ ...valid, constructor: { prototype: { admin: true } } }),
    ]) {
      const response = await request(api.url).post('/add-recipe').set(bearer(cook)).set('Content-Type', 'application/json').send(raw);
      expect(response.status).toBe(400);
    }
    expect(await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).toHaveProperty('body.length', 1);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).admin).toBeUndefined();
  });

  it('treats an operator-looking email query as plain text (403, not a match-all)', async () => {
    const response = await request(api.url).get('/my-recipes').query({ email: '{"$ne":""}' }).set(bearer(cook)).expect(403);
    expect(response.body.message).toBe('You can only list your own recipes');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await request(api.url).get('/nope').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /nope', code: 'http.404' });
  });
});
