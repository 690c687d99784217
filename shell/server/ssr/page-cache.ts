/**
 * Rendered documents for anonymous requests, per normalised URL, for a few seconds (`SSR_CACHE_TTL_MS`, 0 = off).
 * Bounded in entries and in size (lru-cache). A document is stored as composed (document.ts: parts to join with a
 * nonce), so a hit still gets its own nonce.
 *
 * Cleared as a whole on any recipe change and on a deploy: pages show many recipes, so finding the entries one change
 * touches is not worth it at a TTL of seconds. The generation counter closes the race of a render that started
 * before a clear and finishes after it: its document shows the old data, and is not stored.
 *
 * A page still asked for near the end of its TTL is due for a refresh (`dueForRefresh`): rendered again in the
 * background while the kept one still answers, so that its visitors do not all wait for a render when it expires.
 * Nothing older than the TTL is ever answered.
 */
import { LRUCache } from 'lru-cache';
import { CONTENT_QUERY_PARAMS } from '@forkful/domain';

/** What the cache keeps: a composed document (document.ts) and what it answers with. */
export interface CachedDocument {
  parts: string[];
}

/**
 * Only the parameters that choose the content (CONTENT_QUERY_PARAMS) are kept: the others (utm_*, fbclid, preview...)
 * neither change the page nor multiply the entries, so they are left out of the key and the render.
 * `/all-recipes?utm_source=x&sort=top&page=2` -> path `/all-recipes`, url `/all-recipes?page=2&sort=top`.
 * `url` is both the cache key and what renders.
 */
export function normaliseUrl(rawUrl: unknown, known: readonly string[] = CONTENT_QUERY_PARAMS): { pathname: string; url: string; params: URLSearchParams } {
  const raw = String(rawUrl);
  const cut = raw.search(/[?#]/);
  // `//host/x` would read as another host to a URL parser (the bundle's router): one leading slash.
  const pathname = (cut < 0 ? raw : raw.slice(0, cut)).replace(/^\/{2,}/, '/');
  const params = new URLSearchParams(cut >= 0 && raw[cut] === '?' ? raw.slice(cut + 1).split('#')[0] : '');
  const kept = new URLSearchParams([...params].filter(([name]) => known.includes(name)));
  kept.sort();
  const search = kept.toString();
  return { pathname, url: search ? `${pathname}?${search}` : pathname, params };
}

export interface PageCacheOptions {
  /** 0: no caching. */
  ttlMs: number;
  maxEntries?: number;
  /** The documents' total length (UTF-16 units, about bytes for HTML). */
  maxChars?: number;
  /** The clock of the TTLs (tests); default performance. */
  clock?: { now(): number };
}

export class PageCache<Doc extends CachedDocument = CachedDocument> {
  readonly ttlMs: number;
  readonly refreshAheadMs: number;
  generation: number;
  readonly lru: LRUCache<string, Doc> | undefined;

  constructor({ ttlMs, maxEntries = 500, maxChars = 32 * 1024 * 1024, clock }: PageCacheOptions) {
    this.ttlMs = Math.max(0, Number(ttlMs) || 0);
    // The last fifth of the TTL: a render (tens of milliseconds, more under load) is done well before the expiry.
    this.refreshAheadMs = this.ttlMs / 5;
    this.generation = 0;
    this.lru = this.ttlMs > 0
      ? new LRUCache<string, Doc>({
        max: maxEntries,
        maxSize: maxChars,
        ttl: this.ttlMs,
        ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
        // Counted as text; an entry also holds its UTF-8 bytes (document.ts), so its memory is about twice this.
        sizeCalculation: (doc) => Math.max(1, doc.parts.reduce((sum, part) => sum + part.length, 0)),
      })
      : undefined;
  }

  get enabled(): boolean {
    return this.lru !== undefined;
  }

  get size(): number {
    return this.lru ? this.lru.size : 0;
  }

  get(key: string): Doc | undefined {
    return this.lru && this.lru.get(key);
  }

  /** Whether the kept entry for `key` is in the last part of its TTL (worth rendering again before it expires). */
  dueForRefresh(key: string): boolean {
    return this.lru !== undefined && this.lru.getRemainingTTL(key) <= this.refreshAheadMs;
  }

  /** Stores `doc` unless the cache was cleared since `generation` (taken when its render started). */
  set(key: string, doc: Doc, generation: number): void {
    if (this.lru && generation === this.generation) this.lru.set(key, doc);
  }

  clear(): void {
    this.generation += 1;
    if (this.lru) this.lru.clear();
  }
}
