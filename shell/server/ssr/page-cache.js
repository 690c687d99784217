'use strict';
/**
 * Rendered documents for anonymous requests, per normalised URL, for a few seconds (`SSR_CACHE_TTL_MS`, 0 = off).
 * Bounded in entries and in size (lru-cache). A document is stored as composed (document.js: parts to join with a
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
const { LRUCache } = require('lru-cache');
const { CONTENT_QUERY_PARAMS } = require('@forkful/contracts/core');

/**
 * Only the parameters that choose the content (CONTENT_QUERY_PARAMS) are kept: the others (utm_*, fbclid, preview...)
 * neither change the page nor multiply the entries, so they are left out of the key and the render.
 * `/all-recipes?utm_source=x&sort=top&page=2` -> path `/all-recipes`, url `/all-recipes?page=2&sort=top`.
 * @returns {{ pathname: string, url: string, params: URLSearchParams }}  `url` is both the cache key and what renders
 */
function normaliseUrl(rawUrl, known = CONTENT_QUERY_PARAMS) {
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

class PageCache {
  /**
   * @param {object} options
   * @param {number} options.ttlMs        0: no caching
   * @param {number} [options.maxEntries]
   * @param {number} [options.maxChars]   the documents' total length (UTF-16 units, about bytes for HTML)
   * @param {{ now(): number }} [options.clock]  the clock of the TTLs (tests); default performance
   */
  constructor({ ttlMs, maxEntries = 500, maxChars = 32 * 1024 * 1024, clock }) {
    this.ttlMs = Math.max(0, Number(ttlMs) || 0);
    // The last fifth of the TTL: a render (tens of milliseconds, more under load) is done well before the expiry.
    this.refreshAheadMs = this.ttlMs / 5;
    this.generation = 0;
    this.lru = this.ttlMs > 0
      ? new LRUCache({
        max: maxEntries,
        maxSize: maxChars,
        ttl: this.ttlMs,
        ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
        // Counted as text; an entry also holds its UTF-8 bytes (document.js), so its memory is about twice this.
        sizeCalculation: (doc) => Math.max(1, doc.parts.reduce((sum, part) => sum + part.length, 0)),
      })
      : undefined;
  }

  get enabled() {
    return this.lru !== undefined;
  }

  get size() {
    return this.lru ? this.lru.size : 0;
  }

  get(key) {
    return this.lru && this.lru.get(key);
  }

  /** Whether the kept entry for `key` is in the last part of its TTL (worth rendering again before it expires). */
  dueForRefresh(key) {
    return this.lru !== undefined && this.lru.getRemainingTTL(key) <= this.refreshAheadMs;
  }

  /** Stores `doc` unless the cache was cleared since `generation` (taken when its render started). */
  set(key, doc, generation) {
    if (this.lru && generation === this.generation) this.lru.set(key, doc);
  }

  clear() {
    this.generation += 1;
    if (this.lru) this.lru.clear();
  }
}

module.exports = { PageCache, normaliseUrl };
