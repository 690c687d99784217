import type { MealPlanEntry, MealPlanRange } from '@forkful/domain';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { Types } from 'mongoose';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, TestUser } from '../../test/support/users';
import { planDateOf, today } from './plan-dates';
import type { PlanEntry } from './schemas/plan-entry.schema';

/**
 * While set, the plan entries' change stream names no real account: what this process's writes must do on their own
 * (drop the cook's reads before answering) is then tested without the stream's echo of them, which may come first.
 */
let mockEntryStreamMuted = false;
jest.mock('../database/collection-changes', () => {
  const actual = jest.requireActual('../database/collection-changes');
  return { ...actual, accountOfChange: (...args: unknown[]) => (mockEntryStreamMuted ? '(muted)' : actual.accountOfChange(...args)) };
});

const day = (offset: number) => planDateOf(today() + offset);

// One app for the file: each test plans with fresh accounts.
let api: TestApp;
let author: TestUser;
let entryFinds: jest.SpyInstance;

beforeAll(async () => {
  api = await startTestApp();
  author = await createTestUser();
  entryFinds = jest.spyOn(api.app.get<Model<PlanEntry>>(getModelToken('PlanEntry')), 'find');
});
afterAll(() => api.close());
beforeEach(() => entryFinds.mockClear());

const db = () => api.app.get<Connection>(getConnectionToken()).db!;
async function addRecipe(title: string): Promise<string> {
  const body = { image: 'https://example.com/p.png', title, ingredients: '1 egg', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5, servings: 2 };
  return (await request(api.url).post('/add-recipe').set(bearer(author)).send(body).expect(201)).body.insertedId as string;
}
const week = async (user: TestUser) => (await request(api.url).get('/meal-plan').query({ from: day(0), to: day(6) }).set(bearer(user)).expect(200)).body as MealPlanRange;
const plan = async (user: TestUser, recipeId: string, meal = 'dinner') =>
  (await request(api.url).post('/meal-plan/entries').set(bearer(user)).send({ recipeId, date: day(1), meal }).expect(201)).body as MealPlanEntry;
/**
 * The week, read until a second read comes from the cache (no database read), so that a later change must drop it.
 * The change stream's echo of this test's own writes may drop a first read kept: hence a few tries.
 */
async function cachedWeek(user: TestUser): Promise<MealPlanRange> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const read = await week(user);
    const finds = entryFinds.mock.calls.length;
    const again = await week(user);
    if (entryFinds.mock.calls.length === finds) {
      expect(again).toEqual(read);
      return read;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the week was never served from the cache');
}
const titles = (plan: MealPlanRange) => plan.entries.map((entry) => `${entry.recipe.title}${entry.recipe.removed ? ' (removed)' : ''}`);

/** Reads the week until `done` holds (another process's change arrives through the change stream), for 2 s at most. */
async function weekOnceSeen(user: TestUser, done: (plan: MealPlanRange) => boolean): Promise<MealPlanRange> {
  const until = Date.now() + 2000;
  for (;;) {
    const read = await week(user);
    if (done(read) || Date.now() > until) return read;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /meal-plan, cached per account', () => {
  it('reads the database once for the same week read twice', async () => {
    const cook = await createTestUser();
    await plan(cook, await addRecipe('Cached Soup'));
    const first = await cachedWeek(cook);
    entryFinds.mockClear();
    expect(await week(cook)).toEqual(first);
    const cached = await request(api.url).get('/meal-plan').query({ from: day(0), to: day(6) }).set(bearer(cook)).expect(200);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.body).toEqual(first);
    expect(entryFinds).not.toHaveBeenCalled();
  });

  it("shows the cook's own add, change and removal in the very next read, before the change stream tells", async () => {
    mockEntryStreamMuted = true;
    const cook = await createTestUser();
    const soup = await addRecipe('Own Soup');
    expect((await cachedWeek(cook)).entries).toEqual([]);
    const entry = await plan(cook, soup);
    expect((await cachedWeek(cook)).entries).toEqual([entry]);
    await request(api.url).patch(`/meal-plan/entries/${entry._id}`).set(bearer(cook)).send({ servings: 7 }).expect(200);
    expect((await cachedWeek(cook)).entries.map((e) => e.servings)).toEqual([7]);
    await request(api.url).delete(`/meal-plan/entries/${entry._id}`).set(bearer(cook)).expect(204);
    expect((await cachedWeek(cook)).entries).toEqual([]);
  });
  afterEach(() => (mockEntryStreamMuted = false));

  it('shows an insert, update and delete written by another process (straight to the database)', async () => {
    const cook = await createTestUser();
    const soup = await addRecipe('Elsewhere Soup');
    expect((await cachedWeek(cook)).entries).toEqual([]);
    const entries = db().collection('meal_plan_entries');
    const _id = new Types.ObjectId();
    await entries.insertOne({ _id, uid: cook.uid, date: day(2), meal: 'lunch', recipeId: new Types.ObjectId(soup), servings: 3, note: '', title: 'Elsewhere Soup', image: '', createdAt: new Date() });
    expect((await weekOnceSeen(cook, (read) => read.entries.length === 1)).entries.map((e) => e._id)).toEqual([String(_id)]);
    await entries.updateOne({ _id }, { $set: { servings: 9 } });
    expect((await weekOnceSeen(cook, (read) => read.entries[0]?.servings === 9)).entries[0].servings).toBe(9);
    await entries.deleteOne({ _id });
    expect((await weekOnceSeen(cook, (read) => !read.entries.length)).entries).toEqual([]);
  });

  it("shows a recipe's new title and its deletion, made by another process, in the next reads", async () => {
    const cook = await createTestUser();
    const soup = await addRecipe('Old Title');
    await plan(cook, soup);
    expect(titles(await cachedWeek(cook))).toEqual(['Old Title']);
    const recipes = db().collection('recipes');
    await recipes.updateOne({ _id: new Types.ObjectId(soup) }, { $set: { title: 'New Title' } });
    expect(titles(await weekOnceSeen(cook, (read) => titles(read)[0] === 'New Title'))).toEqual(['New Title']);
    await recipes.deleteOne({ _id: new Types.ObjectId(soup) });
    expect(titles(await weekOnceSeen(cook, (read) => read.entries[0]?.recipe.removed))).toEqual(['Old Title (removed)']);
  });

  it("shows a recipe's deletion by its author through the API in the very next read", async () => {
    const cook = await createTestUser();
    const soup = await addRecipe('Deleted Soup');
    await plan(cook, soup);
    expect(titles(await cachedWeek(cook))).toEqual(['Deleted Soup']);
    await request(api.url).delete(`/my-recipes/${soup}`).set(bearer(author)).expect(200);
    expect(titles(await cachedWeek(cook))).toEqual(['Deleted Soup (removed)']);
  });

  it("never gives a cook another's cached plan", async () => {
    const [ann, bob] = [await createTestUser(), await createTestUser()];
    await plan(ann, await addRecipe("Ann's Soup"));
    expect(titles(await cachedWeek(ann))).toEqual(["Ann's Soup"]);
    expect(titles(await cachedWeek(bob))).toEqual([]);
    await plan(bob, await addRecipe("Bob's Soup"));
    expect(titles(await cachedWeek(bob))).toEqual(["Bob's Soup"]);
    expect(titles(await cachedWeek(ann))).toEqual(["Ann's Soup"]);
  });
});
