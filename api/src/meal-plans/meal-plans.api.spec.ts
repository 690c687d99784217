import type { MealPlanEntry, MealPlanRange } from '@forkful/domain';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { planDateOf, today } from './plan-dates';

const UNKNOWN = '0123456789abcdef01234567';
/** The day `offset` days from today (UTC), YYYY-MM-DD. */
const day = (offset: number) => planDateOf(today() + offset);

// One app for the file: each test plans with fresh accounts, so plans never mix between tests.
let api: TestApp;
let author: TestUser;
let soup: string;

beforeAll(async () => {
  api = await startTestApp();
  author = await createTestUser({ displayName: 'Recipe Author' });
  soup = await addRecipe('Planned Soup', { servings: 4 });
});
afterAll(() => api.close());

async function addRecipe(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const body = { image: 'https://example.com/p.png', imageAlt: 'A bowl', title, ingredients: '200 g rice', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5, ...extra };
  return (await request(api.url).post('/add-recipe').set(bearer(author)).send(body).expect(201)).body.insertedId as string;
}
const add = (user: TestUser, body: object) => request(api.url).post('/meal-plan/entries').set(bearer(user)).send(body);
const change = (user: TestUser, id: string, body: object) => request(api.url).patch(`/meal-plan/entries/${id}`).set(bearer(user)).send(body);
const remove = (user: TestUser, id: string) => request(api.url).delete(`/meal-plan/entries/${id}`).set(bearer(user));
const range = (user: TestUser, query: Record<string, string>) => request(api.url).get('/meal-plan').query(query).set(bearer(user));
const week = async (user: TestUser) => (await range(user, { from: day(0), to: day(6) }).expect(200)).body as MealPlanRange;
const planned = async (user: TestUser, body: object) => (await add(user, { recipeId: soup, date: day(1), meal: 'dinner', ...body }).expect(201)).body as MealPlanEntry;

describe('POST /meal-plan/entries', () => {
  it("plans a recipe: 201 with the entry and its live recipe; servings default to the recipe's", async () => {
    const cook = await createTestUser();
    const entry = await planned(cook, { note: '  for guests  ' });
    expect(entry).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      date: day(1),
      meal: 'dinner',
      servings: 4,
      note: 'for guests',
      recipe: { _id: soup, title: 'Planned Soup', image: 'https://example.com/p.png', imageAlt: 'A bowl', servings: 4, removed: false },
      createdAt: expect.any(String),
    });
    expect((await week(cook)).entries).toEqual([entry]);
  });

  it(`gives ${2} servings when the recipe says none, and takes the cook's servings from 1 to 100`, async () => {
    const cook = await createTestUser();
    const unsaid = await addRecipe('No Servings');
    expect((await planned(cook, { recipeId: unsaid })).servings).toBe(2);
    expect((await planned(cook, { recipeId: unsaid })).recipe).not.toHaveProperty('servings');
    expect((await planned(cook, { servings: 1 })).servings).toBe(1);
    expect((await planned(cook, { servings: 100 })).servings).toBe(100);
    for (const servings of [0, 101, 2.5, '3', null, true]) {
      expect({ servings, status: (await add(cook, { recipeId: soup, date: day(1), meal: 'lunch', servings })).status }).toEqual({ servings, status: 400 });
    }
  });

  it('answers 404 Recipe not found for an unknown recipe, 400 for a malformed one', async () => {
    const cook = await createTestUser();
    expect((await add(cook, { recipeId: UNKNOWN, date: day(0), meal: 'lunch' }).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Recipe not found', code: 'recipe.not-found' });
    expect((await add(cook, { recipeId: 'not-an-id', date: day(0), meal: 'lunch' }).expect(400)).body.message).toContain('recipeId must be a recipe id (24 hex digits)');
    expect((await add(cook, { recipeId: { $ne: null }, date: day(0), meal: 'lunch' })).status).toBe(400);
    expect((await week(cook)).entries).toEqual([]);
  });

  it('refuses bad fields with 400 and a message naming them, never a 5xx', async () => {
    const cook = await createTestUser();
    const valid = { recipeId: soup, date: day(0), meal: 'lunch' };
    const refused: Array<[object, string]> = [
      [{ ...valid, meal: 'brunch' }, 'meal must be one of: breakfast, lunch, dinner'],
      [{ ...valid, date: '2025-6-1' }, 'date must be a day written YYYY-MM-DD'],
      [{ ...valid, date: 20250601 }, 'date must be a day written YYYY-MM-DD'],
      [{ ...valid, date: '2028-02-30' }, 'date must be a day of the calendar: 2028-02-30 is not'],
      [{ ...valid, date: day(731) }, 'date must be within 730 days of today'],
      [{ ...valid, date: day(-731) }, 'date must be within 730 days of today'],
      [{ ...valid, note: 'n'.repeat(201) }, 'note must be shorter than or equal to 200 characters'],
      [{ ...valid, note: null }, 'note must be a string'],
      [{ ...valid, uid: 'someone-else' }, 'property uid should not exist'],
      [{ date: day(0), meal: 'lunch' }, 'recipeId must be a recipe id'],
    ];
    for (const [body, message] of refused) {
      const response = await add(cook, body);
      expect({ body, status: response.status, message: String(response.body.message) }).toEqual({ body, status: 400, message: expect.stringContaining(message) });
    }
    await add(cook, { ...valid, date: day(730), note: ` ${'n'.repeat(200)} ` }).expect(201);
    await add(cook, { ...valid, date: day(-730) }).expect(201);
    await request(api.url).post('/meal-plan/entries').set(bearer(cook)).set('Content-Type', 'application/json').send('{"recipeId": ').expect(400);
    await request(api.url).post('/meal-plan/entries').set(bearer(cook)).send({ ...valid, note: 'x'.repeat(200_000) }).expect(413);
  });

  it('holds at most 20 entries a day: the 21st is 400 with a clear message, another day still has room', async () => {
    const cook = await createTestUser();
    for (let i = 0; i < 20; i++) await add(cook, { recipeId: soup, date: day(2), meal: ['breakfast', 'lunch', 'dinner'][i % 3] }).expect(201);
    const refused = await add(cook, { recipeId: soup, date: day(2), meal: 'lunch' }).expect(400);
    expect(refused.body.message).toBe(`A day holds at most 20 entries, and ${day(2)} has 20: remove one first`);
    await add(cook, { recipeId: soup, date: day(3), meal: 'lunch' }).expect(201);
    // Another cook's day is their own.
    await add(await createTestUser(), { recipeId: soup, date: day(2), meal: 'lunch' }).expect(201);
  });

  it('holds the 20 a day under 26 concurrent adds: exactly 20 planned, 6 refused', async () => {
    const cook = await createTestUser();
    const answers = await Promise.all(Array.from({ length: 26 }, () => add(cook, { recipeId: soup, date: day(4), meal: 'dinner' })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(20).fill(201), ...Array(6).fill(400)]);
    expect((await week(cook)).entries).toHaveLength(20);
  });

  it('needs a token', async () => {
    await request(api.url).post('/meal-plan/entries').send({ recipeId: soup, date: day(0), meal: 'lunch' }).expect(401);
    await request(api.url).get('/meal-plan').query({ from: day(0), to: day(1) }).expect(401);
  });
});

describe('GET /meal-plan', () => {
  it('gives the range with its entries by date, meal (breakfast, lunch, dinner), then when added', async () => {
    const cook = await createTestUser();
    const order: Array<[number, string]> = [[3, 'dinner'], [1, 'dinner'], [1, 'breakfast'], [3, 'lunch'], [1, 'lunch'], [1, 'breakfast']];
    const ids: string[] = [];
    for (const [offset, meal] of order) ids.push((await add(cook, { recipeId: soup, date: day(offset), meal }).expect(201)).body._id);
    const plan = await week(cook);
    expect(plan.from).toBe(day(0));
    expect(plan.to).toBe(day(6));
    expect(plan.entries.map((e) => e._id)).toEqual([ids[2], ids[5], ids[4], ids[1], ids[3], ids[0]]);
    expect((await range(cook, { from: day(2), to: day(3) }).expect(200)).body.entries.map((e: MealPlanEntry) => e._id)).toEqual([ids[3], ids[0]]);
    expect((await range(cook, { from: day(3), to: day(3) }).expect(200)).body.entries).toHaveLength(2);
  });

  it('refuses a bad range with 400: order, more than 42 days, beyond two years, bad or missing days, unknown parameters', async () => {
    const cook = await createTestUser();
    await range(cook, { from: day(0), to: day(41) }).expect(200);
    const refused: Array<[Record<string, string>, string]> = [
      [{ from: day(1), to: day(0) }, 'from must be on or before to'],
      [{ from: day(0), to: day(42) }, `A range spans at most 42 days: ${day(0)} to ${day(42)} is 43`],
      [{ from: day(700), to: day(731) }, 'to must be within 730 days of today'],
      [{ from: day(-731), to: day(-700) }, 'from must be within 730 days of today'],
      [{ from: 'today', to: day(1) }, 'from must be a day written YYYY-MM-DD'],
      [{ from: day(0) }, 'to must be a day written YYYY-MM-DD'],
      [{ from: day(0), to: day(1), uid: cook.uid }, 'property uid should not exist'],
    ];
    for (const [query, message] of refused) {
      const response = await range(cook, query);
      expect({ query, status: response.status, message: String(response.body.message) }).toEqual({ query, status: 400, message: expect.stringContaining(message) });
    }
    await request(api.url).get(`/meal-plan?from[$gt]=&to=${day(1)}`).set(bearer(cook)).expect(400);
  });

  it("shows an entry whose recipe was deleted as removed, with the title and picture it was planned with; the live recipe's changes otherwise", async () => {
    const cook = await createTestUser();
    const doomed = await addRecipe('Doomed Stew', { servings: 3 });
    const edited = await addRecipe('Old Name');
    await planned(cook, { recipeId: doomed, date: day(1), meal: 'lunch' });
    await planned(cook, { recipeId: edited, date: day(1), meal: 'dinner' });
    await request(api.url).delete(`/my-recipes/${doomed}`).set(bearer(author)).expect(200);
    const put = { title: 'New Name', ingredients: 'rice', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5, image: 'https://example.com/new.png', servings: 6 };
    await request(api.url).put(`/my-recipes/${edited}`).set(bearer(author)).send(put).expect(200);
    const [gone, live] = (await week(cook)).entries;
    expect(gone.recipe).toEqual({ _id: doomed, title: 'Doomed Stew', image: 'https://example.com/p.png', imageAlt: 'A bowl', removed: true });
    expect(gone.servings).toBe(3);
    expect(live.recipe).toMatchObject({ _id: edited, title: 'New Name', image: 'https://example.com/new.png', servings: 6, removed: false });
  });
});

describe('PATCH /meal-plan/entries/{entryId}', () => {
  it('moves an entry to another day and meal, and changes its servings and note', async () => {
    const cook = await createTestUser();
    const entry = await planned(cook, { note: 'first' });
    const moved = (await change(cook, entry._id, { date: day(5), meal: 'breakfast' }).expect(200)).body as MealPlanEntry;
    expect(moved).toEqual({ ...entry, date: day(5), meal: 'breakfast' });
    const changed = (await change(cook, entry._id, { servings: 7, note: '  ' }).expect(200)).body as MealPlanEntry;
    expect(changed).toEqual({ ...moved, servings: 7, note: '' });
    expect((await week(cook)).entries).toEqual([changed]);
  });

  it('refuses a move into a full day (400, the entry stays), but a change within a full day is fine', async () => {
    const cook = await createTestUser();
    for (let i = 0; i < 20; i++) await planned(cook, { date: day(2) });
    const other = await planned(cook, { date: day(3) });
    expect((await change(cook, other._id, { date: day(2) }).expect(400)).body.message).toMatch(/^A day holds at most 20 entries/);
    const full = (await week(cook)).entries.filter((e) => e.date === day(2));
    expect(full).toHaveLength(20);
    await change(cook, full[0]._id, { date: day(2), meal: 'lunch', servings: 3 }).expect(200);
    expect((await week(cook)).entries.find((e) => e._id === other._id)!.date).toBe(day(3));
  });

  it('refuses no field, null, bad values and unknown fields with 400', async () => {
    const cook = await createTestUser();
    const { _id } = await planned(cook, {});
    expect((await change(cook, _id, {}).expect(400)).body.message).toBe('Send at least one of: date, meal, servings, note');
    for (const body of [{ date: null }, { meal: 'supper' }, { servings: 0 }, { servings: 101 }, { note: 'n'.repeat(201) }, { date: day(800) }, { recipeId: soup }, { date: '2027-13-01' }]) {
      expect({ body, status: (await change(cook, _id, body)).status }).toEqual({ body, status: 400 });
    }
  });
});

describe("another cook's plan", () => {
  it("is never visible: B's reads leave out A's entries, and B's change or removal of one is 404 with A's entry unchanged", async () => {
    const [a, b] = await Promise.all([createTestUser(), createTestUser()]);
    const entry = await planned(a, { note: 'mine' });
    expect((await week(b)).entries).toEqual([]);
    expect((await change(b, entry._id, { note: 'yours' }).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Meal plan entry not found', code: 'meal-plan.entry-not-found' });
    await remove(b, entry._id).expect(404);
    expect((await week(a)).entries).toEqual([entry]);
  });
});

describe('DELETE /meal-plan/entries/{entryId}', () => {
  it('removes the entry (204, no body); again, unknown or malformed ids are 404', async () => {
    const cook = await createTestUser();
    const { _id } = await planned(cook, {});
    expect((await remove(cook, _id).expect(204)).text).toBe('');
    expect((await week(cook)).entries).toEqual([]);
    await remove(cook, _id).expect(404);
    await remove(cook, UNKNOWN).expect(404);
    expect((await remove(cook, 'not-an-id').expect(404)).body.message).toBe('Meal plan entry not found: "not-an-id" is not a valid entry id');
    await change(cook, '%7B%22%24ne%22%3Anull%7D', { note: 'x' }).expect(404);
  });
});
