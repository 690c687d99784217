import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import request from 'supertest';
import { COOKS_LIST_MAX, COOKS_LIST_MAX_STALE_MS } from '../src/cooks/cooks-with-recipes';
import type { Recipe } from '../src/recipes/schemas/recipe.schema';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const dish = (title: string) => ({ image: 'https://example.com/dish.png', title, ingredients: 'salt', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5 });

/** GET /cooks: every cook with at least one recipe, for the shell's sitemap. */
describe('GET /cooks (cooks with recipes)', () => {
  let api: TestApp;
  let early: TestUser;
  let late: TestUser;
  let idle: TestUser;
  let earlyRecipe: string;
  let lateRecipe: string;
  const legacyCreated = new Date('2024-01-02T03:04:05.000Z');
  const recipes = () => api.app.get<Model<Recipe>>(getModelToken('Recipe'));
  const list = (query: Record<string, string> = {}) => request(api.url).get('/cooks').query(query);
  const newestUpdate = async (uid: string) =>
    (await recipes().find({ authorUid: uid }, { updatedAt: 1 }).sort({ updatedAt: -1 }).limit(1).lean<{ updatedAt: Date }[]>())[0].updatedAt.toISOString();

  beforeAll(async () => {
    api = await startTestApp();
    [early, late, idle] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    earlyRecipe = (await request(api.url).post('/add-recipe').set(bearer(early)).send(dish('First')).expect(201)).body.insertedId;
    await request(api.url).post('/add-recipe').set(bearer(early)).send(dish('Second')).expect(201);
    lateRecipe = (await request(api.url).post('/add-recipe').set(bearer(late)).send(dish('Third')).expect(201)).body.insertedId;
    // Written by older versions or other tools: no timestamps; and a uid no cook's page accepts.
    const stored = { image: '/images/recipes/pad-thai.svg', ingredients: 'x', instructions: 'y', cuisineType: 'Others', prepTime: 5, categories: [], likeCount: 0, baseLikeCount: 0, authorName: 'Old', authorEmail: 'old@forkful.test' };
    await recipes().collection.insertOne({ ...stored, _id: Types.ObjectId.createFromTime(legacyCreated.getTime() / 1000), title: 'Legacy', authorUid: 'legacy-cook' });
    await recipes().collection.insertOne({ ...stored, title: 'Odd', authorUid: 'has.dot', updatedAt: new Date() });
  });
  afterAll(() => api.close());

  it('lists exactly the cooks with a recipe, to anyone, the most recently changed first, each dated by its newest recipe change', async () => {
    const response = await list().expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual([
      { uid: late.uid, updatedAt: await newestUpdate(late.uid) },
      { uid: early.uid, updatedAt: await newestUpdate(early.uid) },
      { uid: 'legacy-cook', updatedAt: legacyCreated.toISOString() },
    ]);
    expect(response.body.map((cook: { uid: string }) => cook.uid)).not.toContain(idle.uid);
    expect((await list({ limit: '2' }).expect(200)).body.map((cook: { uid: string }) => cook.uid)).toEqual([late.uid, early.uid]);
    expect((await list({ limit: String(COOKS_LIST_MAX) }).expect(200)).body).toHaveLength(3);
  });

  it(`follows likes and deletions (within ${COOKS_LIST_MAX_STALE_MS / 1000} s of the last build)`, async () => {
    type Cook = { uid: string; updatedAt: string };
    const before: Cook[] = (await list().expect(200)).body;
    expect(before.map((cook) => cook.uid)).toEqual([late.uid, early.uid, 'legacy-cook']);
    // A like of early's first recipe is the newest change to early's recipes; late's only recipe goes.
    await request(api.url).patch(`/recipes/like/${earlyRecipe}`).set(bearer(late)).expect(200);
    await request(api.url).delete(`/my-recipes/${lateRecipe}`).set(bearer(late)).expect(200);
    const expected = [
      { uid: early.uid, updatedAt: await newestUpdate(early.uid) },
      { uid: 'legacy-cook', updatedAt: legacyCreated.toISOString() },
    ];
    expect(expected[0].updatedAt > before[0].updatedAt).toBe(true);
    const deadline = Date.now() + COOKS_LIST_MAX_STALE_MS + 3000;
    let after: Cook[] = (await list().expect(200)).body;
    while (JSON.stringify(after) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = (await list().expect(200)).body;
    }
    expect(after).toEqual(expected);
  });

  it.each(['0', 'abc', String(COOKS_LIST_MAX + 1), '-1', '1.5', ''])('refuses limit=%s with a 400 JSON error', async (limit) => {
    const response = await list({ limit }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.anything(), error: 'Bad Request', code: expect.stringMatching(/^(validation|http\.400)$/) });
  });

  it('refuses an unknown parameter', async () => {
    expect((await list({ page: '2' }).expect(400)).body.message).toEqual(['property page should not exist']);
  });
});
