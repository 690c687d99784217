import { RECIPE_LIMITS, type Recipe } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const newRecipe = {
  image: 'https://images.example.com/stew.jpg',
  title: 'Family Stew',
  ingredients: 'beef, carrots, onions',
  instructions: 'Brown, then simmer for two hours.',
  cuisineType: 'Others',
  prepTime: 150,
};
const edit = { title: 'Family Stew', cuisineType: 'Others', preparationTime: 150 };

/** servings: an optional whole number 1..100 on add and edit; null on an edit removes it; every read returns it. */
describe('servings', () => {
  let api: TestApp;
  let cook: TestUser;

  beforeAll(async () => {
    api = await startTestApp();
    cook = await createTestUser({ displayName: 'Stew Cook' });
  });
  afterAll(() => api.close());

  const add = async (body: Record<string, unknown>) =>
    (await request(api.url).post('/add-recipe').set(bearer(cook)).send(body).expect(201)).body.insertedId as string;
  const get = async (id: string) => (await request(api.url).get(`/recipes/${id}`).expect(200)).body as Recipe;
  const put = (id: string, body: Record<string, unknown>) => request(api.url).put(`/my-recipes/${id}`).set(bearer(cook)).send(body);

  it('stores servings given on add and returns them on every read (detail, lists, my recipes)', async () => {
    const id = await add({ ...newRecipe, servings: 6 });
    expect(await get(id)).toMatchObject({ _id: id, servings: 6, authorUid: cook.uid });
    const page = (await request(api.url).get('/recipes?page=1&limit=100').expect(200)).body as Recipe[];
    expect(page.find((r) => r._id === id)).toMatchObject({ servings: 6 });
    const unpaged = (await request(api.url).get('/recipes').expect(200)).body as Recipe[];
    expect(unpaged.find((r) => r._id === id)).toMatchObject({ servings: 6 });
    const mine = (await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).body as Recipe[];
    expect(mine.find((r) => r._id === id)).toMatchObject({ servings: 6 });
  });

  it('leaves servings out of a recipe that has none', async () => {
    const id = await add(newRecipe);
    expect(await get(id)).not.toHaveProperty('servings');
  });

  it('takes the bounds 1 and 100', async () => {
    expect((await get(await add({ ...newRecipe, servings: RECIPE_LIMITS.servingsMin }))).servings).toBe(1);
    expect((await get(await add({ ...newRecipe, servings: RECIPE_LIMITS.servingsMax }))).servings).toBe(100);
  });

  it.each([
    ['a digit string', '4', 'servings must be a whole number'],
    ['a fraction', 4.5, 'servings must be a whole number'],
    ['zero', 0, 'servings must not be less than 1'],
    ['101', 101, 'servings must not be greater than 100'],
    ['negative', -2, 'servings must not be less than 1'],
    ['an object', { $gt: 0 }, 'servings must be a whole number'],
    ['null', null, 'servings must be a whole number'],
  ])('refuses %s on add with 400 and a clear message, storing nothing', async (_case, servings, message) => {
    const before = (await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).body.length;
    const response = await request(api.url).post('/add-recipe').set(bearer(cook)).send({ ...newRecipe, servings }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body.message).toContain(message);
    expect((await request(api.url).get('/my-recipes').set(bearer(cook)).expect(200)).body).toHaveLength(before);
  });

  it('sets servings on an edit, leaves them when absent, and removes them with null', async () => {
    const id = await add({ ...newRecipe, servings: 2 });
    const changed = await put(id, { ...edit, servings: 8 }).expect(200);
    expect(changed.body.recipe).toMatchObject({ _id: id, servings: 8 });
    expect((await get(id)).servings).toBe(8);

    await put(id, { ...edit, title: 'Renamed Stew' }).expect(200);
    expect(await get(id)).toMatchObject({ title: 'Renamed Stew', servings: 8 });

    const removed = await put(id, { ...edit, servings: null }).expect(200);
    expect(removed.body.recipe).not.toHaveProperty('servings');
    expect(await get(id)).not.toHaveProperty('servings');

    // Removing what is not there is fine too.
    await put(id, { ...edit, servings: null }).expect(200);
    await put(id, { ...edit, servings: 3 }).expect(200);
    expect((await get(id)).servings).toBe(3);
  });

  it.each([
    ['a digit string', '4', 'servings must be a whole number'],
    ['a fraction', 4.5, 'servings must be a whole number'],
    ['zero', 0, 'servings must not be less than 1'],
    ['101', 101, 'servings must not be greater than 100'],
    ['an array', [4], 'servings must be a whole number'],
  ])('refuses %s on an edit with 400, changing nothing', async (_case, servings, message) => {
    const id = await add({ ...newRecipe, servings: 5 });
    const response = await put(id, { ...edit, title: 'Changed', servings }).expect(400);
    expect(response.body.message).toContain(message);
    expect(await get(id)).toMatchObject({ title: newRecipe.title, servings: 5 });
  });
});
