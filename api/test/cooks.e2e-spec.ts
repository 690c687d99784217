import type { CookProfile, PublicRecipe } from '@forkful/domain';
import request from 'supertest';
import { emulatorAdmin } from './support/admin';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, deleteOwnAccount, TestUser } from './support/users';

const recipe = (title: string) => ({
  image: 'https://images.example.com/author.jpg',
  title,
  ingredients: 'flour, water',
  instructions: 'Knead and bake.',
  cuisineType: 'Italian',
  prepTime: 40,
});

/** Cooks' public pages: GET /cooks/{uid} and GET /cooks/{uid}/recipes, no sign-in, never an email. */
describe("cooks' pages", () => {
  let api: TestApp;
  let admin: ReturnType<typeof emulatorAdmin>;
  let cook: TestUser;
  let cookRecipes: string[];

  beforeAll(async () => {
    api = await startTestApp();
    admin = emulatorAdmin();
    cook = await createTestUser({ displayName: 'Paola Baker' });
    await admin.auth.updateUser(cook.uid, { photoURL: 'https://photos.example.com/paola.png' });
    cookRecipes = [];
    for (const title of ['Focaccia', 'Ciabatta', 'Grissini']) {
      cookRecipes.push((await request(api.url).post('/add-recipe').set(bearer(cook)).send(recipe(title)).expect(201)).body.insertedId);
    }
    // Someone else's recipe, which must not show on the cook's page.
    const other = await createTestUser({ displayName: 'Someone Else' });
    await request(api.url).post('/add-recipe').set(bearer(other)).send(recipe('Not Paola')).expect(201);
  });
  afterAll(async () => {
    await admin.close();
    await api.close();
  });

  const profile = (uid: string) => request(api.url).get(`/cooks/${uid}`);
  const recipesOf = (uid: string, query: Record<string, unknown> = {}) => request(api.url).get(`/cooks/${uid}/recipes`).query(query);

  /** No email of the cook's, and no '@' at all, anywhere in the answer. */
  const expectNoEmail = (body: unknown, user: TestUser) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.email.split('@')[1]);
    expect(text).not.toContain('@');
  };

  describe('GET /cooks/{uid}', () => {
    it("gives the account's name and picture and the cook's recipe count, to anyone, without an email", async () => {
      const response = await profile(cook.uid).expect(200);
      expect(response.body).toEqual({ uid: cook.uid, displayName: 'Paola Baker', photoURL: 'https://photos.example.com/paola.png', recipeCount: 3 });
      expectNoEmail(response.body, cook);
    });

    it('gives an account without recipes recipeCount 0, its picture null when it has none', async () => {
      const newcomer = await createTestUser({ displayName: 'New Cook' });
      expect((await profile(newcomer.uid).expect(200)).body).toEqual<CookProfile>({ uid: newcomer.uid, displayName: 'New Cook', photoURL: null, recipeCount: 0 });
      const nameless = await createTestUser({ displayName: null });
      expect((await profile(nameless.uid).expect(200)).body).toEqual({ uid: nameless.uid, displayName: 'Annomyous', photoURL: null, recipeCount: 0 });
    });

    it("keeps a deleted account's recipes public, under the name on its newest recipe", async () => {
      const leaving = await createTestUser({ displayName: 'Gone Cook' });
      await request(api.url).post('/add-recipe').set(bearer(leaving)).send(recipe('Parting Gift')).expect(201);
      await deleteOwnAccount(leaving);
      const response = await profile(leaving.uid).expect(200);
      expect(response.body).toEqual({ uid: leaving.uid, displayName: 'Gone Cook', photoURL: null, recipeCount: 1 });
      expectNoEmail(response.body, leaving);
    });

    it("answers 404 'Author not found' for a uid with neither an account nor recipes, and for a malformed uid", async () => {
      const unknown = await profile('no-such-cook-0123456789').expect(404);
      expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Author not found', code: 'cook.not-found' });
      for (const malformed of ['a.b', encodeURIComponent('{"$ne":null}'), 'x'.repeat(129), encodeURIComponent(cook.email)]) {
        expect((await profile(malformed).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Author not found', code: 'cook.not-found' });
      }
    });

    it('answers the same to a signed-in caller', async () => {
      expect((await profile(cook.uid).set(bearer(cook)).expect(200)).body.recipeCount).toBe(3);
    });
  });

  describe('GET /cooks/{uid}/recipes', () => {
    it("lists the cook's recipes newest first, with X-Total-Count, in the list shape without authorEmail", async () => {
      const response = await recipesOf(cook.uid).expect(200);
      expect(response.headers['x-total-count']).toBe('3');
      const listed = response.body as PublicRecipe[];
      expect(listed.map((r) => r._id)).toEqual([...cookRecipes].reverse());
      expect(listed.map((r) => r.title)).toEqual(['Grissini', 'Ciabatta', 'Focaccia']);
      const detail = (await request(api.url).get(`/recipes/${cookRecipes[0]}`).expect(200)).body;
      const { authorEmail: _email, ...publicDetail } = detail;
      expect(listed[2]).toEqual(publicDetail);
      for (const r of listed) {
        expect(r).not.toHaveProperty('authorEmail');
        expect(r).toMatchObject({ authorUid: cook.uid, authorName: 'Paola Baker', preparationTime: 40 });
      }
      expectNoEmail(response.body, cook);
    });

    it('pages with page and limit; the total stays the whole count', async () => {
      const first = await recipesOf(cook.uid, { page: 1, limit: 2 }).expect(200);
      const second = await recipesOf(cook.uid, { page: 2, limit: 2 }).expect(200);
      expect([first.headers['x-total-count'], second.headers['x-total-count']]).toEqual(['3', '3']);
      expect([...first.body, ...second.body].map((r: PublicRecipe) => r._id)).toEqual([...cookRecipes].reverse());
      expect((await recipesOf(cook.uid, { page: 3, limit: 2 }).expect(200)).body).toEqual([]);
    });

    it('gives an unknown cook (a well-formed uid) an empty list and total 0; a malformed uid 404', async () => {
      const unknown = await recipesOf('no-such-cook-0123456789').expect(200);
      expect(unknown.body).toEqual([]);
      expect(unknown.headers['x-total-count']).toBe('0');
      expect((await recipesOf('a.b').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Author not found', code: 'cook.not-found' });
    });

    it.each([
      ['page=0', { page: 0 }, 'page must not be less than 1'],
      ['page=abc', { page: 'abc' }, 'page must be an integer number'],
      ['limit=101', { limit: 101 }, 'limit must not be greater than 100'],
      ['limit=0', { limit: 0 }, 'limit must not be less than 1'],
      ['an unknown parameter', { email: 'x' }, 'property email should not exist'],
    ])('refuses %s with 400', async (_case, query, message) => {
      const response = await recipesOf(cook.uid, query).expect(400);
      expect(response.body.message).toContain(message);
    });

    it("follows the cook's page when recipes are added and deleted", async () => {
      const baker = await createTestUser({ displayName: 'Busy Baker' });
      const id = (await request(api.url).post('/add-recipe').set(bearer(baker)).send(recipe('Brioche')).expect(201)).body.insertedId;
      expect((await profile(baker.uid).expect(200)).body.recipeCount).toBe(1);
      await request(api.url).delete(`/my-recipes/${id}`).set(bearer(baker)).expect(200);
      expect((await profile(baker.uid).expect(200)).body.recipeCount).toBe(0);
      expect((await recipesOf(baker.uid).expect(200)).body).toEqual([]);
    });
  });
});
