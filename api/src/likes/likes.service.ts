import { ConflictException, ForbiddenException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { API_MESSAGES, MESSAGES, type LikeRecipeResponse } from '@forkful/domain';
import { ClientSession, Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { RecipeCache } from '../recipes/cache/recipe-cache';
import { RecipeDeletionHooks } from '../recipes/recipe-deletion-hooks';
import { isDuplicateKey } from '../common/mongo-errors';
import { authoredRecipe, RECIPE_NOT_FOUND, requireRecipe } from '../recipes/recipe-ownership';
import { isAuthor } from '../recipes/recipe-view';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { Like } from './schemas/like.schema';

/** What a like or an unlike changes in its recipe: the count (and the update time mongoose's timestamps set). */
const LIKE_FIELDS = ['likeCount', 'updatedAt'];

/**
 * Likes, one transaction each (the embedded server and a real replica set both run them).
 *
 * Invariant: recipe.likeCount = recipe.baseLikeCount + number of like documents of that recipe.
 *
 * A like inserts the like document {recipeId, uid} and `$inc`s the recipe's likeCount by 1 in one transaction; an
 * unlike deletes it and `$inc`s by -1. Both writes commit together or not at all, also across a crash, so the
 * invariant holds at every instant. Races:
 *   - one user's concurrent likes: the unique (recipeId, uid) index lets one transaction insert; the others conflict
 *     (WriteConflict, retried by withTransaction) until it commits, then get the duplicate key: 409;
 *   - many users at once: their increments of the one recipe conflict and are retried, so each lands exactly once;
 *   - one user's concurrent unlikes: one deletes the document, the others then find none: 409;
 *   - a recipe deleted meanwhile: the increment finds no recipe, the transaction aborts (no like left): 404.
 *
 * Older versions wrote a like in three steps and could stop between them, leaving a like `counted: false`: a
 * migration repairs their counts once (src/migrations). The database's transactions are checked at start
 * (src/database/require-transactions.ts).
 *
 * A deleted recipe's likes are deleted after it, through the recipes' deletion hooks (recipes know nothing of likes).
 */
@Injectable()
export class LikesService implements OnModuleInit {
  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Like.name) private readonly likes: Model<Like>,
    private readonly recipeCache: RecipeCache,
    private readonly recipeDeletion: RecipeDeletionHooks,
  ) {}

  onModuleInit(): void {
    this.recipeDeletion.onDeleted((recipeId) => this.likes.deleteMany({ recipeId }));
  }

  async like(recipeId: Types.ObjectId, user: AuthUser): Promise<LikeRecipeResponse> {
    const recipe = await authoredRecipe(this.recipes, recipeId);
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (isAuthor(recipe, user)) throw new ForbiddenException(API_MESSAGES.likeOwn);
    try {
      const likeCount = await this.inTransaction(recipeId, async (session) => {
        await this.likes.create([{ recipeId, uid: user.uid }], { session });
        return this.addToLikeCount(recipeId, 1, session);
      });
      return { likeCount };
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.likeRepeated);
      throw error;
    }
  }

  async unlike(recipeId: Types.ObjectId, user: AuthUser): Promise<LikeRecipeResponse> {
    await requireRecipe(this.recipes, recipeId);
    const likeCount = await this.inTransaction(recipeId, async (session) => {
      const { deletedCount } = await this.likes.deleteOne({ recipeId, uid: user.uid }, { session });
      if (!deletedCount) throw new ConflictException(API_MESSAGES.notLiked);
      return this.addToLikeCount(recipeId, -1, session);
    });
    return { likeCount };
  }

  /**
   * Runs fn in a transaction (retried on transient conflicts); after the commit the cached reads learn that the
   * recipe's count changed (only what shows it is dropped: the recipe, the pages holding it, the most-liked list).
   */
  private async inTransaction<T>(recipeId: Types.ObjectId, fn: (session: ClientSession) => Promise<T>): Promise<T> {
    const result = await this.likes.db.transaction(fn);
    this.recipeCache.changed({ kind: 'updated', id: String(recipeId), fields: LIKE_FIELDS });
    return result;
  }

  /** The recipe's new likeCount; a recipe that vanished aborts the transaction with 404. */
  private async addToLikeCount(recipeId: Types.ObjectId, by: 1 | -1, session: ClientSession): Promise<number> {
    const updated = await this.recipes
      .findOneAndUpdate({ _id: recipeId }, { $inc: { likeCount: by } }, { new: true, projection: { likeCount: 1 }, session })
      .lean<{ likeCount: number }>();
    if (!updated) throw new NotFoundException(RECIPE_NOT_FOUND);
    return updated.likeCount;
  }
}
