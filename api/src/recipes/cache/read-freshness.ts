import { Injectable } from '@nestjs/common';
import { RecipeCache } from './recipe-cache';
import { changedListOrders, changedRecipe, changesListTotals, changesTopOrder, ListOrder, RecipeChange } from './recipe-change';

/**
 * How many recipes' last change are remembered before the record starts again (every read and answer from before is
 * then refused): about an hour of 20 likes a second, in a few MiB.
 */
const REMEMBERED_RECIPES = 65_536;

/**
 * Which reads may still be kept once they are built, and which kept answers are still good. A read notes the change
 * count when it starts (`start()`); what it read is kept, and served later, only while no change that can affect it
 * has come since: a read racing a write never stores what the write replaced. Per recipe, per list order (each sort's
 * own: a rating does not touch the title orders), per list total and for the most-liked list, so a like (one recipe's
 * count) does not stop unrelated reads from being kept.
 */
@Injectable()
export class ReadFreshness {
  private count = 0;
  /** Reads started before this change are never kept (a change of everything, or the per-recipe record restarted). */
  private floor = 0;
  private readonly listOrders = new Map<ListOrder, number>();
  private listTotals = 0;
  private topOrder = 0;
  private readonly recipes = new Map<string, number>();

  constructor(recipeCache: RecipeCache) {
    recipeCache.on('changed', (change: RecipeChange) => this.note(change));
  }

  start(): number {
    return this.count;
  }

  private note(change: RecipeChange): void {
    const at = ++this.count;
    const id = changedRecipe(change);
    if (id === undefined || this.recipes.size >= REMEMBERED_RECIPES) {
      this.floor = at;
      this.recipes.clear();
    } else this.recipes.set(id, at);
    for (const order of changedListOrders(change)) this.listOrders.set(order, at);
    if (changesListTotals(change)) this.listTotals = at;
    if (changesTopOrder(change)) this.topOrder = at;
  }

  /** Nothing at all changed since `since` (for an answer that may depend on any recipe). */
  unchanged(since: number): boolean {
    return since === this.count;
  }

  /** None of these recipes changed since `since`. */
  recipesUnchanged(since: number, ids: Iterable<string>): boolean {
    if (since < this.floor) return false;
    for (const id of ids) if ((this.recipes.get(id) ?? 0) > since) return false;
    return true;
  }

  /** The recipes of the order's lists and their order (every cuisine's) did not change since `since`. */
  listOrderUnchanged(since: number, order: ListOrder): boolean {
    return since >= this.floor && since >= (this.listOrders.get(order) ?? 0);
  }

  listTotalsUnchanged(since: number): boolean {
    return since >= this.floor && since >= this.listTotals;
  }

  topOrderUnchanged(since: number): boolean {
    return since >= this.floor && since >= this.topOrder;
  }
}
