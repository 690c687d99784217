import type { ApiConfig } from '../../config/api-config';
import { ReadFreshness } from './read-freshness';
import { RecipeCache } from './recipe-cache';
import { ListName, RecipeReadParts } from './recipe-read-parts';

const [a, b] = ['a', 'b'].map((letter) => letter.repeat(24));
const json = (text: string) => Buffer.from(JSON.stringify(text));
const mexican = (order: ListName['order']): ListName => ({ cuisine: 'Mexican', order });
const [newest, byTitle, topRated] = [mexican('newest'), mexican('title-asc'), mexican('rating-desc')];
const rating = ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'];

function partsWith(limits: Partial<ApiConfig> = {}) {
  const config = { recipeViewCacheMaxBytes: 1 << 20, recipeListCacheMaxIds: 1000, recipesCacheFallbackTtlMs: 1000, ...limits } as ApiConfig;
  const recipeCache = new RecipeCache(config);
  recipeCache.setFollowingChanges(true);
  const freshness = new ReadFreshness(recipeCache);
  const parts = new RecipeReadParts(recipeCache, freshness, config);
  const fill = () => {
    const since = freshness.start();
    parts.storeView(a, json('a'), since);
    parts.storeView(b, json('b'), since);
    for (const list of [newest, byTitle, topRated]) parts.storeBlock(list, 0, [a, b], since);
    parts.storeTopIds([b, a], since);
    parts.storeTotal('Mexican', 2, since);
  };
  return { parts, recipeCache, freshness, fill };
}

const held = (parts: RecipeReadParts) => ({
  viewA: !!parts.view(a),
  viewB: !!parts.view(b),
  block: !!parts.block(newest, 0),
  titleBlock: !!parts.block(byTitle, 0),
  ratingBlock: !!parts.block(topRated, 0),
  top: !!parts.topIds(),
  total: parts.total('Mexican') !== undefined,
});

describe('RecipeReadParts', () => {
  it('a like drops the recipe\'s view and the most-liked ids; the list blocks, totals and other views stay', () => {
    const { parts, recipeCache, fill } = partsWith();
    fill();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['likeCount'] });
    expect(held(parts)).toEqual({ viewA: false, viewB: true, block: true, titleBlock: true, ratingBlock: true, top: false, total: true });
  });

  it('a rating drops the recipe\'s view and the "Top rated" blocks; the other orders, the most-liked ids and totals stay', () => {
    const { parts, recipeCache, fill } = partsWith();
    fill();
    recipeCache.changed({ kind: 'updated', id: a, fields: rating });
    expect(held(parts)).toEqual({ viewA: false, viewB: true, block: true, titleBlock: true, ratingBlock: false, top: true, total: true });
  });

  it('a new title drops the title orders\' blocks; a new cuisine every block and the totals; a change of everything all of it', () => {
    const { parts, recipeCache, fill } = partsWith();
    fill();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['title'] });
    expect(held(parts)).toEqual({ viewA: false, viewB: true, block: true, titleBlock: false, ratingBlock: true, top: true, total: true });
    fill();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['cuisineType'] });
    expect(held(parts)).toMatchObject({ block: false, titleBlock: false, ratingBlock: false, total: false });
    fill();
    recipeCache.invalidate();
    expect(held(parts)).toEqual({ viewA: false, viewB: false, block: false, titleBlock: false, ratingBlock: false, top: false, total: false });
  });

  it('does not keep what a read took from before a change to it', () => {
    const { parts, recipeCache, freshness } = partsWith();
    const since = freshness.start();
    recipeCache.changed({ kind: 'inserted', id: b });
    parts.storeView(a, json('a'), since);
    parts.storeBlock({ cuisine: '', order: 'newest' }, 0, [a], since);
    parts.storeTotal('', 1, since);
    expect([!!parts.view(a), parts.block({ cuisine: '', order: 'newest' }, 0), parts.total('')]).toEqual([true, undefined, undefined]);
    // A block of "Top rated" read while a recipe was rated is not kept; one of another order is.
    const before = freshness.start();
    recipeCache.changed({ kind: 'updated', id: b, fields: rating });
    parts.storeBlock(topRated, 0, [a, b], before);
    parts.storeBlock(byTitle, 0, [a, b], before);
    expect([parts.block(topRated, 0), parts.block(byTitle, 0)]).toEqual([undefined, [a, b]]);
  });

  it('keeps at most RECIPE_VIEW_CACHE_MAX_BYTES of views and RECIPE_LIST_CACHE_MAX_IDS ids', () => {
    const { parts, freshness } = partsWith({ recipeViewCacheMaxBytes: 10, recipeListCacheMaxIds: 3 });
    const since = freshness.start();
    parts.storeView(a, Buffer.alloc(6), since);
    parts.storeView(b, Buffer.alloc(6), since);
    parts.storeBlock(newest, 0, [a, b], since);
    parts.storeBlock(byTitle, 0, [a, b], since);
    expect([!!parts.view(a), !!parts.view(b), !!parts.block(newest, 0), !!parts.block(byTitle, 0)]).toEqual([false, true, false, true]);
    expect(parts.size).toEqual({ views: 1, viewBytes: 6, listIds: 2 });
  });
});
