import type { Recipe } from '@forkful/domain';
import { Types } from 'mongoose';
import request from 'supertest';
import { emulatorAdmin } from './support/admin';
import { openTestDatabase, storedRecipe, TestDatabase } from './support/database';
import { captureLogLines } from './support/logs';
import { freePort, readStack } from './support/stack';
import { startTestApp, TestApp } from './support/test-app';
import { createTestUser, signIn, TestUser } from './support/users';

const MIGRATION = '2026-11-27-claim-legacy-recipes';
const edit = { title: 'Hijacked', cuisineType: 'Others', preparationTime: 1 };

/**
 * Recipes older versions stored by email only (no author uid) go, once, at start, to the account that verified that
 * email; requests never claim. (Two verified accounts of one email: the emulator allows one account per email, so
 * claim-legacy-recipes.migration.spec.ts covers them.)
 */
describe('the legacy recipes migration', () => {
  let admin: ReturnType<typeof emulatorAdmin>;
  let db: TestDatabase;
  let logLines: string[];

  beforeAll(() => {
    admin = emulatorAdmin();
  });
  afterAll(() => admin.close());
  beforeEach(async () => {
    db = await openTestDatabase();
    logLines = captureLogLines();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await db.close();
  });

  const recipes = () => db.connection.collection('recipes');
  async function addLegacy(email: string, title = 'Legacy Dal'): Promise<string> {
    const { insertedId } = await recipes().insertOne(storedRecipe({ authorEmail: email, title }));
    return String(insertedId);
  }
  const storedUid = async (id: string) => (await recipes().findOne({ _id: new Types.ObjectId(id) }))?.authorUid;
  const recorded = () => db.connection.collection('migrations').countDocuments({ name: MIGRATION });
  async function verifiedUser(): Promise<TestUser> {
    const user = await createTestUser();
    await admin.auth.updateUser(user.uid, { emailVerified: true });
    return { ...user, idToken: await signIn(user.email) };
  }
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const mine = async (api: TestApp, user: TestUser) =>
    ((await request(api.url).get('/my-recipes').query({ email: user.email }).set(as(user.idToken)).expect(200)).body as Recipe[]).map((r) => r._id);

  it('gives the recipes of a verified email to its account at start; the unverified and unknown ones stay unowned, counted in the log', async () => {
    const [cook, unverified] = await Promise.all([verifiedUser(), createTestUser()]);
    const cooks = [await addLegacy(cook.email, 'First'), await addLegacy(cook.email, 'Second')];
    const unverifiedOne = await addLegacy(unverified.email);
    const nobodys = await addLegacy(`nobody-${Date.now()}@forkful.test`);

    const api = await startTestApp({ MONGODB_URI: db.uri });
    try {
      expect(await Promise.all(cooks.map(storedUid))).toEqual([cook.uid, cook.uid]);
      expect((await mine(api, cook)).sort()).toEqual([...cooks].sort());
      expect((await request(api.url).get('/recipes/stats').set(as(cook.idToken)).expect(200)).body.myRecipes).toBe(2);
      await request(api.url).patch(`/recipes/like/${cooks[0]}`).set(as(cook.idToken)).expect(403);
      await request(api.url).put(`/my-recipes/${cooks[0]}`).set(as(cook.idToken)).send({ title: 'Mine now', cuisineType: 'Others', preparationTime: 5 }).expect(200);

      // An email alone proves nothing (anyone can register any address with a password): readable, nobody's.
      const before = (await request(api.url).get(`/recipes/${unverifiedOne}`).expect(200)).body;
      expect(await mine(api, unverified)).toEqual([]);
      await request(api.url).put(`/my-recipes/${unverifiedOne}`).set(as(unverified.idToken)).send(edit).expect(403);
      await request(api.url).delete(`/my-recipes/${unverifiedOne}`).set(as(unverified.idToken)).expect(403);
      expect((await request(api.url).get(`/recipes/${unverifiedOne}`).expect(200)).body).toEqual(before);
      expect(await storedUid(unverifiedOne)).toBeUndefined();
      expect(await storedUid(nobodys)).toBeUndefined();

      expect(await recorded()).toBe(1);
      expect(logLines).toEqual(expect.arrayContaining([
        'Gave 2 legacy recipe(s) to the verified accounts of their emails',
        '2 legacy recipe(s) have no verified account for their email: left unowned (public, nobody can edit them)',
      ]));
      expect(logLines.filter((line) => line.includes('@'))).toEqual([]);
    } finally {
      await api.app.close();
    }
  });

  it('claims once: neither requests nor later starts give them to an account verified, or registered again, afterwards', async () => {
    const [first, late] = await Promise.all([verifiedUser(), createTestUser()]);
    const firsts = await addLegacy(first.email);
    const lates = await addLegacy(late.email);
    await startTestApp({ MONGODB_URI: db.uri }).then((api) => api.app.close());
    expect(await storedUid(firsts)).toBe(first.uid);

    // The account whose email was unverified at the migration verifies it now; the first is deleted, and its email
    // registered and verified again by someone else.
    await admin.auth.updateUser(late.uid, { emailVerified: true });
    await admin.auth.deleteUser(first.uid);
    const again = await createTestUser({ email: first.email });
    await admin.auth.updateUser(again.uid, { emailVerified: true });
    const api = await startTestApp({ MONGODB_URI: db.uri });
    try {
      for (const [user, id] of [[{ ...late, idToken: await signIn(late.email) }, lates], [{ ...again, idToken: await signIn(again.email) }, firsts]] as const) {
        expect(await mine(api, user)).toEqual([]);
        expect((await request(api.url).get('/recipes/stats').set(as(user.idToken)).expect(200)).body.myRecipes).toBe(0);
        await request(api.url).put(`/my-recipes/${id}`).set(as(user.idToken)).send(edit).expect(403);
      }
      expect(await storedUid(lates)).toBeUndefined();
      expect(await storedUid(firsts)).toBe(first.uid);
      expect(await recorded()).toBe(1);
    } finally {
      await api.app.close();
    }
  });

  it('gives all of an email\'s recipes to its account once when two API processes start together', async () => {
    const cook = await verifiedUser();
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => addLegacy(cook.email, `Shared ${n}`)));
    const apis = await Promise.all([startTestApp({ MONGODB_URI: db.uri }), startTestApp({ MONGODB_URI: db.uri })]);
    await Promise.all(apis.map((api) => api.app.close()));
    expect(await Promise.all(ids.map(storedUid))).toEqual(ids.map(() => cook.uid));
    expect(await recorded()).toBe(1);
    expect(logLines.filter((line) => line.startsWith('Gave '))).toEqual(['Gave 5 legacy recipe(s) to the verified accounts of their emails']);
  });

  it('lets the API start while the identity provider cannot be reached, unrecorded, and claims at the next start', async () => {
    const cook = await verifiedUser();
    const id = await addLegacy(cook.email);
    const emulatorHost = readStack().authEmulatorHost;
    // firebase-admin reads the emulator's address from the environment at each call: set back for the other apps.
    const unreachable = await startTestApp({ MONGODB_URI: db.uri, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}` }).finally(() => {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    });
    try {
      await request(unreachable.url).get('/health/ready').expect(200);
      expect((await request(unreachable.url).get(`/recipes/${id}`).expect(200)).body.title).toBe('Legacy Dal');
      expect(await storedUid(id)).toBeUndefined();
      expect(await recorded()).toBe(0);
      expect(logLines).toEqual(expect.arrayContaining([
        expect.stringMatching(/^Legacy recipes not claimed: the identity provider could not be reached \(.+\); claimed so far: 0$/),
        `Migration ${MIGRATION} deferred: not recorded, it runs again at the next start`,
      ]));
      expect(logLines.filter((line) => line.includes('@'))).toEqual([]);
    } finally {
      await unreachable.app.close();
    }

    const api = await startTestApp({ MONGODB_URI: db.uri });
    try {
      expect(await mine(api, cook)).toEqual([id]);
      expect(await recorded()).toBe(1);
    } finally {
      await api.app.close();
    }
  });
});
