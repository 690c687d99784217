import type { ShoppingItem, ShoppingList } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { planDateOf, today } from '../meal-plans/plan-dates';
import type { ShoppingListDoc } from './schemas/shopping-list.schema';

const UNKNOWN = '0123456789abcdef01234567';
const day = (offset: number) => planDateOf(today() + offset);
const EMPTY: ShoppingList = { from: null, to: null, items: [], updatedAt: null };

// One app for the file: each test shops with fresh accounts.
let api: TestApp;
let author: TestUser;
let bread: string;
let pancakes: string;

beforeAll(async () => {
  api = await startTestApp();
  author = await createTestUser();
  bread = await addRecipe('Bread', '200 g flour, 1 cup milk, salt', 2);
  pancakes = await addRecipe('Pancakes', '0.5 kg flour, 1/2 cup milk, 2 eggs', 2);
});
afterAll(() => api.close());

async function addRecipe(title: string, ingredients: string, servings?: number): Promise<string> {
  const body = { image: 'https://example.com/p.png', title, ingredients, instructions: 'Mix.', cuisineType: 'Others', prepTime: 5, ...(servings ? { servings } : {}) };
  return (await request(api.url).post('/add-recipe').set(bearer(author)).send(body).expect(201)).body.insertedId as string;
}
const plan = (user: TestUser, recipeId: string, offset = 1, servings?: number) =>
  request(api.url).post('/meal-plan/entries').set(bearer(user)).send({ recipeId, date: day(offset), meal: 'dinner', ...(servings ? { servings } : {}) }).expect(201);
const list = async (user: TestUser) => (await request(api.url).get('/shopping-list').set(bearer(user)).expect(200)).body as ShoppingList;
const build = (user: TestUser, body: object = { from: day(0), to: day(6) }) => request(api.url).post('/shopping-list/build').set(bearer(user)).send(body);
const built = async (user: TestUser, body?: object) => (await build(user, body).expect(200)).body as ShoppingList;
const addItem = (user: TestUser, body: object) => request(api.url).post('/shopping-list/items').set(bearer(user)).send(body);
const check = (user: TestUser, id: string, body: object) => request(api.url).patch(`/shopping-list/items/${id}`).set(bearer(user)).send(body);
const removeItem = (user: TestUser, id: string) => request(api.url).delete(`/shopping-list/items/${id}`).set(bearer(user));
const clearChecked = (user: TestUser) => request(api.url).post('/shopping-list/clear-checked').set(bearer(user));
const texts = (shopping: ShoppingList) => shopping.items.map((item) => item.text);
const lists = () => api.app.get<Model<ShoppingListDoc>>(getModelToken('ShoppingListDoc'));

describe('GET /shopping-list', () => {
  it('is the empty list before the first build or item, and needs a token', async () => {
    expect(await list(await createTestUser())).toEqual(EMPTY);
    await request(api.url).get('/shopping-list').expect(401);
    await request(api.url).post('/shopping-list/build').send({ from: day(0), to: day(1) }).expect(401);
  });
});

describe('POST /shopping-list/build', () => {
  it("merges the range's planned recipes, scaled to each entry's servings, naming the recipes that need each item", async () => {
    const cook = await createTestUser();
    await plan(cook, bread, 1);
    await plan(cook, pancakes, 2);
    await plan(cook, pancakes, 9); // outside the range
    const shopping = await built(cook);
    expect(shopping).toMatchObject({ from: day(0), to: day(6), updatedAt: expect.any(String) });
    expect(texts(shopping)).toEqual(['700 g flour', '1½ cup milk', 'salt', '2 eggs']);
    expect(shopping.items[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      text: '700 g flour',
      checked: false,
      own: false,
      recipes: [{ recipeId: bread, title: 'Bread' }, { recipeId: pancakes, title: 'Pancakes' }],
    });
    expect(await list(cook)).toEqual(shopping);
  });

  it("scales by the entry's servings over the recipe's, else over 2", async () => {
    const cook = await createTestUser();
    const unsaid = await addRecipe('Cake', '100 g sugar');
    await plan(cook, bread, 1, 4); // twice the recipe
    await plan(cook, unsaid, 1, 1); // half of the default 2
    expect(texts(await built(cook))).toEqual(['400 g flour', '2 cup milk', 'salt', '50 g sugar']);
  });

  it('leaves out a recipe deleted since it was planned', async () => {
    const cook = await createTestUser();
    const doomed = await addRecipe('Doomed', '3 lemons');
    await plan(cook, doomed);
    await plan(cook, pancakes);
    await request(api.url).delete(`/my-recipes/${doomed}`).set(bearer(author)).expect(200);
    const shopping = await built(cook);
    expect(texts(shopping)).toEqual(['500 g flour', '½ cup milk', '2 eggs']);
    expect(shopping.items.flatMap((item) => item.recipes.map((r) => r.recipeId))).not.toContain(doomed);
  });

  it("keeps own items and the checks (and ids) of built items still there when built again; drops what the plan no longer needs", async () => {
    const cook = await createTestUser();
    const breadEntry = (await plan(cook, bread)).body._id as string;
    await plan(cook, pancakes);
    const first = await built(cook);
    const flour = first.items.find((item) => item.text === '700 g flour')!;
    const eggs = first.items.find((item) => item.text === '2 eggs')!;
    await check(cook, flour._id, { checked: true }).expect(200);
    await check(cook, eggs._id, { checked: true }).expect(200);
    const own = (await addItem(cook, { text: 'kitchen roll' }).expect(201)).body as ShoppingItem;
    await check(cook, own._id, { checked: true }).expect(200);
    await request(api.url).delete(`/meal-plan/entries/${breadEntry}`).set(bearer(cook)).expect(204);

    const again = await built(cook);
    expect(again.items.map(({ text, checked, own }) => ({ text, checked, own }))).toEqual([
      { text: '500 g flour', checked: true, own: false }, // flour|mass is still needed, less of it: still checked
      { text: '½ cup milk', checked: false, own: false },
      { text: '2 eggs', checked: true, own: false },
      { text: 'kitchen roll', checked: true, own: true },
    ]);
    expect(again.items.map((item) => item._id)).toEqual([flour._id, first.items[1]._id, eggs._id, own._id]);
    expect(again.items.map((item) => item.text)).not.toContain('salt');
  });

  it('refuses a bad range with 400, like the plan', async () => {
    const cook = await createTestUser();
    for (const body of [{ from: day(1), to: day(0) }, { from: day(0), to: day(42) }, { from: day(0), to: day(731) }, { from: day(0) }, { from: day(0), to: day(1), uid: 'x' }, { from: 1, to: 2 }]) {
      expect({ body, status: (await build(cook, body)).status }).toEqual({ body, status: 400 });
    }
    expect(await list(cook)).toEqual(EMPTY);
  });

  it('refuses a build that would hold more than 500 items with 400, changing nothing', async () => {
    const cook = await createTestUser();
    await plan(cook, pancakes); // 3 items
    await lists().create({ uid: cook.uid, items: Array.from({ length: 498 }, (_, i) => ({ text: `own ${i}`, own: true })), updatedAt: new Date() });
    const before = await list(cook);
    expect((await build(cook).expect(400)).body.message).toBe(
      'A shopping list holds at most 500 items, and this one would have 501 (3 from the plan, 498 of your own): nothing was changed. Choose fewer days, or remove some of your own items',
    );
    expect(await list(cook)).toEqual(before);
    await removeItem(cook, before.items[0]._id).expect(204);
    expect((await built(cook)).items).toHaveLength(500);
  });

  it('loses no own item added while building: 30 adds racing a build all stay', async () => {
    const cook = await createTestUser();
    await plan(cook, bread);
    const answers = await Promise.all([build(cook), ...Array.from({ length: 30 }, (_, i) => addItem(cook, { text: `extra ${i}` }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(30).fill(201)]);
    const shopping = await list(cook);
    expect(shopping.items.filter((item) => item.own)).toHaveLength(30);
    expect(texts(shopping)).toEqual(expect.arrayContaining(['200 g flour', '1 cup milk', 'salt']));
  });
});

describe('POST /shopping-list/items', () => {
  it("adds the cook's own item, trimmed: 201 with the item, at the end of the list", async () => {
    const cook = await createTestUser();
    const item = (await addItem(cook, { text: '  dish soap ' }).expect(201)).body;
    expect(item).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), text: 'dish soap', checked: false, own: true, recipes: [] });
    expect(await list(cook)).toEqual({ from: null, to: null, items: [item], updatedAt: expect.any(String) });
    await addItem(cook, { text: 't'.repeat(200) }).expect(201);
  });

  it('refuses empty, blank, too long, non-text and unknown fields with 400', async () => {
    const cook = await createTestUser();
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 't'.repeat(201) }, { text: 5 }, { text: ['a'] }, { text: null }, { text: 'a', own: false }]) {
      expect({ body, status: (await addItem(cook, body)).status }).toEqual({ body, status: 400 });
    }
    expect((await addItem(cook, { text: 't'.repeat(201) })).body.message).toEqual(['text must be shorter than or equal to 200 characters']);
    expect(await list(cook)).toEqual(EMPTY);
  });

  it('holds at most 500 items: the 501st is 400, also when adds race for the last places', async () => {
    const cook = await createTestUser();
    await lists().create({ uid: cook.uid, items: Array.from({ length: 497 }, (_, i) => ({ text: `own ${i}`, own: true })) });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => addItem(cook, { text: `late ${i}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    expect((await addItem(cook, { text: 'one more' }).expect(400)).body.message).toBe('A shopping list holds at most 500 items: remove some first');
    expect((await list(cook)).items).toHaveLength(500);
  });
});

describe('PATCH and DELETE /shopping-list/items/{itemId}', () => {
  it('checks an item off and back on, removes it (204); bad bodies are 400, unknown or malformed ids 404', async () => {
    const cook = await createTestUser();
    const item = (await addItem(cook, { text: 'eggs' }).expect(201)).body as ShoppingItem;
    expect((await check(cook, item._id, { checked: true }).expect(200)).body).toEqual({ ...item, checked: true });
    expect((await check(cook, item._id, { checked: false }).expect(200)).body).toEqual(item);
    for (const body of [{}, { checked: 'true' }, { checked: 1 }, { checked: null }, { checked: true, text: 'x' }]) {
      expect({ body, status: (await check(cook, item._id, body)).status }).toEqual({ body, status: 400 });
    }
    await check(cook, UNKNOWN, { checked: true }).expect(404);
    expect((await check(cook, 'nope', { checked: true }).expect(404)).body.message).toBe('Shopping item not found: "nope" is not a valid item id');
    expect((await removeItem(cook, item._id).expect(204)).text).toBe('');
    await removeItem(cook, item._id).expect(404);
    await removeItem(cook, '%24where').expect(404);
    expect((await list(cook)).items).toEqual([]);
  });
});

describe('POST /shopping-list/clear-checked', () => {
  it('removes every checked item and gives the list; before any list, the empty list', async () => {
    const cook = await createTestUser();
    expect((await clearChecked(cook).expect(200)).body).toEqual(EMPTY);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map(async (text) => (await addItem(cook, { text }).expect(201)).body as ShoppingItem));
    await check(cook, a._id, { checked: true }).expect(200);
    await check(cook, c._id, { checked: true }).expect(200);
    const cleared = (await clearChecked(cook).expect(200)).body as ShoppingList;
    expect(cleared.items).toEqual([b]);
    expect(await list(cook)).toEqual(cleared);
  });
});

describe("another cook's list", () => {
  it("is never visible: B cannot read, check or remove A's items (404), and B's clear and build leave A's list alone", async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    await plan(a, bread);
    await built(a);
    const item = (await addItem(a, { text: 'mine' }).expect(201)).body as ShoppingItem;
    await check(a, item._id, { checked: true }).expect(200);
    const before = await list(a);
    expect(await list(b)).toEqual(EMPTY);
    expect((await check(b, item._id, { checked: false }).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Shopping item not found', code: 'shopping-list.item-not-found' });
    await removeItem(b, item._id).expect(404);
    await clearChecked(b).expect(200);
    expect((await built(b)).items).toEqual([]);
    expect(await list(a)).toEqual(before);
    expect(await lists().countDocuments({ uid: a.uid })).toBe(1);
    expect(Types.ObjectId.isValid(item._id)).toBe(true);
  });
});
