import { EventEmitter } from 'node:events';
import type { ApiConfig } from '../../config/api-config';
import { PublicReadResponses, publicReadKey } from './public-read-responses';
import type { RecipeCache } from './recipe-cache';

function responsesWith(limits: Partial<ApiConfig>, following = true) {
  const recipeCache = Object.assign(new EventEmitter(), { following }) as unknown as RecipeCache;
  const config = { responseCacheMaxEntries: 100, responseCacheMaxBytes: 1 << 20, recipesCacheFallbackTtlMs: 2000, ...limits } as ApiConfig;
  return { responses: new PublicReadResponses(recipeCache, config), recipeCache };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const body = (bytes: number) => Buffer.alloc(bytes, 'x');

describe('publicReadKey', () => {
  it('keys the top list, list pages (parameters in any order) and details; nothing else', () => {
    expect(publicReadKey('/top-recipes')).toBe('/top-recipes');
    expect(publicReadKey('/recipes?sort=prep-desc&cuisine=Mexican&page=3')).toBe(publicReadKey('/recipes?cuisine=Mexican&page=3&sort=prep-desc'));
    expect(publicReadKey('/recipes/0123456789abcdef01234567')).toBe('/recipes/0123456789abcdef01234567');
    for (const url of ['/recipes', '/recipes/stats', '/recipes/123', '/my-recipes', '/recipes/like/0123456789abcdef01234567', '/health']) {
      expect({ url, key: publicReadKey(url) }).toEqual({ url, key: null });
    }
  });
});

describe('PublicReadResponses', () => {
  it('keeps at most RESPONSE_CACHE_MAX_ENTRIES answers, dropping the oldest', () => {
    const { responses } = responsesWith({ responseCacheMaxEntries: 2 });
    for (const key of ['a', 'b', 'c']) responses.store(key, responses.current(), body(10), JSON_TYPE);
    expect(responses.lookup('a')).toBeUndefined();
    expect(responses.lookup('b')?.body).toEqual(body(10));
    expect(responses.lookup('c')?.body).toEqual(body(10));
    expect(responses.size).toEqual({ entries: 2, bytes: 20 });
  });

  it('keeps at most RESPONSE_CACHE_MAX_BYTES of bodies, and never a body larger than that', () => {
    const { responses } = responsesWith({ responseCacheMaxBytes: 25 });
    responses.store('a', responses.current(), body(10), JSON_TYPE);
    responses.store('b', responses.current(), body(10), JSON_TYPE);
    responses.store('c', responses.current(), body(10), JSON_TYPE);
    expect(responses.size).toEqual({ entries: 2, bytes: 20 });
    expect(responses.lookup('a')).toBeUndefined();
    responses.store('huge', responses.current(), body(26), JSON_TYPE);
    expect(responses.lookup('huge')).toBeUndefined();
    expect(responses.size.bytes).toBeLessThanOrEqual(25);
  });

  it('drops everything when the recipes change, and does not keep an answer built before the change', () => {
    const { responses, recipeCache } = responsesWith({});
    const before = responses.current();
    responses.store('a', before, body(3), JSON_TYPE, '7');
    expect(responses.lookup('a')).toMatchObject({ totalCount: '7', contentType: JSON_TYPE });
    recipeCache.emit('invalidated');
    expect(responses.lookup('a')).toBeUndefined();
    const etag = responses.store('b', before, body(3), JSON_TYPE);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(responses.lookup('b')).toBeUndefined();
    expect(responses.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    const { responses } = responsesWith({});
    const one = responses.store('a', responses.current(), Buffer.from('[1]'), JSON_TYPE);
    expect(responses.store('b', responses.current(), Buffer.from('[1]'), JSON_TYPE)).toBe(one);
    expect(responses.store('c', responses.current(), Buffer.from('[2]'), JSON_TYPE)).not.toBe(one);
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
