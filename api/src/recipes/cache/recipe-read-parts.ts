import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { API_CONFIG, ApiConfig } from '../../config/api-config';
import { ReadFreshness } from './read-freshness';
import { RecipeCache } from './recipe-cache';
import { changedListOrders, changedRecipe, changesListTotals, changesTopOrder, LIST_ORDERS, ListOrder, RecipeChange } from './recipe-change';

interface Part<T> {
  value: T;
  expires: number;
}

/** A list of GET /recipes: its filter (a cuisine, '' for none) and its order. */
export interface ListName {
  cuisine: string;
  order: ListOrder;
}

/** A block's key: its list's order first, so the blocks of one order can be found and dropped. */
export const blockKey = ({ cuisine, order }: ListName, n: number): string => `${order}|${cuisine}|${n}`;
const orderOfBlock = (key: string) => key.slice(0, key.indexOf('|')) as ListOrder;

/**
 * The parts public answers are built from, each dropped only by a change that can affect it: every recipe's view as
 * JSON bytes (by id, outside the JS heap; a change to that recipe drops it), blocks of each list's ids in order
 * (LIST_BLOCK_SIZE ids from a multiple of it, per filter and sort; an insert, a delete or a new cuisine drops them all,
 * a change to a field an order sorts on that order's: a title the title orders, a rating "Top rated"; a like none),
 * the ids of the most-liked list (a change of a like count drops it) and the total of each list filter (a cuisine
 * change, an insert or a delete). So a page is built from memory once its block and views are here, and a
 * page whose answer a like dropped is built again fetching only the liked recipe.
 *
 * Bounded: views by RECIPE_VIEW_CACHE_MAX_BYTES, blocks by RECIPE_LIST_CACHE_MAX_IDS; while the change stream is down
 * every part lives RECIPES_CACHE_FALLBACK_TTL_MS.
 */
@Injectable()
export class RecipeReadParts {
  private readonly views: LRUCache<string, Part<Buffer>>;
  private readonly blocks: LRUCache<string, Part<readonly string[]>>;
  private top?: Part<readonly string[]>;
  private readonly totals = new Map<string, Part<number>>();

  constructor(
    private readonly recipeCache: RecipeCache,
    private readonly freshness: ReadFreshness,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.views = new LRUCache({ maxSize: Math.max(1, config.recipeViewCacheMaxBytes), sizeCalculation: (part) => Math.max(1, part.value.length) });
    this.blocks = new LRUCache({ maxSize: Math.max(1, config.recipeListCacheMaxIds), sizeCalculation: (part) => Math.max(1, part.value.length) });
    recipeCache.on('changed', (change: RecipeChange) => this.drop(change));
  }

  view(id: string): Buffer | undefined {
    return this.fresh(this.views, id);
  }

  /** Keeps a recipe's view JSON unless the recipe changed since the read began (`since`). */
  storeView(id: string, json: Buffer, since: number): void {
    if (json.length > this.config.recipeViewCacheMaxBytes || !this.freshness.recipesUnchanged(since, [id])) return;
    this.views.set(id, this.part(json));
  }

  /** Block `n` of a list's ids: LIST_BLOCK_SIZE of them from n * LIST_BLOCK_SIZE. */
  block(list: ListName, n: number): readonly string[] | undefined {
    return this.fresh(this.blocks, blockKey(list, n));
  }

  storeBlock(list: ListName, n: number, ids: readonly string[], since: number): void {
    if (this.freshness.listOrderUnchanged(since, list.order)) this.blocks.set(blockKey(list, n), this.part(ids));
  }

  topIds(): readonly string[] | undefined {
    return this.top && this.top.expires > Date.now() ? this.top.value : undefined;
  }

  storeTopIds(ids: readonly string[], since: number): void {
    if (this.freshness.topOrderUnchanged(since)) this.top = this.part(ids);
  }

  total(filter: string): number | undefined {
    const part = this.totals.get(filter);
    return part && part.expires > Date.now() ? part.value : undefined;
  }

  /** The count of a list filter (a handful: every cuisine and none). */
  storeTotal(filter: string, total: number, since: number): void {
    if (this.freshness.listTotalsUnchanged(since)) this.totals.set(filter, this.part(total));
  }

  get size(): { views: number; viewBytes: number; listIds: number } {
    return { views: this.views.size, viewBytes: this.views.calculatedSize, listIds: this.blocks.calculatedSize };
  }

  private part<T>(value: T): Part<T> {
    return { value, expires: this.recipeCache.following ? Infinity : Date.now() + this.config.recipesCacheFallbackTtlMs };
  }

  private fresh<T extends {}>(cache: LRUCache<string, Part<T>>, key: string): T | undefined {
    const part = cache.get(key);
    if (!part) return undefined;
    if (part.expires > Date.now()) return part.value;
    cache.delete(key);
    return undefined;
  }

  private drop(change: RecipeChange): void {
    const id = changedRecipe(change);
    if (id === undefined) this.views.clear();
    else this.views.delete(id);
    this.dropBlocks(changedListOrders(change));
    if (changesTopOrder(change)) this.top = undefined;
    if (changesListTotals(change)) this.totals.clear();
  }

  /** The blocks of these orders' lists (a few hundred blocks at most: RECIPE_LIST_CACHE_MAX_IDS / LIST_BLOCK_SIZE). */
  private dropBlocks(orders: readonly ListOrder[]): void {
    if (orders.length === LIST_ORDERS.length) return this.blocks.clear();
    if (!orders.length) return;
    for (const key of [...this.blocks.keys()]) if (orders.includes(orderOfBlock(key))) this.blocks.delete(key);
  }
}
