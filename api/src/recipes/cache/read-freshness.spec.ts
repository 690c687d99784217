import type { ApiConfig } from '../../config/api-config';
import { ReadFreshness } from './read-freshness';
import { RecipeCache } from './recipe-cache';

const [a, b] = ['a'.repeat(24), 'b'.repeat(24)];

function freshness() {
  const cache = new RecipeCache({ recipesCacheFallbackTtlMs: 1000 } as ApiConfig);
  return { cache, freshness: new ReadFreshness(cache) };
}

describe('ReadFreshness', () => {
  it('refuses what a read took of a recipe liked while it ran, and keeps the rest of it', () => {
    const { cache, freshness: f } = freshness();
    const since = f.start();
    cache.changed({ kind: 'updated', id: a, fields: ['likeCount'] });
    expect(f.recipesUnchanged(since, [a])).toBe(false);
    expect(f.recipesUnchanged(since, [b])).toBe(true);
    expect(f.listOrderUnchanged(since, 'newest')).toBe(true);
    expect(f.listTotalsUnchanged(since)).toBe(true);
    expect(f.topOrderUnchanged(since)).toBe(false);
    expect(f.unchanged(since)).toBe(false);
    // A read that starts after the like keeps everything.
    const later = f.start();
    expect([f.recipesUnchanged(later, [a, b]), f.topOrderUnchanged(later), f.unchanged(later)]).toEqual([true, true, true]);
  });

  it('refuses list orders after an insert, and everything after a change of everything', () => {
    const { cache, freshness: f } = freshness();
    const since = f.start();
    cache.changed({ kind: 'inserted', id: a });
    expect([f.listOrderUnchanged(since, 'newest'), f.listTotalsUnchanged(since), f.recipesUnchanged(since, [b])]).toEqual([false, false, true]);
    const before = f.start();
    cache.invalidate();
    expect([f.recipesUnchanged(before, [b]), f.listOrderUnchanged(before, 'title-asc'), f.topOrderUnchanged(before)]).toEqual([false, false, false]);
  });

  it('refuses the "Top rated" order after a rating, and keeps the other orders and the totals', () => {
    const { cache, freshness: f } = freshness();
    const since = f.start();
    cache.changed({ kind: 'updated', id: a, fields: ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'] });
    expect(f.listOrderUnchanged(since, 'rating-desc')).toBe(false);
    expect((['newest', 'title-asc', 'prep-desc'] as const).map((order) => f.listOrderUnchanged(since, order))).toEqual([true, true, true]);
    expect([f.listTotalsUnchanged(since), f.topOrderUnchanged(since), f.recipesUnchanged(since, [a]), f.recipesUnchanged(since, [b])]).toEqual([true, true, false, true]);
  });

  it('forgets old changes only by refusing every read from before them', () => {
    const { cache, freshness: f } = freshness();
    const since = f.start();
    for (let i = 0; i < 70_000; i++) cache.changed({ kind: 'updated', id: i.toString(16).padStart(24, '0'), fields: ['likeCount'] });
    expect(f.recipesUnchanged(since, [b])).toBe(false);
    expect(f.recipesUnchanged(f.start(), [b])).toBe(true);
  });
});
