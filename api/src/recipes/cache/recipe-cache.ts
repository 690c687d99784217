import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { ANY_CHANGE, ChangeOrigin, RecipeChange } from './recipe-change';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * The recipe reads that are the same for every caller (GET /top-recipes, GET /recipes without a query), built once
 * and shared: concurrent callers wait for one build, and a failed build is not kept. Any change to the recipes drops
 * them all: this process's writes call invalidate() at once, and every process's writes arrive through the recipes
 * change stream (RecipeChangeStream). While that stream is not running, an entry lives at most
 * RECIPES_CACHE_FALLBACK_TTL_MS, so changes by other processes still show within that time.
 *
 * Every change is also passed on, as precisely as it is known, to the caches that keep finer entries: emits 'changed'
 * (a RecipeChange, and where it was learnt: a ChangeOrigin) after each.
 */
@Injectable()
export class RecipeCache extends EventEmitter {
  private readonly entries = new Map<string, Entry>();
  private followingChanges = false;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    super();
  }

  get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value as Promise<T>;
    const value = build();
    const entry = { expires: this.followingChanges ? Infinity : now + this.config.recipesCacheFallbackTtlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry (a build still running is not kept either): the next read rebuilds. */
  invalidate(): void {
    this.changed(ANY_CHANGE);
  }

  /** A change to the recipes: drops this cache's entries (they hold whole lists) and tells the finer caches what changed. */
  changed(change: RecipeChange, origin: ChangeOrigin = 'this-process'): void {
    this.entries.clear();
    this.emit('changed', change, origin);
  }

  /** Whether every change reaches invalidate() (else cached entries must expire on their own). */
  get following(): boolean {
    return this.followingChanges;
  }

  /** Whether every change now reaches invalidate() (the change stream runs): entries then live until the next change. */
  setFollowingChanges(following: boolean): void {
    this.followingChanges = following;
    // Changes may have been missed while the stream was (re)starting or since it stopped.
    this.invalidate();
  }
}
