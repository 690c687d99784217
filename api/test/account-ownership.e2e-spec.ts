import { getModelToken } from '@nestjs/mongoose';
import type { Recipe } from '@forkful/domain';
import { Model, Types } from 'mongoose';
import request from 'supertest';
import { emulatorAdmin } from './support/admin';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, deleteOwnAccount, signIn, TestUser, withClaims } from './support/users';

const dal = {
  image: 'https://images.example.com/dal.jpg',
  title: 'Weeknight Dal',
  ingredients: 'red lentils, turmeric',
  instructions: 'Simmer.',
  cuisineType: 'Bangladeshi',
  prepTime: 30,
  categories: ['Lunch'],
};
const edit = { title: 'Hijacked', cuisineType: 'Others', preparationTime: 1 };

/** Ownership is the Firebase account (uid): an email, even the same one, is not the account. */
describe('ownership by account', () => {
  let api: TestApp;
  let admin: ReturnType<typeof emulatorAdmin>;
  let recipes: Model<unknown>;

  beforeAll(async () => {
    api = await startTestApp();
    admin = emulatorAdmin();
    recipes = api.app.get(getModelToken('Recipe'));
  });
  afterAll(async () => {
    await admin.close();
    await api.close();
  });

  async function add(user: TestUser, title = dal.title): Promise<string> {
    return (await request(api.url).post('/add-recipe').set(bearer(user)).send({ ...dal, title }).expect(201)).body.insertedId as string;
  }
  const get = async (id: string): Promise<Recipe> => (await request(api.url).get(`/recipes/${id}`).expect(200)).body as Recipe;
  const mine = async (token: string, email: string) =>
    (await request(api.url).get('/my-recipes').query({ email }).set('Authorization', `Bearer ${token}`).expect(200)).body as Recipe[];
  const myCount = async (token: string) =>
    (await request(api.url).get('/recipes/stats').set('Authorization', `Bearer ${token}`).expect(200)).body.myRecipes as number;

  /** A recipe as older versions stored it: keyed by email only, no author uid. */
  async function addLegacy(email: string, title = 'Legacy Dal'): Promise<string> {
    const { insertedId } = await recipes.collection.insertOne({
      ...dal, title, likeCount: 0, baseLikeCount: 0, authorName: 'Old Cook', authorEmail: email, createdAt: new Date(), updatedAt: new Date(),
    });
    return String(insertedId);
  }
  const storedUid = async (id: string) => (await recipes.collection.findOne({ _id: new Types.ObjectId(id) }))?.authorUid;

  describe('an account registered again with a deleted account\'s email', () => {
    let old: TestUser;
    let fresh: TestUser;
    let oldRecipe: string;
    let before: Recipe;

    beforeAll(async () => {
      old = await createTestUser({ displayName: 'Old Account' });
      oldRecipe = await add(old);
      before = await get(oldRecipe);
      await deleteOwnAccount(old);
      fresh = await createTestUser({ email: old.email, displayName: 'New Account' });
    });

    it("lists none of the old account's recipes and counts none of them as its own", async () => {
      expect(await mine(fresh.idToken, fresh.email)).toEqual([]);
      expect(await myCount(fresh.idToken)).toBe(0);
    });

    // 403, not 404: the recipe is public (GET /recipes/{id} shows it to anyone), so a 404 would hide nothing; 403 is
    // the answer every other account gets for a recipe that is not theirs.
    it('cannot edit or delete them: 403 and nothing changes', async () => {
      const put = await request(api.url).put(`/my-recipes/${oldRecipe}`).set(bearer(fresh)).send(edit).expect(403);
      expect(put.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only edit your own recipes', code: 'recipe.edit-not-own' });
      const del = await request(api.url).delete(`/my-recipes/${oldRecipe}`).set(bearer(fresh)).expect(403);
      expect(del.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only delete your own recipes', code: 'recipe.delete-not-own' });
      expect(await get(oldRecipe)).toEqual(before);
    });

    it("the deleted account's own token no longer writes: 401 and nothing changes", async () => {
      const put = await request(api.url).put(`/my-recipes/${oldRecipe}`).set(bearer(old)).send(edit).expect(401);
      expect(put.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'This account no longer exists', code: 'auth.required' });
      await request(api.url).delete(`/my-recipes/${oldRecipe}`).set(bearer(old)).expect(401);
      expect(await get(oldRecipe)).toEqual(before);
    });

    it('may like it: it is another account\'s recipe', async () => {
      const liked = await request(api.url).patch(`/recipes/like/${oldRecipe}`).set(bearer(fresh)).expect(200);
      expect(liked.body).toEqual({ likeCount: 1 });
    });
  });

  describe('recipes stored without an author uid (older data)', () => {
    // The legacy-recipes migration gave them to their verified accounts once, at start (legacy-recipes-migration.e2e-spec.ts).
    it('are nobody\'s on requests: even a verified account with their email cannot list, count, edit or delete them', async () => {
      const cook = await createTestUser();
      await admin.auth.updateUser(cook.uid, { emailVerified: true });
      const verified = await signIn(cook.email);
      const legacy = await addLegacy(cook.email);
      const before = await get(legacy);

      expect(await mine(verified, cook.email)).toEqual([]);
      expect(await myCount(verified)).toBe(0);
      await request(api.url).put(`/my-recipes/${legacy}`).set('Authorization', `Bearer ${verified}`).send(edit).expect(403);
      await request(api.url).delete(`/my-recipes/${legacy}`).set('Authorization', `Bearer ${verified}`).expect(403);
      expect(await get(legacy)).toEqual(before);
      // Not its author either: they may like it.
      await request(api.url).patch(`/recipes/like/${legacy}`).set('Authorization', `Bearer ${verified}`).expect(200);
      expect(await storedUid(legacy)).toBeUndefined();
    });
  });

  describe('revoked and disabled accounts', () => {
    // In emulator mode firebase-admin checks revocation on every call, reads too; with real Firebase only writes
    // pay that round-trip (the guard asks for it: see firebase-auth.guard.spec.ts).
    it('a revoked token is refused on writes: 401 and nothing changes', async () => {
      const cook = await createTestUser();
      const id = await add(cook);
      const before = await get(id);
      // Signed in an hour ago, then revoked now (revocation compares auth_time with the account's validSince, in s).
      const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
      const token = withClaims(cook.idToken, { auth_time: anHourAgo });
      await admin.auth.revokeRefreshTokens(cook.uid);

      const auth = { Authorization: `Bearer ${token}` };
      const put = await request(api.url).put(`/my-recipes/${id}`).set(auth).send(edit).expect(401);
      expect(put.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Your ID token has been revoked: sign in again', code: 'auth.required' });
      await request(api.url).delete(`/my-recipes/${id}`).set(auth).expect(401);
      await request(api.url).post('/add-recipe').set(auth).send(dal).expect(401);
      expect(await get(id)).toEqual(before);
      expect(await recipes.countDocuments({ authorUid: cook.uid })).toBe(1);
    });

    it('a disabled account cannot write (401)', async () => {
      const cook = await createTestUser();
      await admin.auth.updateUser(cook.uid, { disabled: true });
      const response = await request(api.url).post('/add-recipe').set(bearer(cook)).send(dal).expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'This account has been disabled', code: 'auth.required' });
      expect(await recipes.countDocuments({ authorUid: cook.uid })).toBe(0);
    });
  });
});
