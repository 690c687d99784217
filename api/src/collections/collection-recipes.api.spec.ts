import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import { Types } from 'mongoose';
import request from 'supertest';
import { bearer, createTestUser } from '../../test/support/users';
import { CollectionModeration } from './collection-moderation';
import { CollectionsFixture, ids, noEmail, NOT_FOUND, titles, UNKNOWN } from './collections.spec-helper';

/** A collection's recipes (added, taken out, reordered, bounded, leaving when deleted), cooks' pages and moderation. */
const c = new CollectionsFixture();

describe('the recipes of a collection', () => {
  it('adds at the end (200 with the summary), refuses a duplicate (409) and unknown recipes (404)', async () => {
    const owner = await createTestUser();
    const [a, b] = [await c.addRecipe('A', 'https://example.com/a.png'), await c.addRecipe('B')];
    const { _id } = await c.create(owner);
    const first = noEmail<CollectionSummary>(await c.add(owner, _id, a).expect(200));
    expect(first).toMatchObject({ _id, recipeCount: 1, coverImage: 'https://example.com/a.png', hidden: false });
    expect(first).not.toHaveProperty('recipes');
    expect((await c.add(owner, _id, b).expect(200)).body.recipeCount).toBe(2);
    expect((await c.add(owner, _id, a).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: COLLECTION_MESSAGES.alreadyIn, code: 'collection.already-in' });
    expect((await c.add(owner, _id, UNKNOWN).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Recipe not found', code: 'recipe.not-found' });
    expect((await c.add(owner, _id, 'nope').expect(404)).body.message).toMatch(/^Recipe not found/);
    expect((await c.add(owner, UNKNOWN, a).expect(404)).body).toEqual(NOT_FOUND);
    expect(ids((await c.read(_id, owner).expect(200)).body)).toEqual([a, b]);
  });

  it('takes one out (204), then 404 for one not in it', async () => {
    const owner = await createTestUser();
    const [a, b] = [await c.addRecipe(), await c.addRecipe()];
    const { _id } = await c.create(owner);
    await c.add(owner, _id, a).expect(200);
    await c.add(owner, _id, b).expect(200);
    expect((await c.takeOut(owner, _id, a).expect(204)).text).toBe('');
    expect((await c.takeOut(owner, _id, a).expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: COLLECTION_MESSAGES.notIn, code: 'collection.not-in' });
    expect((await c.takeOut(owner, _id, 'nope').expect(404)).body.message).toMatch(/^Recipe not found/);
    const left = (await c.read(_id, owner).expect(200)).body as Collection;
    expect({ recipes: ids(left), count: left.recipeCount }).toEqual({ recipes: [b], count: 1 });
  });

  it('reorders them: each once, in the new order (200 with the collection)', async () => {
    const owner = await createTestUser();
    const [a, b, d] = [await c.addRecipe('A'), await c.addRecipe('B'), await c.addRecipe('C')];
    const { _id } = await c.create(owner);
    for (const id of [a, b, d]) await c.add(owner, _id, id).expect(200);
    const reordered = noEmail<Collection>(await c.reorder(owner, _id, { recipeIds: [d, a, b] }).expect(200));
    expect(ids(reordered)).toEqual([d, a, b]);
    expect(reordered.recipes.map((r) => r.title)).toEqual(['C', 'A', 'B']);
    expect(ids((await c.read(_id, owner).expect(200)).body)).toEqual([d, a, b]);
    // An empty collection's order is the empty list.
    const empty = await c.create(owner, { title: 'Empty' });
    expect(ids((await c.reorder(owner, empty._id, { recipeIds: [] }).expect(200)).body)).toEqual([]);
  });

  it.each([
    ['one missing', (a: string, b: string) => ({ recipeIds: [a] }), 'orderMismatch'],
    ['one twice', (a: string, b: string) => ({ recipeIds: [a, b, a] }), 'orderMismatch'],
    ['one twice instead of another', (a: string) => ({ recipeIds: [a, a] }), 'orderMismatch'],
    ['one not in it', (a: string, b: string) => ({ recipeIds: [a, b, UNKNOWN] }), 'orderMismatch'],
    ['a malformed id', (a: string) => ({ recipeIds: [a, 'nope'] }), 'each of recipeIds must be a recipe id (24 hex digits)'],
    ['not an array', (a: string) => ({ recipeIds: a }), 'recipeIds must be an array of recipe ids'],
    ['no recipeIds', () => ({}), 'recipeIds must be an array of recipe ids'],
    ['an unknown field', (a: string, b: string) => ({ recipeIds: [a, b], title: 'x' }), 'property title should not exist'],
    [`more than ${COLLECTION_LIMITS.recipesMax} ids`, () => ({ recipeIds: Array(COLLECTION_LIMITS.recipesMax + 1).fill(UNKNOWN) }), `recipeIds must list at most ${COLLECTION_LIMITS.recipesMax} ids`],
  ])('refuses an order with %s (400), keeping the order', async (_label, body, message) => {
    const owner = await createTestUser();
    const [a, b] = [await c.addRecipe(), await c.addRecipe()];
    const { _id } = await c.create(owner);
    await c.add(owner, _id, a).expect(200);
    await c.add(owner, _id, b).expect(200);
    const response = await c.reorder(owner, _id, body(a, b)).expect(400);
    const expected = message === 'orderMismatch' ? COLLECTION_MESSAGES.orderMismatch : message;
    expect([response.body.message].flat()).toContain(expected);
    expect(ids((await c.read(_id, owner).expect(200)).body)).toEqual([a, b]);
  });

  it(`holds at most ${COLLECTION_LIMITS.recipesMax} recipes: the next is 409`, async () => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner);
    // Filled directly, one short of full: ids of recipes that do not exist count as well for the limit.
    const filler = Array.from({ length: COLLECTION_LIMITS.recipesMax - 1 }, () => new Types.ObjectId());
    await c.model().updateOne({ _id: new Types.ObjectId(_id) }, { $set: { recipeIds: filler } });
    const [last, tooMany] = [await c.addRecipe(), await c.addRecipe()];
    expect((await c.add(owner, _id, last).expect(200)).body.recipeCount).toBe(COLLECTION_LIMITS.recipesMax);
    expect((await c.add(owner, _id, tooMany).expect(409)).body).toEqual({ statusCode: 409, error: 'Conflict', message: COLLECTION_MESSAGES.full, code: 'collection.full' });
    expect((await c.add(owner, _id, last).expect(409)).body.message).toBe(COLLECTION_MESSAGES.alreadyIn);
    const stored = await c.model().findById(_id).lean();
    expect(stored!.recipeIds).toHaveLength(COLLECTION_LIMITS.recipesMax);
  });

  it('keeps one copy under concurrent adds of the same recipe', async () => {
    const owner = await createTestUser();
    const recipeId = await c.addRecipe();
    const { _id } = await c.create(owner);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => c.add(owner, _id, recipeId)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect((await c.model().findById(_id).lean())!.recipeIds.map(String)).toEqual([recipeId]);
  });

  it('loses a deleted recipe from every collection holding it, without changing their updatedAt', async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const [gone, kept] = [await c.addRecipe('Gone'), await c.addRecipe('Kept')];
    const mineOne = await c.create(owner, { visibility: 'public' });
    const theirs = await c.create(other);
    await c.add(owner, mineOne._id, gone).expect(200);
    await c.add(owner, mineOne._id, kept).expect(200);
    await c.add(other, theirs._id, gone).expect(200);
    const before = (await c.read(mineOne._id).expect(200)).body as Collection;
    await request(c.api.url).delete(`/my-recipes/${gone}`).set(bearer(c.author)).expect(200);
    const after = (await c.read(mineOne._id).expect(200)).body as Collection;
    expect({ recipes: ids(after), count: after.recipeCount, updatedAt: after.updatedAt }).toEqual({ recipes: [kept], count: 1, updatedAt: before.updatedAt });
    expect((await c.read(theirs._id, other).expect(200)).body.recipes).toEqual([]);
    expect(await c.model().countDocuments({ recipeIds: new Types.ObjectId(gone) })).toBe(0);
  });

  it('leaves out, and takes out, a recipe that is gone without its hook having run', async () => {
    const owner = await createTestUser();
    const { _id } = await c.create(owner);
    const kept = await c.addRecipe('Kept');
    await c.model().updateOne({ _id: new Types.ObjectId(_id) }, { $set: { recipeIds: [new Types.ObjectId(), new Types.ObjectId(kept)] } });
    const shown = (await c.read(_id, owner).expect(200)).body as Collection;
    expect({ recipes: ids(shown), count: shown.recipeCount }).toEqual({ recipes: [kept], count: 1 });
    expect((await c.model().findById(_id).lean())!.recipeIds.map(String)).toEqual([kept]);
  });
});

describe('GET /cooks/{uid}/collections', () => {
  it("lists a cook's public collections that are not hidden, signed out, newest changed first", async () => {
    const owner = await createTestUser({ displayName: 'Page Cook' });
    const recipeId = await c.addRecipe('Cover', 'https://example.com/cover.png');
    await c.create(owner, { title: 'Private' });
    const older = await c.create(owner, { title: 'Older public', visibility: 'public' });
    const hiddenOne = await c.create(owner, { title: 'Hidden public', visibility: 'public' });
    await c.create(owner, { title: 'Newer public', visibility: 'public' });
    await c.add(owner, older._id, recipeId).expect(200);
    await c.api.app.get(CollectionModeration).setHidden(hiddenOne._id, true);
    const listed = noEmail<CollectionSummary[]>(await c.ofCook(owner.uid).expect(200));
    expect(titles(listed)).toEqual(['Older public', 'Newer public']);
    expect(listed[0]).toEqual({
      _id: older._id,
      title: 'Older public',
      visibility: 'public',
      ownerUid: owner.uid,
      ownerName: 'Page Cook',
      recipeCount: 1,
      coverImage: 'https://example.com/cover.png',
      createdAt: older.createdAt,
      updatedAt: expect.any(String),
    });
    // The owner's own list has them all, the hidden one marked.
    const own = (await c.mine(owner).expect(200)).body as CollectionSummary[];
    expect(own.filter((c) => c.hidden).map((c) => c.title)).toEqual(['Hidden public']);
    expect(own).toHaveLength(4);
  });

  it('is [] for a cook with none (or no such cook), and 404 for a malformed uid', async () => {
    expect((await c.ofCook((await createTestUser()).uid).expect(200)).body).toEqual([]);
    expect((await c.ofCook('no-such-cook-0123').expect(200)).body).toEqual([]);
    expect((await c.ofCook('a.b').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Author not found', code: 'cook.not-found' });
  });

  it("does not take the place of the cooks' own pages", async () => {
    await request(c.api.url).get(`/cooks/${c.author.uid}`).expect(200);
    await request(c.api.url).get(`/cooks/${c.author.uid}/recipes`).expect(200);
  });
});

describe('a hidden collection (moderation)', () => {
  it('is 404 to everyone but its owner, who sees hidden: true and may still change it; shown again, it is back', async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const { _id } = await c.create(owner, { title: 'Reported', description: 'Why', visibility: 'public' });
    const moderation = c.api.app.get(CollectionModeration);
    expect(await moderation.setHidden(_id, true)).toBe(true);
    expect((await c.read(_id).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read(_id, other).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.change(other, _id, { title: 'x' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await c.read(_id, owner).expect(200)).body.hidden).toBe(true);
    await c.change(owner, _id, { description: 'Fixed' }).expect(200);
    expect(await moderation.setHidden(_id, false)).toBe(true);
    expect((await c.read(_id, other).expect(200)).body.description).toBe('Fixed');
  });

  it('is described to moderation, and removed by it', async () => {
    const owner = await createTestUser({ displayName: 'Described Cook' });
    const described = await c.create(owner, { title: 'Told', description: 'All of it', visibility: 'public' });
    const plain = await c.create(owner, { title: 'Only a title' });
    const moderation = c.api.app.get(CollectionModeration);
    expect(await moderation.describe([plain._id, UNKNOWN, 'not-an-id', new Types.ObjectId(described._id)])).toEqual([
      { itemId: plain._id, excerpt: 'Only a title', authorUid: owner.uid, authorName: 'Described Cook', path: `/collections/${plain._id}`, visibility: 'private', hidden: false },
      { itemId: described._id, excerpt: 'Told\nAll of it', authorUid: owner.uid, authorName: 'Described Cook', path: `/collections/${described._id}`, visibility: 'public', hidden: false },
    ]);
    expect(await moderation.remove(described._id)).toBe(true);
    expect(await moderation.remove(described._id)).toBe(false);
    expect(await moderation.setHidden(UNKNOWN, true)).toBe(false);
    await c.read(described._id, owner).expect(404);
  });
});
