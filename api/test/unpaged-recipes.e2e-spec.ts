import type { Recipe as RecipeView } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import request from 'supertest';
import { RecipeCache } from '../src/recipes/cache/recipe-cache';
import { Recipe } from '../src/recipes/schemas/recipe.schema';
import { SAMPLE_RECIPES } from '../src/seed/sample-recipes';
import { mongoUriOf, startTestApp, TEST_PUBLIC_URL, TestApp } from './support/test-app';
import { bearer, createTestUser } from './support/users';

const LIMIT = 5;
const newRecipe = (title: string) => ({
  title,
  image: 'https://images.example.com/soup.jpg',
  ingredients: 'water, salt',
  instructions: 'Boil the water, add the salt.',
  cuisineType: 'Others',
  prepTime: 10,
  categories: ['Lunch'],
});

/**
 * GET /recipes without a query: at most UNPAGED_RECIPES_LIMIT recipes (newest first), one serialized body shared by
 * every caller and dropped by any change to the recipes, whichever process made it. The fallback TTL is set far out,
 * so only this process's writes and the change stream can refresh the body here.
 */
describe('GET /recipes without a query (capped, cached)', () => {
  let api: TestApp;
  let total = SAMPLE_RECIPES.length;

  beforeAll(async () => {
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true', UNPAGED_RECIPES_LIMIT: String(LIMIT), RECIPES_CACHE_FALLBACK_TTL_MS: '600000' });
  });
  afterAll(() => api.close());

  const cache = () => api.app.get(RecipeCache);
  const unpaged = () => request(api.url).get('/recipes').expect(200);

  /**
   * The unpaged read after the change events that follow a write by someone else, until one shows `expected`
   * (an event of an earlier write may come first). Waits for events, never for time.
   */
  async function readAfterChanges(write: () => Promise<unknown>, shows: (newest: RecipeView) => boolean) {
    const events: Array<() => void> = [];
    let pending = 0;
    const onEvent = () => (events.length ? events.shift()!() : pending++);
    const nextEvent = () => (pending ? (pending--, Promise.resolve()) : new Promise<void>((resolve) => events.push(resolve)));
    cache().on('changed', onEvent);
    try {
      await write();
      for (;;) {
        await nextEvent();
        const response = await unpaged();
        if (shows((response.body as RecipeView[])[0])) return response;
      }
    } finally {
      cache().off('changed', onEvent);
    }
  }

  it('answers the newest recipes up to the limit, with the limit, the total and a link to the next page', async () => {
    const response = await unpaged();
    const firstPage = await request(api.url).get(`/recipes?page=1&limit=${LIMIT}`).expect(200);
    expect(response.body).toHaveLength(LIMIT);
    expect(response.body).toEqual(firstPage.body);
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.headers['x-result-limit']).toBe(String(LIMIT));
    expect(response.headers.link).toBe(`<${TEST_PUBLIC_URL}/recipes?page=2&limit=${LIMIT}>; rel="next"`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('builds the body once for concurrent unpaged reads', async () => {
    const recipes = api.app.get<Model<Recipe>>(getModelToken(Recipe.name));
    cache().invalidate();
    const find = jest.spyOn(recipes, 'find');
    try {
      const responses = await Promise.all(Array.from({ length: 10 }, () => unpaged()));
      expect(find).toHaveBeenCalledTimes(1);
      for (const response of responses) expect(response.text).toBe(responses[0].text);
      await unpaged();
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it('sends the body gzipped to clients that accept it', async () => {
    const plain = await request(api.url).get('/recipes').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(api.url).get('/recipes').set('Accept-Encoding', 'gzip, deflate').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.body).toEqual(plain.body);
  });

  it('shows this process\'s write to the next unpaged read', async () => {
    await unpaged();
    const cook = await createTestUser();
    const created = await request(api.url).post('/add-recipe').set(bearer(cook)).send(newRecipe('Local Soup')).expect(201);
    total += 1;
    const response = await unpaged();
    expect(response.headers['x-total-count']).toBe(String(total));
    expect((response.body as RecipeView[])[0]).toMatchObject({ _id: created.body.insertedId, title: 'Local Soup' });
  });

  it('shows a write made by another connection (a direct driver write) once its change event arrives', async () => {
    await unpaged();
    const other = await mongoose.createConnection(mongoUriOf(api)).asPromise();
    try {
      let insertedId: unknown;
      const response = await readAfterChanges(async () => {
        ({ insertedId } = await other.collection('recipes').insertOne({ ...newRecipe('Driver Soup'), likeCount: 0, authorName: 'Direct', authorEmail: 'direct@forkful.test' }));
      }, (newest) => newest.title === 'Driver Soup');
      total += 1;
      expect(response.headers['x-total-count']).toBe(String(total));
      expect((response.body as RecipeView[])[0]).toMatchObject({ _id: String(insertedId), title: 'Driver Soup' });

      const renamed = await readAfterChanges(
        () => other.collection('recipes').updateOne({ _id: insertedId as never }, { $set: { title: 'Driver Broth' } }),
        (newest) => newest.title === 'Driver Broth',
      );
      expect(renamed.body[0]).toMatchObject({ _id: String(insertedId), title: 'Driver Broth' });
    } finally {
      await other.close();
    }
  });

  it('shows a recipe added through a second API instance once its change event arrives', async () => {
    const second = await startTestApp({ MONGODB_URI: mongoUriOf(api) });
    try {
      await unpaged();
      const cook = await createTestUser();
      let created!: request.Response;
      const response = await readAfterChanges(async () => {
        created = await request(second.url).post('/add-recipe').set(bearer(cook)).send(newRecipe('Second Soup')).expect(201);
      }, (newest) => newest.title === 'Second Soup');
      total += 1;
      expect(response.headers['x-total-count']).toBe(String(total));
      expect((response.body as RecipeView[])[0]).toMatchObject({ _id: created.body.insertedId, title: 'Second Soup' });
    } finally {
      // Not second.close(): that drops the shared database.
      await second.app.close();
    }
  });

});

describe('GET /recipes without a query, under the limit', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true' });
  });
  afterAll(() => api.close());

  it('answers every recipe with the default limit of 1000 and no next link', async () => {
    const response = await request(api.url).get('/recipes').expect(200);
    expect(response.body).toHaveLength(SAMPLE_RECIPES.length);
    expect(response.headers['x-total-count']).toBe(String(SAMPLE_RECIPES.length));
    expect(response.headers['x-result-limit']).toBe('1000');
    expect(response.headers.link).toBeUndefined();
  });

  it('exposes the paging headers to browsers on other origins', async () => {
    const response = await request(api.url).get('/recipes').set('Origin', 'http://localhost:3000').expect(200);
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Count,Retry-After,X-Result-Limit,Link');
    // A shared cache must key the answer on both: the CORS header depends on Origin, the body on Accept-Encoding.
    const vary = String(response.headers.vary).split(',').map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });
});
