import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SavedRecipeStatus } from '@forkful/domain';
import mongoose, { Model, Types } from 'mongoose';
import { PageQueryDto, pageWindow } from '../common/page-query.dto';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import { isDuplicateKey } from '../common/mongo-errors';
import { RECIPE_NOT_FOUND, requireRecipe } from '../recipes/recipe-ownership';
import type { RecipePageResult } from '../recipes/recipe-queries.service';
import { StoredRecipe, toRecipeView, VIEW_PROJECTION } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { SavedRecipe } from './schemas/saved-recipe.schema';

/**
 * Saved recipes: one document per (uid, recipe), every call keyed by the caller's token uid, so one user never reads
 * or changes another's list. Saving and removing are idempotent. Any recipe may be saved, one's own included. A
 * deleted recipe's saves are deleted after it, through the recipes' deletion hooks.
 */
@Injectable()
export class SavedRecipesService implements OnModuleInit {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(SavedRecipe.name) private readonly saves: Model<SavedRecipe>,
    private readonly recipeDeletion: RecipeDeletionHooks,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onModuleInit(): void {
    this.recipeDeletion.onDeleted((recipeId) => this.saves.deleteMany({ recipeId }));
  }

  /**
   * Saves the recipe for the caller; saving again keeps the first saved time. Two concurrent saves: the unique index
   * lets one insert, and the other's duplicate key means the same thing, "saved".
   */
  async save(recipeId: Types.ObjectId, uid: string): Promise<void> {
    await requireRecipe(this.recipes, recipeId);
    try {
      await this.saves.updateOne({ uid, recipeId }, { $setOnInsert: { createdAt: new Date() } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Deleted since the check (its deletion hook may have run before the upsert): leave no save naming nothing.
    if (!(await this.recipes.exists({ _id: recipeId }))) {
      await this.saves.deleteOne({ uid, recipeId });
      throw new NotFoundException(RECIPE_NOT_FOUND);
    }
  }

  /** Removes the caller's save of the recipe; not saved is fine too. */
  async remove(recipeId: Types.ObjectId, uid: string): Promise<void> {
    await requireRecipe(this.recipes, recipeId);
    await this.saves.deleteOne({ uid, recipeId });
  }

  async status(recipeId: Types.ObjectId, uid: string): Promise<SavedRecipeStatus> {
    await requireRecipe(this.recipes, recipeId);
    return { recipeId: String(recipeId), saved: !!(await this.saves.exists({ uid, recipeId })) };
  }

  /** A page of the caller's saved recipes, newest saved first, in the recipe list shape; total = how many are saved. */
  async list(uid: string, query: PageQueryDto): Promise<RecipePageResult> {
    const { skip, limit } = pageWindow(query);
    const [total, saved] = await Promise.all([
      this.saves.countDocuments({ uid }),
      this.saves.find({ uid }, { recipeId: 1 }).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<Array<{ recipeId: Types.ObjectId }>>(),
    ]);
    if (!saved.length) return { recipes: [], total };
    const ids = saved.map((save) => save.recipeId);
    // sanitizeFilter would neutralise the operator; the ids are ours, read from the saves above.
    const found = await this.recipes.find({ _id: mongoose.trusted({ $in: ids }) }, VIEW_PROJECTION).lean<StoredRecipe[]>();
    const byId = new Map(found.map((recipe) => [String(recipe._id), recipe]));
    const missing = ids.filter((id) => !byId.has(String(id)));
    // A recipe deleted without its saves (a crash between the two): skipped here, and its save removed.
    if (missing.length) await this.saves.deleteMany({ uid, recipeId: mongoose.trusted({ $in: missing }) });
    const recipes = ids.flatMap((id) => {
      const recipe = byId.get(String(id));
      return recipe ? [toRecipeView(recipe, this.config.publicUrl)] : [];
    });
    return { recipes, total: total - missing.length };
  }
}
