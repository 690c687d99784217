import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { RecipeCache } from './recipe-cache';

/** One public read's answer as sent: body bytes, their ETag, and the headers that go with them. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  totalCount?: string;
  expires: number;
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

/**
 * The answers of the public reads, serialized once with their ETag, so a hit sends bytes and nothing else. Any change
 * to the recipes drops them all, whichever process made it: RecipeCache's 'invalidated' (this process's writes at
 * once, every process's through the recipes change stream). An answer is kept only if no change came while it was
 * built (its generation), so a read racing a write never stores what the write replaced. While the change stream is
 * down, entries live RECIPES_CACHE_FALLBACK_TTL_MS. Bounded by RESPONSE_CACHE_MAX_ENTRIES and _MAX_BYTES (oldest out).
 */
@Injectable()
export class PublicReadResponses {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly recipeCache: RecipeCache,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    recipeCache.on('invalidated', () => this.clear());
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /** The generation a read starts in: give it back to store(). */
  current(): number {
    return this.generation;
  }

  /** Keeps the answer unless the recipes changed since `generation`; returns its ETag (for the answer being sent). */
  store(key: string, generation: number, body: Buffer, contentType: string, totalCount?: string): string {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const { responseCacheMaxEntries: maxEntries, responseCacheMaxBytes: maxBytes } = this.config;
    if (generation !== this.generation || body.length > maxBytes || maxEntries < 1) return etag;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const expires = this.recipeCache.following ? Infinity : Date.now() + this.config.recipesCacheFallbackTtlMs;
    this.entries.set(key, { body, etag, contentType, totalCount, expires });
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break;
      this.remove(oldKey, old);
    }
    return etag;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  private remove(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
