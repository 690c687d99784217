import { Types } from 'mongoose';
import request from 'supertest';
import { RecountInterruptedLikes } from '../src/migrations/recount-interrupted-likes.migration';
import { openTestDatabase, storedRecipe, TestDatabase } from './support/database';
import { startTestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

const MIGRATION = '2026-11-27-recount-interrupted-likes';

/** Likes older versions wrote in three steps (insert `counted: false`, `$inc`, unset) and could leave half done. */
describe('the interrupted likes migration (applied once, at start)', () => {
  let db: TestDatabase;
  let author: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    [author, fan] = await Promise.all([createTestUser(), createTestUser()]);
  });
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(() => db.close());

  it('repairs likeCount at start after likes interrupted between their insert and their increment, and is recorded', async () => {
    const recipeId = new Types.ObjectId();
    const sampleId = new Types.ObjectId();
    const goneId = new Types.ObjectId();
    await db.connection.collection('recipes').insertMany([
      // The fan's like (complete) and one whose process stopped after the $inc but before unsetting `counted`: 2.
      storedRecipe({ _id: recipeId, authorUid: author.uid, authorEmail: author.email, likeCount: 2 }),
      // A sample recipe's starting likes (baseLikeCount) stay in its count.
      storedRecipe({ _id: sampleId, authorUid: author.uid, authorEmail: author.email, likeCount: 12, baseLikeCount: 12 }),
    ]);
    await db.connection.collection('likes').insertMany([
      { recipeId, uid: fan.uid, createdAt: new Date() },
      // Stopped before the $inc: the document exists, the count does not include it.
      { recipeId, uid: 'crashed-user', counted: false, createdAt: new Date() },
      { recipeId, uid: 'crashed-after-inc', counted: false, createdAt: new Date() },
      { recipeId: sampleId, uid: 'crashed-user', counted: false, createdAt: new Date() },
      // A like of a recipe deleted since: removed.
      { recipeId: goneId, uid: 'crashed-user', counted: false, createdAt: new Date() },
    ]);

    const api = await startTestApp({ MONGODB_URI: db.uri });
    try {
      expect((await request(api.url).get(`/recipes/${recipeId}`).expect(200)).body.likeCount).toBe(3);
      expect((await request(api.url).get(`/recipes/${sampleId}`).expect(200)).body.likeCount).toBe(13);
      const likes = db.connection.collection('likes');
      expect(await likes.countDocuments({ counted: false })).toBe(0);
      expect(await likes.countDocuments({ recipeId: goneId })).toBe(0);
      expect(await db.connection.collection('migrations').countDocuments({ name: MIGRATION })).toBe(1);
      // Nothing left to repair, and the fan's like is still theirs.
      expect(await api.app.get(RecountInterruptedLikes).recount()).toBe(0);
      await request(api.url).patch(`/recipes/like/${recipeId}`).set(bearer(fan)).expect(409);
    } finally {
      await api.app.close();
    }
  });

  it('runs once: a like left half done after it was applied is no longer looked for at start', async () => {
    const first = await startTestApp({ MONGODB_URI: db.uri });
    const { insertedId } = await db.connection.collection('recipes').insertOne(storedRecipe({ authorUid: author.uid, authorEmail: author.email }));
    await first.app.close();
    const [record] = await db.connection.collection('migrations').find({ name: MIGRATION }).toArray();
    await db.connection.collection('likes').insertOne({ recipeId: insertedId, uid: 'crashed-user', counted: false, createdAt: new Date() });

    const restarted = await startTestApp({ MONGODB_URI: db.uri });
    try {
      expect((await request(restarted.url).get(`/recipes/${insertedId}`).expect(200)).body.likeCount).toBe(0);
      expect(await db.connection.collection('migrations').find({ name: MIGRATION }).toArray()).toEqual([record]);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('the API at start', () => {
  it('records every migration it applied (name and time), and a restart applies none of them again', async () => {
    const db = await openTestDatabase();
    try {
      const first = await startTestApp({ MONGODB_URI: db.uri });
      await first.app.close();
      const records = await db.connection.collection('migrations').find({}, { projection: { _id: 0 } }).sort({ appliedAt: 1 }).toArray();
      expect(records).toEqual([
        { name: '2026-11-27-recount-interrupted-likes', appliedAt: expect.any(Date) },
        { name: '2026-11-27-relative-own-image-urls', appliedAt: expect.any(Date) },
        { name: '2026-11-27-claim-legacy-recipes', appliedAt: expect.any(Date) },
      ]);
      const restarted = await startTestApp({ MONGODB_URI: db.uri });
      await restarted.app.close();
      expect(await db.connection.collection('migrations').find({}, { projection: { _id: 0 } }).sort({ appliedAt: 1 }).toArray()).toEqual(records);
    } finally {
      await db.close();
    }
  });
});
