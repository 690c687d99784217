import { RECIPE_LIMITS } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/** Every body and query is bounded and typed: depth, size, null, unknown and prototype keys, JSON syntax errors. */
describe('input bounds', () => {
  let api: TestApp;
  let cook: TestUser;
  let recipeId: string;

  const valid = {
    image: 'https://example.com/x.png',
    title: 'Bounded',
    ingredients: 'salt, pepper',
    instructions: 'Season.',
    cuisineType: 'Others',
    prepTime: 5,
    categories: ['Lunch'],
  };
  const validEdit = { title: 'Bounded', cuisineType: 'Others', preparationTime: 5 };

  beforeAll(async () => {
    api = await startTestApp();
    cook = await createTestUser();
    recipeId = (await request(api.url).post('/add-recipe').set(bearer(cook)).send(valid).expect(201)).body.insertedId;
  });
  afterAll(() => api.close());

  const stored = async () => (await request(api.url).get(`/recipes/${recipeId}`).expect(200)).body;
  const mine = async () => (await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).body;

  function nested(levels: number): string {
    return `{"title":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
  }

  function sendRaw(method: 'post' | 'put', path: string, raw: string): request.Test {
    return request(api.url)[method](path).set(bearer(cook)).set('Content-Type', 'application/json').send(raw);
  }

  describe('JSON depth and size, checked before validation', () => {
    const deep = { statusCode: 400, error: 'Bad Request', message: 'Request body is nested deeper than 32 levels', code: 'http.400' };

    it.each([
      ['POST /add-recipe', 'post', (): string => '/add-recipe'],
      ['PUT /my-recipes/{id}', 'put', (): string => `/my-recipes/${recipeId}`],
    ] as const)('%s: 5,000 levels (30 kB) is a 400 with a JSON message, and changes nothing', async (_name, method, path) => {
      const before = await mine();
      const raw = nested(5000);
      expect(raw.length).toBeLessThan(30_000);
      expect((await sendRaw(method, path(), raw)).body).toEqual(deep);
      expect(await mine()).toEqual(before);
    });

    it('counts the levels: 32 is ordinary validation, 33 is refused before it', async () => {
      const at32 = await sendRaw('post', '/add-recipe', nested(32)).expect(400);
      expect(at32.body.message).toEqual(expect.arrayContaining(['title must be a string']));
      await sendRaw('post', '/add-recipe', nested(33)).expect(400, deep);
      await sendRaw('post', '/add-recipe', `${'['.repeat(33)}${']'.repeat(33)}`).expect(400, deep);
    });

    it('keeps the size limit: 413 with a JSON message', async () => {
      const response = await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...valid, instructions: 'x'.repeat(101 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is larger than the 100kb limit', code: 'http.413' });
    });
  });

  describe('JSON syntax errors', () => {
    it.each(['{"title": "secret-1", ', '{"title": secret2}', 'secret3', '"secret4', '{"a":1} secret5', '\u0000{secret6', '{"a":"\\q secret7"}'])(
      '%j is a 400 with one fixed message that echoes nothing of the body',
      async (raw) => {
        const response = await sendRaw('post', '/add-recipe', raw);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Request body is not valid JSON', code: 'http.400' });
      },
    );
  });

  describe('null and wrong types', () => {
    const editFields = ['title', 'cuisineType', 'preparationTime', 'prepTime', 'categories', 'image', 'ingredients', 'instructions'];

    it.each(editFields)('PUT with %s: null is a 400 and changes nothing', async (field) => {
      const before = await stored();
      const response = await request(api.url)
        .put(`/my-recipes/${recipeId}`)
        .set(bearer(cook))
        .send({ ...validEdit, title: 'Changed', [field]: null });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(Array), code: 'validation' });
      expect(await stored()).toEqual(before);
    });

    it('PUT never stores categories: null', async () => {
      await request(api.url).put(`/my-recipes/${recipeId}`).set(bearer(cook)).send({ ...validEdit, categories: null });
      expect((await stored()).categories).toEqual(['Lunch']);
    });

    it.each([...Object.keys(valid), 'likeCount', 'authorName', 'authorEmail'])('POST with %s: null is a 400 and stores nothing', async (field) => {
      const before = await mine();
      const response = await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...valid, [field]: null });
      expect(response.status).toBe(400);
      expect(await mine()).toEqual(before);
    });

    it.each([
      ['likeCount', { a: { b: { c: 1 } } }],
      ['likeCount', 'many'],
      ['authorName', ['x']],
      ['authorEmail', 'x'.repeat(RECIPE_LIMITS.email + 1)],
      ['authorName', 'x'.repeat(RECIPE_LIMITS.authorName + 1)],
    ])('POST with the ignored field %s of a wrong type or length is a 400', async (field, value) => {
      await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...valid, [field]: value }).expect(400);
    });

    it('refuses more category entries than the limit instead of deduplicating them', async () => {
      const response = await request(api.url)
        .post('/add-recipe')
        .set(bearer(cook))
        .send({ ...valid, categories: Array.from({ length: RECIPE_LIMITS.categoryEntries + 1 }, () => 'Lunch') })
        .expect(400);
      expect(response.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^categories/)]));
    });
  });

  describe('prototype keys', () => {
    const protoKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

    it.each(protoKeys)('GET /recipes?%s=x is refused like any unknown parameter', async (key) => {
      const response = await request(api.url).get(`/recipes?${key}=x`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [`property ${key} should not exist`], code: 'validation' });
    });

    it.each(protoKeys)('GET /my-recipes?%s=x is refused like any unknown parameter', async (key) => {
      const response = await request(api.url).get(`/my-recipes?${key}=x`).set(bearer(cook)).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [`property ${key} should not exist`], code: 'validation' });
    });

    it('still refuses ?foo=bar the same way', async () => {
      const response = await request(api.url).get('/recipes?foo=bar').expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: ['property foo should not exist'], code: 'validation' });
    });

    it.each(protoKeys)('a body with a "%s" key is a 400 and stores nothing', async (key) => {
      const before = await mine();
      const raw = JSON.stringify(valid).replace('{', `{"${key}":{"admin":true},`);
      const response = await sendRaw('post', '/add-recipe', raw).expect(400);
      expect(response.body.message).toEqual([`property ${key} should not exist`]);
      const edit = JSON.stringify(validEdit).replace('{', `{"${key}":{"admin":true},`);
      await sendRaw('put', `/my-recipes/${recipeId}`, edit).expect(400);
      expect(await mine()).toEqual(before);
      expect((Object.prototype as Record<string, unknown>).admin).toBeUndefined();
    });
  });
});
