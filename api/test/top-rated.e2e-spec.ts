import { API_PATHS, roundedAverage, type Recipe as RecipeView } from '@forkful/domain';
import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import request from 'supertest';
import { PublicReadResponses, publicReadKey } from '../src/recipes/cache/public-read-responses';
import { RecipeCache } from '../src/recipes/cache/recipe-cache';
import { changedRecipe, ChangeOrigin, RecipeChange } from '../src/recipes/cache/recipe-change';
import { Recipe } from '../src/recipes/schemas/recipe.schema';
import { storedRecipe } from './support/database';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

/** The fields the reviews module keeps on a recipe, and reports to RecipeCache when a review is written or deleted. */
const RATING_FIELDS = ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'];
const COOK_UID = 'top-rated-cook';

/** The recipes, oldest first (each _id newer than the one before), their cuisine, title and ratings (none: unrated). */
const RECIPES: Record<string, [cuisine: string, title: string, ratings: number[]]> = {
  twoFives: ['Italian', 'Tomato Soup', [5, 5]],
  oneFive: ['Mexican', 'Bean Stew', [5]],
  fourAndFiveOld: ['Italian', 'Onion Soup', [4, 5]],
  fourAndFiveNew: ['Mexican', 'Corn Salad', [5, 4]],
  nearlyFive: ['Italian', 'Lentil Soup', [4, 5, 5]],
  fourThirds: ['Mexican', 'Rice Bowl', [4, 4, 5]],
  // The newest: only the rating order puts them last.
  unratedOld: ['Italian', 'Pea Soup', []],
  unratedNew: ['Mexican', 'Chili', []],
};

/**
 * "Top rated" (GET /recipes?sort=rating-desc) and the rating in the recipe list shape (issue 33). Ratings are written
 * as the reviews module writes them: the recipe's stored fields, then RecipeCache told which fields changed.
 */
describe('top rated recipes', () => {
  let api: TestApp;
  let recipes: Model<Recipe>;
  let reader: TestUser;
  /** RECIPES' ids by name. */
  const ids: Record<string, string> = {};

  /** Sets the recipe's ratings (none: never rated, the fields removed) and tells the cache, as a review's write does. */
  async function rate(name: string, ratings: number[], { tellCache = true } = {}): Promise<void> {
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    const breakdown = [1, 2, 3, 4, 5].map((stars) => ratings.filter((rating) => rating === stars).length);
    const update = ratings.length
      ? { $set: { ratingCount: ratings.length, ratingSum: sum, ratingBreakdown: breakdown, ratingAverage: sum / ratings.length, updatedAt: new Date() } }
      : { $unset: { ratingCount: 1, ratingSum: 1, ratingBreakdown: 1, ratingAverage: 1 }, $set: { updatedAt: new Date() } };
    await recipes.collection.updateOne({ _id: new Types.ObjectId(ids[name]) }, update);
    if (tellCache) api.app.get(RecipeCache).changed({ kind: 'updated', id: ids[name], fields: RATING_FIELDS });
  }

  const read = (url: string) => request(api.url).get(url).expect(200);
  const nameOf = (id: string) => Object.keys(ids).find((name) => ids[name] === id);
  const names = (body: RecipeView[]) => body.map((recipe) => nameOf(recipe._id));

  /** Every page of a list of `limit`, anonymous (the cache's builder) and signed in (Nest's whole path) alike. */
  async function allPages(query: string, limit = 3): Promise<{ order: string[]; total: number }> {
    const order: string[] = [];
    let total = 0;
    for (let page = 1; page === 1 || order.length < total; page++) {
      const url = `/recipes?${query}&page=${page}&limit=${limit}`;
      const [built, throughNest] = await Promise.all([read(url), read(url).set(bearer(reader))]);
      expect({ url, body: built.text, total: built.headers['x-total-count'] }).toEqual({ url, body: throughNest.text, total: throughNest.headers['x-total-count'] });
      total = Number(built.headers['x-total-count']);
      if (!built.body.length) break;
      order.push(...(names(built.body) as string[]));
    }
    return { order, total };
  }

  beforeAll(async () => {
    api = await startTestApp({ RECIPES_CACHE_FALLBACK_TTL_MS: '600000' });
    recipes = api.app.get(getModelToken(Recipe.name));
    reader = await createTestUser();
    for (const [name, [cuisineType, title]] of Object.entries(RECIPES)) {
      // Liked in turn, so all eight are the most-liked list.
      const doc = storedRecipe({ _id: new Types.ObjectId(), title, cuisineType, authorUid: COOK_UID, likeCount: Object.keys(ids).length });
      await recipes.collection.insertOne(doc);
      ids[name] = String(doc._id);
    }
    for (const [name, [, , ratings]] of Object.entries(RECIPES)) if (ratings.length) await rate(name, ratings);
    api.app.get(RecipeCache).invalidate();
  });
  afterAll(() => api?.close());

  const ratedOrder = ['twoFives', 'oneFive', 'nearlyFive', 'fourAndFiveNew', 'fourAndFiveOld', 'fourThirds'];

  it('orders by the average, then how many rated, then the newest; unrated recipes last, newest first', async () => {
    expect(await allPages('sort=rating-desc')).toEqual({ order: [...ratedOrder, 'unratedNew', 'unratedOld'], total: 8 });
  });

  it('keeps that order within a cuisine, and among a search\'s matches', async () => {
    expect(await allPages('cuisine=Italian&sort=rating-desc', 2)).toEqual({ order: ['twoFives', 'nearlyFive', 'fourAndFiveOld', 'unratedOld'], total: 4 });
    expect(await allPages('cuisine=Mexican&sort=rating-desc', 2)).toEqual({ order: ['oneFive', 'fourAndFiveNew', 'fourThirds', 'unratedNew'], total: 4 });
    expect(await allPages('q=soup&sort=rating-desc')).toEqual({ order: ['twoFives', 'nearlyFive', 'fourAndFiveOld', 'unratedOld'], total: 4 });
  });

  it('gives ratingAverage (one decimal) and ratingCount only for rated recipes, in lists, details, the top list and a cook\'s page', async () => {
    const expected = (id: string) => {
      const [, , ratings] = RECIPES[nameOf(id)!];
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      return ratings.length ? { ratingAverage: roundedAverage(sum, ratings.length), ratingCount: ratings.length } : {};
    };
    const shown = (recipe: RecipeView) => {
      expect(recipe).not.toHaveProperty('ratingSum');
      expect(recipe).not.toHaveProperty('ratingBreakdown');
      return { ...(recipe.ratingAverage !== undefined && { ratingAverage: recipe.ratingAverage }), ...(recipe.ratingCount !== undefined && { ratingCount: recipe.ratingCount }) };
    };
    const lists = await Promise.all(
      ['/recipes?sort=rating-desc&limit=8', '/recipes?limit=8', '/recipes', API_PATHS.topRecipes, API_PATHS.cookRecipes(COOK_UID)].map(async (url) => (await read(url)).body as RecipeView[]),
    );
    const details = await Promise.all(Object.values(ids).map(async (id) => (await read(`/recipes/${id}`)).body as RecipeView));
    for (const recipe of [...lists.flat(), ...details]) expect({ id: recipe._id, ...shown(recipe) }).toEqual({ id: recipe._id, ...expected(recipe._id) });
    expect(details.find((recipe) => recipe._id === ids.nearlyFive)).toMatchObject({ ratingAverage: 4.7, ratingCount: 3 });
    expect(details.find((recipe) => recipe._id === ids.fourThirds)).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
  });

  it('shows a rating at once in the cached detail and lists, and keeps the answers it cannot change', async () => {
    const responses = api.app.get(PublicReadResponses);
    const cached = (url: string) => responses.lookup(publicReadKey(url)!);
    const [detail, topRated, newest, byTitle, other] = [
      `/recipes/${ids.unratedOld}`,
      '/recipes?sort=rating-desc&page=1&limit=8',
      '/recipes?page=1&limit=8',
      '/recipes?sort=title-asc&page=1&limit=2',
      `/recipes/${ids.oneFive}`,
    ];
    const before = await Promise.all([detail, topRated, newest, byTitle, other].map(read));
    expect(before[0].body).not.toHaveProperty('ratingAverage');
    expect(names(before[3].body)).not.toContain('unratedOld');
    expect([detail, topRated, newest, byTitle, other].every((url) => cached(url))).toBe(true);

    await rate('unratedOld', [5, 5, 5]);
    // What shows the recipe, and the "Top rated" order, are dropped; the title order's page without it and another recipe stay.
    expect([detail, topRated, newest].map((url) => cached(url))).toEqual([undefined, undefined, undefined]);
    expect([cached(byTitle)?.etag, cached(other)?.etag]).toEqual([before[3].headers.etag, before[4].headers.etag]);
    expect((await read(detail)).body).toMatchObject({ ratingAverage: 5, ratingCount: 3 });
    expect(names((await read(topRated)).body)).toEqual(['unratedOld', ...ratedOrder, 'unratedNew']);
    expect((await read(newest)).body.find((recipe: RecipeView) => recipe._id === ids.unratedOld)).toMatchObject({ ratingAverage: 5, ratingCount: 3 });

    // Its ratings deleted: unrated again, last again.
    await rate('unratedOld', []);
    expect((await read(detail)).body).not.toHaveProperty('ratingCount');
    expect(names((await read(topRated)).body)).toEqual([...ratedOrder, 'unratedNew', 'unratedOld']);
    expect((await read(topRated)).text).toBe((await read(topRated).set(bearer(reader))).text);
  });

  it("shows a rating written by another process once the recipes' change stream reports it", async () => {
    const detail = `/recipes/${ids.unratedNew}`;
    const topRated = '/recipes?sort=rating-desc&page=1&limit=8';
    await Promise.all([read(detail), read(topRated)]);
    const cache = api.app.get(RecipeCache);
    const reported = new Promise<RecipeChange>((resolve) => {
      const listener = (change: RecipeChange, origin: ChangeOrigin) => {
        if (origin !== 'change-stream' || changedRecipe(change) !== ids.unratedNew) return;
        cache.off('changed', listener);
        resolve(change);
      };
      cache.on('changed', listener);
    });
    await rate('unratedNew', [1], { tellCache: false });
    expect(await reported).toEqual({ kind: 'updated', id: ids.unratedNew, fields: expect.arrayContaining(['ratingCount', 'ratingAverage']) });
    expect((await read(detail)).body).toMatchObject({ ratingAverage: 1, ratingCount: 1 });
    expect(names((await read(topRated)).body)).toEqual([...ratedOrder, 'unratedNew', 'unratedOld']);
  });

  it("shows a cook's review (PUT /recipes/{id}/reviews/mine) at once in the cached detail and \"Top rated\", and its deletion", async () => {
    const detail = `/recipes/${ids.fourThirds}`;
    const topRated = '/recipes?sort=rating-desc&page=1&limit=8';
    const [before] = await Promise.all([read(detail), read(topRated)]);
    expect(before.body).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });

    await request(api.url).put(API_PATHS.myReview(ids.fourThirds)).set(bearer(reader)).send({ rating: 5 }).expect(201);
    expect((await read(detail)).body).toMatchObject({ ratingAverage: 4.5, ratingCount: 4 });
    // 18 / 4 = 4.5 exactly, rated by more than fourAndFive*'s two: ahead of them.
    expect(names((await read(topRated)).body)).toEqual(['twoFives', 'oneFive', 'nearlyFive', 'fourThirds', 'fourAndFiveNew', 'fourAndFiveOld', 'unratedNew', 'unratedOld']);

    await request(api.url).delete(API_PATHS.myReview(ids.fourThirds)).set(bearer(reader)).expect(204);
    expect((await read(detail)).body).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
    expect(names((await read(topRated)).body)).toEqual([...ratedOrder, 'unratedNew', 'unratedOld']);
  });
});
