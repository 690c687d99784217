import { LRUCache } from 'lru-cache';

export interface ReviewPagesOptions {
  /** Pages kept at most, and their bytes in all: the least recently read goes first. */
  maxPages: number;
  maxBytes: number;
  /** A kept page's life while changes are not all followed (a change stream down): another process's write shows by then. */
  fallbackTtlMs: number;
  now?: () => number;
}

/**
 * A few thousand of the busiest pages: one is about 3 KB (ten reviews and the summary), at most about 25 KB (ten
 * reviews of the longest text, each with a reply). Constants, as the planner's caches use: the recipes' response
 * cache has its own budget (RESPONSE_CACHE_MAX_BYTES), which this does not share.
 */
export const REVIEW_PAGES_BOUNDS = { maxPages: 10_000, maxBytes: 16 * 1024 * 1024 } as const;

/** Recipes whose last change is remembered before the record starts again (every read started before is then refused). */
const REMEMBERED_RECIPES = 65_536;

interface Kept {
  recipeId: string;
  body: Buffer;
  expires: number;
}

/**
 * GET /recipes/{id}/reviews?page= answers as the JSON bytes sent, per recipe and page, kept in this process. A read
 * notes `start()` before it reads the database and is kept only if its recipe did not change since (ReadFreshness's
 * pattern): a read racing a write never stores what the write replaced. While every change is followed (this
 * process's writes and both change streams) a page lives until its recipe changes or it is least used; while not, at
 * most `fallbackTtlMs`.
 */
export class ReviewPages {
  private readonly kept: LRUCache<string, Kept>;
  /** Each recipe's kept pages' keys, to drop them without a walk of the whole cache. */
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly now: () => number;
  private count = 0;
  /** Reads started before this change are never kept (a change of everything, or the record restarted). */
  private floor = 0;
  private readonly changedAt = new Map<string, number>();
  private followingChanges = false;

  /** Lookups answered from here and not, so far (the cache_requests metric). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly options: ReviewPagesOptions) {
    this.now = options.now ?? Date.now;
    this.kept = new LRUCache<string, Kept>({
      max: options.maxPages,
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.body.length),
      // Evicted, dropped or expired (a replacement keeps its key).
      dispose: (page, key, reason) => {
        if (reason !== 'set') this.forgetKey(page.recipeId, key);
      },
    });
  }

  static key(recipeId: string, page: number): string {
    return `${recipeId}/${page}`;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.kept.size, bytes: this.kept.calculatedSize };
  }

  /** The change count when a read starts: pass it to keep(). */
  start(): number {
    return this.count;
  }

  /** The kept page, counted as a hit or a miss. */
  get(recipeId: string, page: number): Buffer | undefined {
    const body = this.peek(recipeId, page);
    if (body === undefined) this.counts.misses++;
    else this.counts.hits++;
    return body;
  }

  /** The kept page, not counted (the hook before Nest counts its hits; a miss goes on to the route, which counts it). */
  peek(recipeId: string, page: number): Buffer | undefined {
    const key = ReviewPages.key(recipeId, page);
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.expires > this.now()) return kept.body;
    this.kept.delete(key);
    return undefined;
  }

  countHit(): void {
    this.counts.hits++;
  }

  /** Whether the recipe changed since `since` (a read started then may be out of date). */
  changedSince(recipeId: string, since: number): boolean {
    return since < this.floor || (this.changedAt.get(recipeId) ?? 0) > since;
  }

  /** Keeps the page unless its recipe changed since `since`; whether it was kept. */
  keep(recipeId: string, page: number, body: Buffer, since: number): boolean {
    if (this.changedSince(recipeId, since) || body.length > this.options.maxBytes) return false;
    const key = ReviewPages.key(recipeId, page);
    const expires = this.followingChanges ? Infinity : this.now() + this.options.fallbackTtlMs;
    this.kept.set(key, { recipeId, body, expires });
    let keys = this.keysOf.get(recipeId);
    if (!keys) this.keysOf.set(recipeId, (keys = new Set()));
    keys.add(key);
    return true;
  }

  /** The recipe's reviews or rating fields changed: its pages go, and a read of it still running is not kept. */
  dropRecipe(recipeId: string): void {
    const at = ++this.count;
    for (const key of this.keysOf.get(recipeId) ?? []) this.kept.delete(key);
    if (this.changedAt.size >= REMEMBERED_RECIPES) {
      this.changedAt.clear();
      this.floor = at;
    } else this.changedAt.set(recipeId, at);
  }

  /** Any recipe's may have changed: every page goes, and no read still running is kept. */
  dropAll(): void {
    this.floor = ++this.count;
    this.changedAt.clear();
    this.kept.clear();
  }

  get following(): boolean {
    return this.followingChanges;
  }

  /** Whether every change now reaches this cache; some may have been missed meanwhile, so everything goes. */
  setFollowing(following: boolean): void {
    this.followingChanges = following;
    this.dropAll();
  }

  private forgetKey(recipeId: string, key: string): void {
    const keys = this.keysOf.get(recipeId);
    if (!keys) return;
    keys.delete(key);
    if (!keys.size) this.keysOf.delete(recipeId);
  }
}
