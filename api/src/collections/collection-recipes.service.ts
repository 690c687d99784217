import { BadRequestException, ConflictException, HttpException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, type Collection, type CollectionSummary } from '@forkful/domain';
import mongoose, { Model, Types } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import { RECIPE_NOT_FOUND, requireRecipe } from '../recipes/recipe-ownership';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { idsEqual, ownerNameOf, StoredCollection } from './collection-view';
import { CollectionsService } from './collections.service';
import { RecipeCollection } from './schemas/recipe-collection.schema';

const { recipesMax } = COLLECTION_LIMITS;

/** Whether `order` lists each of `current` once (and nothing else). */
export function isPermutationOf(current: Types.ObjectId[], order: Types.ObjectId[]): boolean {
  if (order.length !== current.length) return false;
  const listed = new Set(order.map(String));
  return listed.size === order.length && current.every((id) => listed.has(String(id)));
}

/**
 * The recipes of a collection: added at the end, removed, reordered, by its owner only. Each write is one atomic
 * update whose filter holds its rule (not in it yet, not full, the order it was read in), so concurrent writes never
 * store a duplicate, more than COLLECTION_LIMITS.recipesMax recipes, or lose a recipe. A deleted recipe leaves
 * every collection (the recipes' deletion hooks).
 */
@Injectable()
export class CollectionRecipesService implements OnModuleInit {
  constructor(
    @InjectModel(RecipeCollection.name) private readonly collections: Model<RecipeCollection>,
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    private readonly recipeDeletion: RecipeDeletionHooks,
    private readonly collectionsService: CollectionsService,
  ) {}

  onModuleInit(): void {
    // Not the collections' change: their updatedAt stays.
    this.recipeDeletion.onDeleted((recipeId) =>
      this.collections.updateMany({ recipeIds: recipeId }, { $pull: { recipeIds: recipeId } }, { timestamps: false }),
    );
  }

  /** Adds the recipe at the end: 404 for an unknown recipe, 409 when it is already in or the collection is full. */
  async add(id: Types.ObjectId, recipeId: Types.ObjectId, user: AuthUser): Promise<CollectionSummary> {
    await this.collectionsService.writable(id, user);
    await requireRecipe(this.recipes, recipeId);
    let updated: StoredCollection | null = null;
    // A second try only when a concurrent removal made room between the refused update and the look at why.
    for (let attempt = 0; attempt < 2 && !updated; attempt++) {
      updated = await this.collections
        .findOneAndUpdate(
          {
            _id: id,
            ownerUid: user.uid,
            // sanitizeFilter would neutralise the operators; the values are ours (a parsed id, a constant).
            recipeIds: mongoose.trusted({ $ne: recipeId }),
            [`recipeIds.${recipesMax - 1}`]: mongoose.trusted({ $exists: false }),
          },
          { $push: { recipeIds: recipeId }, $set: { ownerName: ownerNameOf(user) } },
          { new: true },
        )
        .lean<StoredCollection>();
      if (!updated) {
        const refusal = await this.whyNotAdded(id, recipeId);
        if (refusal) throw refusal;
      }
    }
    if (!updated) throw new ConflictException(COLLECTION_MESSAGES.full);
    // Deleted since the check (its hook may have run before the push): leave no id naming nothing.
    if (!(await this.recipes.exists({ _id: recipeId }))) {
      await this.collections.updateOne({ _id: id }, { $pull: { recipeIds: recipeId } }, { timestamps: false });
      throw new NotFoundException(RECIPE_NOT_FOUND);
    }
    return this.collectionsService.summary(updated, true);
  }

  /** 404 when the recipe is not in it (a malformed recipe id is the pipe's 404). */
  async remove(id: Types.ObjectId, recipeId: Types.ObjectId, user: AuthUser): Promise<void> {
    await this.collectionsService.writable(id, user);
    const { matchedCount } = await this.collections.updateOne(
      { _id: id, ownerUid: user.uid, recipeIds: recipeId },
      { $pull: { recipeIds: recipeId }, $set: { ownerName: ownerNameOf(user) } },
    );
    if (!matchedCount) throw new NotFoundException(COLLECTION_MESSAGES.notIn);
  }

  /** The recipes in a new order: each of them once, else 400 (also when they changed since the order was read). */
  async reorder(id: Types.ObjectId, recipeIds: string[], user: AuthUser): Promise<Collection> {
    const collection = await this.collectionsService.writable(id, user);
    const order = recipeIds.map((recipeId) => new Types.ObjectId(recipeId));
    if (!isPermutationOf(collection.recipeIds, order)) throw new BadRequestException(COLLECTION_MESSAGES.orderMismatch);
    const updated = await this.collections
      .findOneAndUpdate(
        { _id: id, ownerUid: user.uid, recipeIds: collection.recipeIds },
        { $set: { recipeIds: order, ownerName: ownerNameOf(user) } },
        { new: true },
      )
      .lean<StoredCollection>();
    if (!updated) throw new BadRequestException(COLLECTION_MESSAGES.orderMismatch);
    return this.collectionsService.whole(updated, true);
  }

  /** Why the add's update matched nothing: gone (404), already in or full (409); null when it may be tried again. */
  private async whyNotAdded(id: Types.ObjectId, recipeId: Types.ObjectId): Promise<HttpException | null> {
    const current = await this.collections.findById(id, { recipeIds: 1 }).lean<Pick<StoredCollection, 'recipeIds'>>();
    if (!current) return new NotFoundException(COLLECTION_MESSAGES.notFound);
    if (current.recipeIds.some((inIt) => idsEqual(inIt, recipeId))) return new ConflictException(COLLECTION_MESSAGES.alreadyIn);
    return current.recipeIds.length >= recipesMax ? new ConflictException(COLLECTION_MESSAGES.full) : null;
  }
}
