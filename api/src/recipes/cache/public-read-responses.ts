import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { ReadFreshness } from './read-freshness';
import { RecipeCache } from './recipe-cache';
import type { ListOrder } from './recipe-change';

/**
 * What an answer depends on: which recipes' views, and which list (a page's order, by its sort, and total; the
 * most-liked order).
 */
export type AnswerBasis =
  | { list: 'page'; order: ListOrder; ids: readonly string[] }
  | { list: 'top' | 'none'; ids: readonly string[] }
  | 'anything';

/** One public read's answer as sent: body bytes, their ETag, and the headers that go with them. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  totalCount?: string;
  expires: number;
  /** Where the read it answers began (ReadFreshness), and what it depends on. */
  since: number;
  basis: AnswerBasis;
}

export interface ReadCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** A 24-hex-digit recipe id; anything else (stats, a malformed id) is never cached. */
const RECIPE_PATH = /^\/recipes\/[0-9a-fA-F]{24}$/;

/**
 * The cache key of a public read that is the same for every caller: GET /top-recipes, a page of GET /recipes (with a
 * query: without one it is the gzip-negotiated unpaged body, cached by SharedRecipeReads) and GET /recipes/{id}.
 * The query's parameters are sorted, so their order does not split the cache; null for anything else.
 */
export function publicReadKey(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  if (path === '/top-recipes') return path;
  if (path === '/recipes') return query ? `${path}?${query.split('&').sort().join('&')}` : null;
  return RECIPE_PATH.test(path) ? path : null;
}

const etagOf = (body: Buffer) => `"${hash('sha1', body, 'base64url')}"`;

/**
 * The answers of the public reads, serialized once with their ETag, so a hit sends bytes and nothing else. An answer
 * is good while nothing it depends on has changed since its read began (ReadFreshness, which every change to the
 * recipes reaches: this process's writes at once, every process's through the change stream): the recipes it holds,
 * a page's list order and total, the most-liked order, or, for an answer kept whole (a search), anything at all. It is
 * checked when looked up, so a like costs nothing here and only the answers showing that recipe go stale. While the
 * change stream is down, answers live RECIPES_CACHE_FALLBACK_TTL_MS. Bounded by RESPONSE_CACHE_MAX_ENTRIES and
 * _MAX_BYTES (least used out).
 */
@Injectable()
export class PublicReadResponses {
  private readonly entries: LRUCache<string, CachedResponse>;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly recipeCache: RecipeCache,
    private readonly freshness: ReadFreshness,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.entries = new LRUCache({
      max: Math.max(1, config.responseCacheMaxEntries),
      maxSize: Math.max(1, config.responseCacheMaxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** What the cache holds, and how many public reads it answered (hits) or left to be built (misses) so far. */
  get stats(): ReadCacheStats {
    return { ...this.size, hits: this.hits, misses: this.misses };
  }

  countHit(): void {
    this.hits++;
  }

  countMiss(): void {
    this.misses++;
  }

  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now() && this.stillValid(entry.since, entry.basis)) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** The point a read starts at: give it back to store(). */
  current(): number {
    return this.freshness.start();
  }

  /**
   * Keeps the answer unless something it depends on changed since `since` (`basis`: 'anything' for an answer built
   * elsewhere, such as a search); returns the answer with its ETag, kept or not (for the answer being sent).
   */
  store(key: string, since: number, body: Buffer, contentType: string, totalCount?: string, basis: AnswerBasis = 'anything'): CachedResponse {
    const expires = this.recipeCache.following ? Infinity : Date.now() + this.config.recipesCacheFallbackTtlMs;
    const entry: CachedResponse = { body, etag: etagOf(body), contentType, totalCount, expires, since, basis };
    if (body.length <= this.config.responseCacheMaxBytes && this.stillValid(since, basis)) this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  private stillValid(since: number, basis: AnswerBasis): boolean {
    if (basis === 'anything') return this.freshness.unchanged(since);
    if (!this.freshness.recipesUnchanged(since, basis.ids)) return false;
    if (basis.list === 'page') return this.freshness.listOrderUnchanged(since, basis.order) && this.freshness.listTotalsUnchanged(since);
    return basis.list !== 'top' || this.freshness.topOrderUnchanged(since);
  }
}
