import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import request from 'supertest';
import { CollectionsFixture, noEmail, NOT_FOUND, ONLY_OWN, ids, titles, UNKNOWN } from '../src/collections/collections.spec-helper';
import { TEST_PUBLIC_URL } from './support/test-app';
import { createTestUser, emulatorPost, signIn } from './support/users';

/** Collections: creating, listing, reading, changing and deleting them; who may do what. Their recipes: collection-recipes.api.spec.ts. */
const c = new CollectionsFixture();

describe('signing in', () => {
  it('answers 401 to every write and to the own list without a token; reads of public collections need none', async () => {
    const id = UNKNOWN;
    const recipeId = await c.addRecipe();
    for (const call of [
      request(c.api.url).get('/collections'),
      request(c.api.url).post('/collections').send({ title: 'T' }),
      request(c.api.url).patch(`/collections/${id}`).send({ title: 'T' }),
      request(c.api.url).delete(`/collections/${id}`),
      request(c.api.url).put(`/collections/${id}/recipes/${recipeId}`),
      request(c.api.url).delete(`/collections/${id}/recipes/${recipeId}`),
      request(c.api.url).put(`/collections/${id}/order`).send({ recipeIds: [] }),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(/^Sign in required/), code: 'auth.required' });
    }
    const owner = await createTestUser();
    const shown = await c.create(owner, { visibility: 'public' });
    await c.read(shown._id).expect(200);
    await c.ofCook(owner.uid).expect(200);
  });

  it('answers 401 to a refused token on a collection page, rather than reading anonymously', async () => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner, { visibility: 'public' });
    const response = await request(c.api.url).get(`/collections/${_id}`).set('Authorization', 'Bearer not-a-token').expect(401);
    expect(response.body.statusCode).toBe(401);
    await request(c.api.url).get(`/collections/${_id}`).set('Authorization', 'Basic abc').expect(401);
  });
});

describe('POST /collections', () => {
  it('creates an empty private collection: the trimmed title, the owner from the token, no description', async () => {
    const owner = await createTestUser({ displayName: 'Collection Owner' });
    const created = await c.create(owner, { title: '  Soups  ' });
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Soups',
      visibility: 'private',
      ownerUid: owner.uid,
      ownerName: 'Collection Owner',
      recipeCount: 0,
      hidden: false,
      recipes: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await c.read(created._id, owner).expect(200)).body).toEqual(created);
  });

  it('takes a description (trimmed; empty is none) and the visibility', async () => {
    const owner = await createTestUser();
    const described = await c.create(owner, { description: '  For cold days. ', visibility: 'public' });
    expect(described).toMatchObject({ description: 'For cold days.', visibility: 'public' });
    expect(await c.create(owner, { description: '   ' })).not.toHaveProperty('description');
    expect((await c.post(owner, { title: 'x'.repeat(80), description: 'd'.repeat(500) }).expect(201)).body.title).toHaveLength(80);
  });

  it.each([
    ['no title', {}, 'title is required'],
    ['an empty title', { title: '' }, 'title is required'],
    ['a blank title', { title: '   ' }, 'title is required'],
    ['an 81-character title', { title: 'x'.repeat(81) }, 'title must be at most 80 characters'],
    ['a title not a string', { title: 5 }, 'title must be a string'],
    ['a null title', { title: null }, 'title must be a string'],
    ['a 501-character description', { title: 'T', description: 'd'.repeat(501) }, 'description must be at most 500 characters'],
    ['a null description', { title: 'T', description: null }, 'description must be a string'],
    ['an unknown visibility', { title: 'T', visibility: 'secret' }, 'visibility must be one of: private, public'],
    ['an unknown field', { title: 'T', ownerUid: 'someone-else' }, 'property ownerUid should not exist'],
    ['a hidden flag', { title: 'T', hidden: false }, 'property hidden should not exist'],
  ])('refuses %s with 400, creating nothing', async (_label, body, message) => {
    const owner = await createTestUser();
    const response = await c.post(owner, body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.arrayContaining([message]), code: 'validation' });
    expect((await c.mine(owner).expect(200)).body).toEqual([]);
  });

  it(`refuses the ${COLLECTION_LIMITS.perUser + 1}th collection with 409, and takes one again once one is deleted`, async () => {
    const owner = await createTestUser();
    for (let i = 0; i < COLLECTION_LIMITS.perUser; i++) await c.post(owner, { title: `List ${i}` }).expect(201);
    expect((await c.post(owner, { title: 'One too many' }).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: COLLECTION_MESSAGES.tooMany, code: 'collection.too-many' });
    const listed = (await c.mine(owner).expect(200)).body as CollectionSummary[];
    expect(listed).toHaveLength(COLLECTION_LIMITS.perUser);
    await c.remove(owner, listed[0]._id).expect(204);
    await c.post(owner, { title: 'Room again' }).expect(201);
    // Another cook's limit is their own.
    await c.post(await createTestUser(), { title: 'Mine' }).expect(201);
  });
});

describe('GET /collections', () => {
  it("lists the caller's collections only, the most recently changed first, each without recipes", async () => {
    const owner = await createTestUser();
    const [first, second] = [await c.create(owner, { title: 'First' }), await c.create(owner, { title: 'Second', visibility: 'public' })];
    await c.create(await createTestUser(), { title: "Someone else's" });
    expect(titles(noEmail(await c.mine(owner).expect(200)))).toEqual(['Second', 'First']);
    // Adding a recipe changes the first: it comes first.
    await c.add(owner, first._id, await c.addRecipe()).expect(200);
    const listed = noEmail<CollectionSummary[]>(await c.mine(owner).expect(200));
    expect(titles(listed)).toEqual(['First', 'Second']);
    expect(listed[0]).not.toHaveProperty('recipes');
    expect(listed[0]).not.toHaveProperty('contains');
    expect(listed.map((c) => [c.recipeCount, c.hidden])).toEqual([[1, false], [0, false]]);
    expect(listed[1]._id).toBe(second._id);
  });

  it('with containing={recipeId}, says of each whether that recipe is in it', async () => {
    const owner = await createTestUser();
    const recipeId = await c.addRecipe();
    const [withIt, without] = [await c.create(owner, { title: 'With' }), await c.create(owner, { title: 'Without' })];
    await c.add(owner, withIt._id, recipeId).expect(200);
    await c.add(owner, without._id, await c.addRecipe()).expect(200);
    const listed = noEmail<CollectionSummary[]>(await c.mine(owner, { containing: recipeId }).expect(200));
    expect(Object.fromEntries(listed.map((c) => [c.title, c.contains]))).toEqual({ With: true, Without: false });
    // A recipe id that names nothing is in none.
    expect(((await c.mine(owner, { containing: UNKNOWN }).expect(200)).body as CollectionSummary[]).map((c) => c.contains)).toEqual([false, false]);
  });

  it('refuses a malformed containing and unknown parameters with 400', async () => {
    const owner = await createTestUser();
    expect((await c.mine(owner, { containing: 'abc' }).expect(400)).body.message).toEqual(['containing must be a recipe id (24 hex digits)']);
    expect((await c.mine(owner, { containing: `${UNKNOWN}0` }).expect(400)).body.statusCode).toBe(400);
    expect((await c.mine(owner, { page: '2' }).expect(400)).body.message).toEqual(['property page should not exist']);
  });
});

describe('GET /collections/{collectionId}', () => {
  it("shows the recipes in the owner's order with their cards' fields only: absolute images, no email", async () => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner, { visibility: 'public' });
    const own = await c.addRecipe('Own photo');
    const elsewhere = await c.addRecipe('Photo elsewhere', 'https://example.com/p.png');
    await c.add(owner, _id, elsewhere).expect(200);
    await c.add(owner, _id, own).expect(200);
    const shown = noEmail<Collection>(await c.read(_id).expect(200));
    expect(shown.recipes).toEqual([
      { _id: elsewhere, title: 'Photo elsewhere', image: 'https://example.com/p.png', cuisineType: 'Bangladeshi', prepTime: 5, authorName: 'Recipe Author', authorUid: c.author.uid },
      { _id: own, title: 'Own photo', image: `${TEST_PUBLIC_URL}/images/recipes/masoor-dal.svg`, cuisineType: 'Bangladeshi', prepTime: 5, authorName: 'Recipe Author', authorUid: c.author.uid },
    ]);
    expect(shown).toMatchObject({ recipeCount: 2, coverImage: 'https://example.com/p.png' });
    // Signed out, and to other cooks: no `hidden` (the owner's alone).
    expect(shown).not.toHaveProperty('hidden');
    expect(noEmail<Collection>(await c.read(_id, await createTestUser()).expect(200))).not.toHaveProperty('hidden');
    expect(noEmail<Collection>(await c.read(_id, owner).expect(200)).hidden).toBe(false);
  });

  it("is 404 to everyone but its owner while private, and the same 404 as an unknown or malformed id", async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const { _id } = await c.create(owner);
    await c.read(_id, owner).expect(200);
    expect((await c.read(_id, other).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read(_id).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read(UNKNOWN).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read('not-an-id').expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read('%7B%22%24ne%22%3Anull%7D').expect(404)).body).toEqual(NOT_FOUND);
    // Made public, anyone reads it; private again, no one but the owner.
    await c.change(owner, _id, { visibility: 'public' }).expect(200);
    await c.read(_id).expect(200);
    await c.read(_id, other).expect(200);
    await c.change(owner, _id, { visibility: 'private' }).expect(200);
    await c.read(_id, other).expect(404);
  });
});

describe("another cook's collection", () => {
  it('private: 404 to every write, and nothing changes', async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const recipeId = await c.addRecipe();
    const { _id } = await c.create(owner, { title: 'Private' });
    await c.add(owner, _id, recipeId).expect(200);
    expect((await c.change(other, _id, { title: 'Taken' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.remove(other, _id).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.add(other, _id, await c.addRecipe()).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.takeOut(other, _id, recipeId).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.reorder(other, _id, { recipeIds: [recipeId] }).expect(404)).body).toEqual(NOT_FOUND);
    const unchanged = (await c.read(_id, owner).expect(200)).body as Collection;
    expect({ title: unchanged.title, recipes: ids(unchanged) }).toEqual({ title: 'Private', recipes: [recipeId] });
  });

  it('public: readable by all, 403 to every write of anyone but its owner', async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const recipeId = await c.addRecipe();
    const { _id } = await c.create(owner, { title: 'Shared', visibility: 'public' });
    await c.add(owner, _id, recipeId).expect(200);
    expect((await c.change(other, _id, { title: 'Taken' }).expect(403)).body).toEqual(ONLY_OWN);
    expect((await c.remove(other, _id).expect(403)).body).toEqual(ONLY_OWN);
    expect((await c.add(other, _id, await c.addRecipe()).expect(403)).body).toEqual(ONLY_OWN);
    expect((await c.takeOut(other, _id, recipeId).expect(403)).body).toEqual(ONLY_OWN);
    expect((await c.reorder(other, _id, { recipeIds: [recipeId] }).expect(403)).body).toEqual(ONLY_OWN);
    const unchanged = (await c.read(_id, other).expect(200)).body as Collection;
    expect({ title: unchanged.title, recipes: ids(unchanged) }).toEqual({ title: 'Shared', recipes: [recipeId] });
    expect(titles((await c.mine(other).expect(200)).body)).toEqual([]);
  });
});

describe('PATCH /collections/{collectionId}', () => {
  it('changes the title, description and visibility; an empty description removes it', async () => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner, { description: 'Old' });
    const changed = noEmail<CollectionSummary>(await c.change(owner, _id, { title: ' New title ', description: 'New', visibility: 'public' }).expect(200));
    expect(changed).toMatchObject({ _id, title: 'New title', description: 'New', visibility: 'public', recipeCount: 0, hidden: false });
    expect(changed).not.toHaveProperty('recipes');
    const removed = (await c.change(owner, _id, { description: '' }).expect(200)).body as CollectionSummary;
    expect(removed).not.toHaveProperty('description');
    expect(removed.title).toBe('New title');
    expect((await c.read(_id).expect(200)).body).not.toHaveProperty('description');
  });

  it("refreshes the owner's name from the token on each of the owner's writes", async () => {
    const owner = await createTestUser({ displayName: 'Before' });
    const { _id } = await c.create(owner, { visibility: 'public' });
    await emulatorPost('accounts:update', { idToken: owner.idToken, displayName: 'After' });
    const renamed = { ...owner, idToken: await signIn(owner.email) };
    expect((await c.read(_id).expect(200)).body.ownerName).toBe('Before');
    expect((await c.change(renamed, _id, { title: 'Renamed' }).expect(200)).body.ownerName).toBe('After');
    expect((await c.read(_id).expect(200)).body.ownerName).toBe('After');
  });

  it.each([
    ['no field', {}, 'Send at least one of: title, description, visibility'],
    ['an empty title', { title: '' }, 'title is required'],
    ['an 81-character title', { title: 'x'.repeat(81) }, 'title must be at most 80 characters'],
    ['a null title', { title: null }, 'title must be a string'],
    ['an unknown visibility', { visibility: 'friends' }, 'visibility must be one of: private, public'],
    ['an unknown field', { recipeIds: [] }, 'property recipeIds should not exist'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner);
    const response = await c.change(owner, _id, body).expect(400);
    expect([response.body.message].flat()).toContain(message);
    expect((await c.read(_id, owner).expect(200)).body.title).toBe('Weeknight dinners');
  });

  it('is 404 for an unknown or malformed id', async () => {
    const owner = await createTestUser();
    expect((await c.change(owner, UNKNOWN, { title: 'T' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.change(owner, 'zzz', { title: 'T' }).expect(404)).body).toEqual(NOT_FOUND);
  });
});

describe('DELETE /collections/{collectionId}', () => {
  it('deletes it (204, no body): gone from the page and the list; the recipes stay', async () => {
    const owner = await createTestUser();
    const recipeId = await c.addRecipe();
    const { _id } = await c.create(owner, { visibility: 'public' });
    await c.add(owner, _id, recipeId).expect(200);
    expect((await c.remove(owner, _id).expect(204)).text).toBe('');
    await c.read(_id, owner).expect(404);
    expect((await c.mine(owner).expect(200)).body).toEqual([]);
    await request(c.api.url).get(`/recipes/${recipeId}`).expect(200);
    expect((await c.remove(owner, _id).expect(404)).body).toEqual(NOT_FOUND);
  });
});

