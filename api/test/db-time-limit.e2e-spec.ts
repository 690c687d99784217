import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { Like } from '../src/likes/schemas/like.schema';
import { Recipe } from '../src/recipes/schemas/recipe.schema';
import { freePort, tempDir } from './support/stack';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser } from './support/users';

/**
 * Every database query carries API_DB_MAX_TIME_MS, and a query that runs out of time is a 503. The run's embedded
 * MongoDB has mongod's `maxTimeAlwaysTimeOut` fail point, which expires every operation that has a time limit (and
 * only those): with it on, an operation that fails proves its limit was sent. A fail point is server-wide, so this file
 * runs on an embedded server of its own, not the run's shared one (the other files run beside it).
 */
describe('database time limit', () => {
  let api: TestApp;
  let mongo: { uri: string; stop(): Promise<void> };
  const dataDir = tempDir('forkful-api-time-limit-');
  const databaseUri = (name: string) => `${mongo.uri.replace(/\/$/, '')}/${name}`;
  let failPointAvailable = true;

  const setFailPoint = (mode: 'alwaysOn' | 'off') =>
    api.app.get<Connection>(getConnectionToken()).getClient().db('admin').command({ configureFailPoint: 'maxTimeAlwaysTimeOut', mode });

  /** Runs fn with every time-limited database operation expiring at once. */
  async function withTimeouts<T>(fn: () => Promise<T>): Promise<T> {
    await setFailPoint('alwaysOn');
    try {
      return await fn();
    } finally {
      await setFailPoint('off');
    }
  }

  beforeAll(async () => {
    const { startEmbeddedMongo } = await import('@forkful/embedded-mongo');
    mongo = await startEmbeddedMongo({ port: await freePort(), dataDir });
    api = await startTestApp({ SEED_SAMPLE_DATA: 'true', MONGODB_URI: databaseUri('time-limit') });
    try {
      await setFailPoint('off');
    } catch (error) {
      failPointAvailable = false;
      console.log(`db-time-limit: the test database refuses configureFailPoint (${(error as Error).message}); skipping`);
    }
  });
  afterAll(async () => {
    await api?.close();
    await mongo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets maxTimeMS on every kind of query and aggregation the models run', async () => {
    if (!failPointAvailable) return;
    const recipes = api.app.get<Model<Recipe>>(getModelToken(Recipe.name));
    const likes = api.app.get<Model<Like>>(getModelToken(Like.name));
    const expired = { code: 50, codeName: 'MaxTimeMSExpired' };
    const someId = (await recipes.findOne({}, { _id: 1 }).lean())!._id;
    await withTimeouts(async () => {
      await expect(recipes.find({}).lean()).rejects.toMatchObject(expired);
      await expect(recipes.findById(someId).lean()).rejects.toMatchObject(expired);
      await expect(recipes.exists({ _id: someId })).rejects.toMatchObject(expired);
      await expect(recipes.countDocuments({})).rejects.toMatchObject(expired);
      await expect(recipes.estimatedDocumentCount()).rejects.toMatchObject(expired);
      await expect(recipes.distinct('cuisine')).rejects.toMatchObject(expired);
      await expect(recipes.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }])).rejects.toMatchObject(expired);
      await expect(recipes.findOneAndUpdate({ _id: someId }, { $inc: { likeCount: 1 } })).rejects.toMatchObject(expired);
      await expect(recipes.updateOne({ _id: someId }, { $inc: { likeCount: 1 } })).rejects.toMatchObject(expired);
      await expect(likes.updateMany({}, { $set: { counted: true } })).rejects.toMatchObject(expired);
      await expect(likes.deleteOne({ _id: someId })).rejects.toMatchObject(expired);
      await expect(likes.deleteMany({ recipeId: someId })).rejects.toMatchObject(expired);
      // A limit set on the query itself wins (0 = none).
      expect(await recipes.countDocuments({}).maxTimeMS(0)).toBeGreaterThan(0);
    });
    // Nothing was changed by the refused writes.
    const after = await recipes.findById(someId, { likeCount: 1, baseLikeCount: 1 }).lean();
    expect(after).toBeTruthy();
    expect(await recipes.find({}).lean()).not.toHaveLength(0);
  });

  it('answers a request whose query ran out of time with a JSON 503, and recovers', async () => {
    if (!failPointAvailable) return;
    const cook = await createTestUser();
    const [list, one, stats] = await withTimeouts(() =>
      Promise.all([
        request(api.url).get('/recipes?limit=5'),
        request(api.url).get('/top-recipes'),
        request(api.url).get('/recipes/stats').set(bearer(cook)),
      ]),
    );
    for (const response of [list, one, stats]) {
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        statusCode: 503,
        message: 'The database took too long to answer; please try again',
        error: 'Service Unavailable',
        code: 'http.503',
      });
    }
    const again = await request(api.url).get('/recipes?limit=5').expect(200);
    expect(again.body).toHaveLength(5);
  });

  it('sends no limit when API_DB_MAX_TIME_MS=0', async () => {
    if (!failPointAvailable) return;
    const unlimited = await startTestApp({ SEED_SAMPLE_DATA: 'true', API_DB_MAX_TIME_MS: '0', MONGODB_URI: databaseUri('unlimited') });
    try {
      const response = await withTimeouts(() => request(unlimited.url).get('/recipes?limit=3'));
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(3);
    } finally {
      await unlimited.close();
    }
  });
});
