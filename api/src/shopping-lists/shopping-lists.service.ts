import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MEAL_PLAN_LIMITS, type PlanDate, type ShoppingItem, type ShoppingList } from '@forkful/domain';
import { mergeShoppingItems, type PlannedIngredients } from '@forkful/domain/shopping';
import mongoose, { Model } from 'mongoose';
import { isDuplicateKey } from '../common/mongo-errors';
import { jsonBytes } from '../common/json-bytes';
import { MealPlansService } from '../meal-plans/meal-plans.service';
import { checkPlanRange } from '../meal-plans/plan-dates';
import { liveRecipesOf, type StoredEntry } from '../meal-plans/planned-recipes';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { ITEM_NOT_FOUND, type ItemId } from './item-id.pipe';
import { LIST_READ, ListReadCache } from './list-read-cache';
import { ownItem, rebuiltItems, toItemView, toListView } from './list-items';
import { ShoppingListDoc } from './schemas/shopping-list.schema';

const { itemsPerList, defaultServings } = MEAL_PLAN_LIMITS;
const BUILD_RECIPE_PROJECTION = { title: 1, servings: 1, ingredients: 1 } as const;
/**
 * Rebuilds of one request, each after another write changed the list it read, after a short random wait that grows
 * (other writes of the cook's own, such as a burst of added items, drain meanwhile): bounded work, and a 409 when
 * the list never held still.
 */
const BUILD_ATTEMPTS = 10;
const RETRY_WAIT_MS = 10;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_WAIT_MS * attempt));

export const LIST_FULL = `A shopping list holds at most ${itemsPerList} items: remove some first`;
export const BUILD_TOO_LARGE = (built: number, own: number) =>
  `A shopping list holds at most ${itemsPerList} items, and this one would have ${built + own} ` +
  `(${built} from the plan, ${own} of your own): nothing was changed. Choose fewer days, or remove some of your own items`;
export const BUILD_RACED = 'The shopping list changed while it was being built: try again';

/**
 * The caller's shopping list, one document per account keyed by the token's uid (another cook's item is a 404). Built
 * from the meal plan (mergeShoppingItems of @forkful/domain/shopping), plus the cook's own items.
 */
@Injectable()
export class ShoppingListsService {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(ShoppingListDoc.name) private readonly lists: Model<ShoppingListDoc>,
    private readonly mealPlans: MealPlansService,
    private readonly readCache: ListReadCache,
  ) {}

  /** The caller's list as the JSON GET /shopping-list sends: kept in this process while nothing changes it (ListReadCache). */
  async getJson(uid: string): Promise<Buffer> {
    const { reads } = this.readCache;
    const cached = reads.get(uid, LIST_READ);
    if (cached) return cached;
    const since = reads.start();
    const json = jsonBytes(toListView(await this.lists.findOne({ uid }).lean<ShoppingListDoc>()));
    reads.keep(uid, LIST_READ, json, since);
    return json;
  }

  /**
   * Builds the list again from the plan's entries from..to: recipes deleted since they were planned are left out, each
   * recipe scaled to its entry's servings. Own items stay, and the checks of built items still there. More than
   * itemsPerList items in all: 400, nothing changed. The write replaces the list read (its version), so an item
   * added or checked meanwhile is not lost: the merge runs again on the list as it is then.
   */
  build(uid: string, from: PlanDate, to: PlanDate): Promise<ShoppingList> {
    return this.writing(uid, () => this.buildNow(uid, from, to));
  }

  private async buildNow(uid: string, from: PlanDate, to: PlanDate): Promise<ShoppingList> {
    checkPlanRange(from, to);
    const merged = mergeShoppingItems(await this.plannedIngredients(uid, from, to));
    await this.ensureList(uid);
    for (let attempt = 0; attempt < BUILD_ATTEMPTS; attempt++) {
      if (attempt) await pause(attempt);
      const list = (await this.lists.findOne({ uid }).lean<ShoppingListDoc>())!;
      const items = rebuiltItems(list.items, merged);
      if (items.length > itemsPerList) throw new BadRequestException(BUILD_TOO_LARGE(merged.length, items.length - merged.length));
      const written = await this.lists
        .findOneAndUpdate({ uid, version: list.version }, { $set: { from, to, items, updatedAt: new Date() }, $inc: { version: 1 } }, { new: true })
        .lean<ShoppingListDoc>();
      if (written) return toListView(written);
    }
    throw new ConflictException(BUILD_RACED);
  }

  /** Adds the cook's own item: one conditional update, so the limit holds under concurrent adds. */
  addItem(uid: string, text: string): Promise<ShoppingItem> {
    return this.writing(uid, () => this.addItemNow(uid, text));
  }

  private async addItemNow(uid: string, text: string): Promise<ShoppingItem> {
    await this.ensureList(uid);
    const item = ownItem(text);
    const { matchedCount } = await this.lists.updateOne(
      { uid, [`items.${itemsPerList - 1}`]: mongoose.trusted({ $exists: false }) },
      { $push: { items: item }, $set: { updatedAt: new Date() }, $inc: { version: 1 } },
    );
    if (!matchedCount) throw new BadRequestException(LIST_FULL);
    return toItemView(item);
  }

  check(uid: string, id: ItemId, checked: boolean): Promise<ShoppingItem> {
    return this.writing(uid, () => this.checkNow(uid, id, checked));
  }

  private async checkNow(uid: string, id: ItemId, checked: boolean): Promise<ShoppingItem> {
    const list = await this.lists
      .findOneAndUpdate(
        { uid, 'items._id': id },
        { $set: { 'items.$.checked': checked, updatedAt: new Date() }, $inc: { version: 1 } },
        { new: true, projection: { items: { $elemMatch: { _id: id } } } },
      )
      .lean<Pick<ShoppingListDoc, 'items'>>();
    const item = list?.items?.[0];
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    return toItemView(item);
  }

  removeItem(uid: string, id: ItemId): Promise<void> {
    return this.writing(uid, () => this.removeItemNow(uid, id));
  }

  private async removeItemNow(uid: string, id: ItemId): Promise<void> {
    const { matchedCount } = await this.lists.updateOne(
      { uid, 'items._id': id },
      { $pull: { items: { _id: id } }, $set: { updatedAt: new Date() }, $inc: { version: 1 } },
    );
    if (!matchedCount) throw new NotFoundException(ITEM_NOT_FOUND);
  }

  clearChecked(uid: string): Promise<ShoppingList> {
    return this.writing(uid, () => this.clearCheckedNow(uid));
  }

  private async clearCheckedNow(uid: string): Promise<ShoppingList> {
    const list = await this.lists
      .findOneAndUpdate({ uid }, { $pull: { items: { checked: true } }, $set: { updatedAt: new Date() }, $inc: { version: 1 } }, { new: true })
      .lean<ShoppingListDoc>();
    return toListView(list);
  }

  /** A write of the cook's list: their cached read goes once it is done (or failed), before its answer is sent. */
  private async writing<T>(uid: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.readCache.reads.dropAccount(uid);
    }
  }

  /** The plan's recipes of the range that still exist (one query), each with its entry's scale. */
  private async plannedIngredients(uid: string, from: PlanDate, to: PlanDate): Promise<PlannedIngredients[]> {
    const entries: StoredEntry[] = await this.mealPlans.storedEntries(uid, from, to);
    const recipes = await liveRecipesOf(this.recipes, entries, BUILD_RECIPE_PROJECTION);
    return entries.flatMap((entry) => {
      const recipe = recipes.get(String(entry.recipeId));
      if (!recipe) return [];
      const written = typeof recipe.servings === 'number' && recipe.servings > 0 ? recipe.servings : defaultServings;
      return [{ recipeId: String(recipe._id), title: recipe.title, ingredients: recipe.ingredients ?? '', factor: entry.servings / written }];
    });
  }

  /** The list's document exists (empty until built or added to); a concurrent request creating it is just as good. */
  private async ensureList(uid: string): Promise<void> {
    try {
      await this.lists.updateOne({ uid }, { $setOnInsert: { from: null, to: null, items: [], version: 0, updatedAt: null } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
