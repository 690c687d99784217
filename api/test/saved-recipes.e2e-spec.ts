import type { Recipe } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const UNKNOWN = '0123456789abcdef01234567';

// One app for the file: each test uses its own savers (fresh accounts), so the lists never mix between tests.
let api: TestApp;
let author: TestUser;

beforeAll(async () => {
  api = await startTestApp();
  author = await createTestUser({ displayName: 'Recipe Author' });
});
afterAll(() => api.close());

async function addRecipe(title = 'Saveable', by: TestUser = author): Promise<string> {
  const body = { image: 'https://example.com/p.png', title, ingredients: 'rice', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5, servings: 2 };
  return (await request(api.url).post('/add-recipe').set(bearer(by)).send(body).expect(201)).body.insertedId as string;
}
const save = (user: TestUser, id: string) => request(api.url).put(`/saved-recipes/${id}`).set(bearer(user));
const unsave = (user: TestUser, id: string) => request(api.url).delete(`/saved-recipes/${id}`).set(bearer(user));
const status = (user: TestUser, id: string) => request(api.url).get(`/saved-recipes/${id}`).set(bearer(user));
const list = (user: TestUser, query: Record<string, unknown> = {}) => request(api.url).get('/saved-recipes').query(query).set(bearer(user));
const listedIds = async (user: TestUser) => ((await list(user, { limit: 100 }).expect(200)).body as Recipe[]).map((r) => r._id);

describe('PUT /saved-recipes/{recipeId}', () => {
  it('saves the recipe: 204 with no body, then the status says saved and the list has it in the recipe list shape', async () => {
    const fan = await createTestUser();
    const id = await addRecipe('Saved Soup');
    const saved = await save(fan, id).expect(204);
    expect(saved.text).toBe('');
    expect((await status(fan, id).expect(200)).body).toEqual({ recipeId: id, saved: true });
    const response = await list(fan).expect(200);
    expect(response.headers['x-total-count']).toBe('1');
    const detail = (await request(api.url).get(`/recipes/${id}`).expect(200)).body;
    expect(response.body).toEqual([detail]);
    expect(response.body[0]).toMatchObject({ title: 'Saved Soup', servings: 2, authorUid: author.uid, preparationTime: 5 });
  });

  it('is idempotent: saving twice keeps one entry and the first saved time', async () => {
    const fan = await createTestUser();
    const [first, second] = [await addRecipe('First'), await addRecipe('Second')];
    await save(fan, first).expect(204);
    await save(fan, second).expect(204);
    await save(fan, first).expect(204);
    // Still second-newest: the repeated save did not move it to the top.
    expect(await listedIds(fan)).toEqual([second, first]);
    expect((await list(fan).expect(200)).headers['x-total-count']).toBe('2');
  });

  it('keeps one entry under 10 concurrent saves of one recipe by one user, all answered 204', async () => {
    const fan = await createTestUser();
    const id = await addRecipe();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => save(fan, id)))).map((r) => r.status);
    expect(statuses).toEqual(Array(10).fill(204));
    const saves = api.app.get<Model<{ uid: string }>>(getModelToken('SavedRecipe'));
    expect(await saves.countDocuments({ uid: fan.uid })).toBe(1);
  });

  it("saves one's own recipe too", async () => {
    const id = await addRecipe('Mine', author);
    await save(author, id).expect(204);
    expect((await status(author, id).expect(200)).body).toEqual({ recipeId: id, saved: true });
    expect(await listedIds(author)).toContain(id);
  });

  it('answers 404 for an unknown or malformed recipe id, saving nothing', async () => {
    const fan = await createTestUser();
    expect((await save(fan, UNKNOWN).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Recipe not found', code: 'recipe.not-found' });
    expect((await save(fan, 'not-an-id').expect(404)).body.message).toMatch(/^Recipe not found/);
    expect((await list(fan).expect(200)).headers['x-total-count']).toBe('0');
  });
});

describe('DELETE /saved-recipes/{recipeId}', () => {
  it('removes the save (204), and is idempotent: a second DELETE, or one of a recipe never saved, is 204 too', async () => {
    const fan = await createTestUser();
    const id = await addRecipe();
    await save(fan, id).expect(204);
    const removed = await unsave(fan, id).expect(204);
    expect(removed.text).toBe('');
    await unsave(fan, id).expect(204);
    expect((await status(fan, id).expect(200)).body).toEqual({ recipeId: id, saved: false });
    expect(await listedIds(fan)).toEqual([]);
    await unsave(fan, await addRecipe()).expect(204);
  });

  it('answers 404 for an unknown, malformed or deleted recipe', async () => {
    const fan = await createTestUser();
    await unsave(fan, UNKNOWN).expect(404);
    await unsave(fan, 'xyz').expect(404);
    const id = await addRecipe();
    await request(api.url).delete(`/my-recipes/${id}`).set(bearer(author)).expect(200);
    await unsave(fan, id).expect(404);
  });
});

describe('GET /saved-recipes/{recipeId}', () => {
  it('says saved: false for a recipe the caller has not saved, and 404 for an unknown or malformed id', async () => {
    const fan = await createTestUser();
    const id = await addRecipe();
    expect((await status(fan, id).expect(200)).body).toEqual({ recipeId: id, saved: false });
    expect((await status(fan, UNKNOWN).expect(404)).body.message).toBe('Recipe not found');
    await status(fan, '%7B%22%24ne%22%3Anull%7D').expect(404);
  });
});

describe('GET /saved-recipes', () => {
  it('lists newest saved first, pages with page and limit, X-Total-Count = how many the caller saved', async () => {
    const fan = await createTestUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addRecipe(`Dish ${i}`));
    // Saved in another order than created: the list follows the saving.
    for (const i of [2, 0, 4, 1, 3]) await save(fan, ids[i]).expect(204);
    const newestSavedFirst = [3, 1, 4, 0, 2].map((i) => ids[i]);
    expect(await listedIds(fan)).toEqual(newestSavedFirst);

    const pages: string[][] = [];
    for (const page of [1, 2, 3]) {
      const response = await list(fan, { page, limit: 2 }).expect(200);
      expect(response.headers['x-total-count']).toBe('5');
      pages.push((response.body as Recipe[]).map((r) => r._id));
    }
    expect(pages).toEqual([newestSavedFirst.slice(0, 2), newestSavedFirst.slice(2, 4), newestSavedFirst.slice(4)]);
    const beyond = await list(fan, { page: 4, limit: 2 }).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it('gives an empty list and total 0 to a user who saved nothing, default page size 8', async () => {
    const fan = await createTestUser();
    const response = await list(fan).expect(200);
    expect(response.body).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    for (let i = 0; i < 9; i++) await save(fan, await addRecipe(`Many ${i}`)).expect(204);
    const first = await list(fan).expect(200);
    expect(first.body).toHaveLength(8);
    expect(first.headers['x-total-count']).toBe('9');
  });

  it.each([
    ['page=0', { page: 0 }, 'page must not be less than 1'],
    ['page=-1', { page: -1 }, 'page must be an integer number'],
    ['page=1000001', { page: 1_000_001 }, 'page must not be greater than 1000000'],
    ['page=abc', { page: 'abc' }, 'page must be an integer number'],
    ['limit=0', { limit: 0 }, 'limit must not be less than 1'],
    ['limit=101', { limit: 101 }, 'limit must not be greater than 100'],
    ['limit=2.5', { limit: '2.5' }, 'limit must be an integer number'],
    ['an unknown parameter', { sort: 'title-asc' }, 'property sort should not exist'],
  ])('refuses %s with 400', async (_case, query, message) => {
    const fan = await createTestUser();
    const response = await list(fan, query).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.message).toContain(message);
  });

  it('takes the bounds limit=100 and limit=1', async () => {
    const fan = await createTestUser();
    await list(fan, { limit: 100, page: 1_000_000 }).expect(200);
    await list(fan, { limit: 1 }).expect(200);
  });
});

describe('saved recipes between users', () => {
  it("keeps each user's list their own: B sees none of A's saves, and B's DELETE does not remove A's save", async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const id = await addRecipe('Shared Interest');
    await save(a, id).expect(204);
    expect(await listedIds(b)).toEqual([]);
    expect((await list(b).expect(200)).headers['x-total-count']).toBe('0');
    expect((await status(b, id).expect(200)).body).toEqual({ recipeId: id, saved: false });
    await unsave(b, id).expect(204);
    expect(await listedIds(a)).toEqual([id]);
    expect((await status(a, id).expect(200)).body.saved).toBe(true);
    // B saving and removing it changes nothing for A either.
    await save(b, id).expect(204);
    await unsave(b, id).expect(204);
    expect(await listedIds(a)).toEqual([id]);
  });

  it("removes a deleted recipe from every user's list", async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const [doomed, kept] = [await addRecipe('Doomed'), await addRecipe('Kept')];
    for (const user of [a, b]) {
      await save(user, kept).expect(204);
      await save(user, doomed).expect(204);
    }
    await request(api.url).delete(`/my-recipes/${doomed}`).set(bearer(author)).expect(200);
    for (const user of [a, b]) {
      expect(await listedIds(user)).toEqual([kept]);
      expect((await list(user).expect(200)).headers['x-total-count']).toBe('1');
    }
    const saves = api.app.get<Model<{ recipeId: unknown }>>(getModelToken('SavedRecipe'));
    expect(await saves.countDocuments({ recipeId: doomed })).toBe(0);
  });

  it('skips (and forgets) a saved recipe that vanished without its saves, e.g. after a crash', async () => {
    const fan = await createTestUser();
    const [gone, kept] = [await addRecipe('Gone'), await addRecipe('Still here')];
    await save(fan, kept).expect(204);
    await save(fan, gone).expect(204);
    const recipes = api.app.get<Model<{ _id: unknown }>>(getModelToken('Recipe'));
    await recipes.deleteOne({ _id: gone });
    expect(await listedIds(fan)).toEqual([kept]);
    expect((await list(fan).expect(200)).headers['x-total-count']).toBe('1');
  });
});

describe('saved recipes need a signed-in caller', () => {
  it.each([
    ['get', '/saved-recipes'],
    ['get', `/saved-recipes/${UNKNOWN}`],
    ['put', `/saved-recipes/${UNKNOWN}`],
    ['delete', `/saved-recipes/${UNKNOWN}`],
  ] as const)('%s %s without a token is 401', async (method, path) => {
    const response = await request(api.url)[method](path).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    await request(api.url)[method](path).set('Authorization', 'Bearer not-a-token').expect(401);
  });
});
