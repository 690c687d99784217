import type { ApiConfig } from '../../config/api-config';
import { PublicReadResponses, publicReadKey } from './public-read-responses';
import { ReadFreshness } from './read-freshness';
import { RecipeCache } from './recipe-cache';

function responsesWith(limits: Partial<ApiConfig>, following = true) {
  const config = { responseCacheMaxEntries: 100, responseCacheMaxBytes: 1 << 20, recipesCacheFallbackTtlMs: 2000, ...limits } as ApiConfig;
  const recipeCache = new RecipeCache(config);
  if (following) recipeCache.setFollowingChanges(true);
  return { responses: new PublicReadResponses(recipeCache, new ReadFreshness(recipeCache), config), recipeCache };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const body = (bytes: number) => Buffer.alloc(bytes, 'x');
const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(24));

describe('publicReadKey', () => {
  it('keys the top list, list pages (parameters in any order) and details; nothing else', () => {
    expect(publicReadKey('/top-recipes')).toBe('/top-recipes');
    expect(publicReadKey('/recipes?sort=prep-desc&cuisine=Mexican&page=3')).toBe(publicReadKey('/recipes?cuisine=Mexican&page=3&sort=prep-desc'));
    expect(publicReadKey('/recipes/0123456789abcdef01234567')).toBe('/recipes/0123456789abcdef01234567');
    const others = ['/recipes', '/recipes/stats', '/recipes/123', '/my-recipes', '/recipes/like/0123456789abcdef01234567', '/health'];
    // The change feed is a stream: neither the fast path nor the fastify hooks may answer or keep it.
    for (const url of [...others, '/recipes/changes', '/recipes/changes?x=1']) {
      expect({ url, key: publicReadKey(url) }).toEqual({ url, key: null });
    }
  });
});

describe('PublicReadResponses', () => {
  it('keeps at most RESPONSE_CACHE_MAX_ENTRIES answers, dropping the least used', () => {
    const { responses } = responsesWith({ responseCacheMaxEntries: 2 });
    responses.store('a', responses.current(), body(10), JSON_TYPE);
    responses.store('b', responses.current(), body(10), JSON_TYPE);
    responses.lookup('a');
    responses.store('c', responses.current(), body(10), JSON_TYPE);
    expect(responses.lookup('b')).toBeUndefined();
    expect(responses.lookup('a')?.body).toEqual(body(10));
    expect(responses.lookup('c')?.body).toEqual(body(10));
    expect(responses.size).toEqual({ entries: 2, bytes: 20 });
  });

  it('keeps at most RESPONSE_CACHE_MAX_BYTES of bodies, and never a body larger than that', () => {
    const { responses } = responsesWith({ responseCacheMaxBytes: 25 });
    for (const key of ['a', 'b', 'c']) responses.store(key, responses.current(), body(10), JSON_TYPE);
    expect(responses.size).toEqual({ entries: 2, bytes: 20 });
    expect(responses.lookup('a')).toBeUndefined();
    responses.store('huge', responses.current(), body(26), JSON_TYPE);
    expect(responses.lookup('huge')).toBeUndefined();
    expect(responses.size.bytes).toBeLessThanOrEqual(25);
  });

  it('a like drops what shows the recipe and the most-liked list; other pages and recipes stay', () => {
    const { responses, recipeCache } = responsesWith({});
    const since = responses.current();
    responses.store('page-with-a', since, body(3), JSON_TYPE, '7', { list: 'page', order: 'newest', ids: [a, b] });
    responses.store('page-without-a', since, body(3), JSON_TYPE, '7', { list: 'page', order: 'newest', ids: [b, c] });
    responses.store('recipe-a', since, body(3), JSON_TYPE, undefined, { list: 'none', ids: [a] });
    responses.store('recipe-c', since, body(3), JSON_TYPE, undefined, { list: 'none', ids: [c] });
    responses.store('top', since, body(3), JSON_TYPE, undefined, { list: 'top', ids: [c] });
    responses.store('search', since, body(3), JSON_TYPE);
    recipeCache.changed({ kind: 'updated', id: a, fields: ['likeCount', 'updatedAt'] });
    const kept = ['page-with-a', 'page-without-a', 'recipe-a', 'recipe-c', 'top', 'search'].filter((key) => responses.lookup(key));
    expect(kept).toEqual(['page-without-a', 'recipe-c']);
  });

  it('a new title drops the pages of the title orders; a rating those of "Top rated"; an insert every page; a change of everything all', () => {
    const { responses, recipeCache } = responsesWith({});
    const pages = ['title-asc', 'rating-desc', 'newest'] as const;
    const store = () => {
      const since = responses.current();
      for (const order of pages) responses.store(order, since, body(3), JSON_TYPE, '7', { list: 'page', order, ids: [b] });
      responses.store('recipe-c', since, body(3), JSON_TYPE, undefined, { list: 'none', ids: [c] });
    };
    const keptPages = () => pages.filter((order) => responses.lookup(order));
    store();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['title'] });
    expect(keptPages()).toEqual(['rating-desc', 'newest']);
    expect(responses.lookup('recipe-c')).toBeDefined();
    store();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['ratingCount', 'ratingSum', 'ratingBreakdown', 'ratingAverage', 'updatedAt'] });
    expect(keptPages()).toEqual(['title-asc', 'newest']);
    store();
    recipeCache.changed({ kind: 'inserted', id: a });
    expect(keptPages()).toEqual([]);
    store();
    recipeCache.invalidate();
    expect([keptPages(), responses.lookup('recipe-c')]).toEqual([[], undefined]);
  });

  it('does not keep an answer built across a change to what it shows, and still gives it an ETag', () => {
    const { responses, recipeCache } = responsesWith({});
    const since = responses.current();
    recipeCache.changed({ kind: 'updated', id: a, fields: ['likeCount'] });
    const built = responses.store('recipe-a', since, body(3), JSON_TYPE, undefined, { list: 'none', ids: [a] });
    expect(built.etag).toMatch(/^"[\w-]+"$/);
    expect(responses.lookup('recipe-a')).toBeUndefined();
    responses.store('recipe-b', since, body(3), JSON_TYPE, undefined, { list: 'none', ids: [b] });
    expect(responses.lookup('recipe-b')).toBeDefined();
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    const { responses } = responsesWith({});
    const one = responses.store('a', responses.current(), Buffer.from('[1]'), JSON_TYPE).etag;
    expect(responses.store('b', responses.current(), Buffer.from('[1]'), JSON_TYPE).etag).toBe(one);
    expect(responses.store('c', responses.current(), Buffer.from('[2]'), JSON_TYPE).etag).not.toBe(one);
  });

  it('lets answers expire while changes are not followed (the change stream is down)', () => {
    const { responses } = responsesWith({ recipesCacheFallbackTtlMs: 1000 }, false);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      responses.store('a', responses.current(), body(3), JSON_TYPE);
      expect(responses.lookup('a')).toBeDefined();
      now.mockReturnValue(1_001_000);
      expect(responses.lookup('a')).toBeUndefined();
    } finally {
      now.mockRestore();
    }
  });
});
