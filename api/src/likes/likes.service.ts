import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { API_MESSAGES, MESSAGES, type LikeRecipeResponse } from '@forkful/contracts';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { isAuthor, StoredRecipe } from '../recipes/recipe-view';
import { RECIPE_NOT_FOUND, RecipesService } from '../recipes/recipes.service';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { Like } from './schemas/like.schema';

const DUPLICATE_KEY = 11000;

/**
 * Likes without transactions (the embedded server is a standalone node).
 *
 * Invariant: recipe.likeCount = recipe.baseLikeCount + number of like documents of that recipe.
 *
 * Liking is three single-document writes, each atomic on its own:
 *   1. insert the like document {recipeId, uid, counted: false}. The unique (recipeId, uid) index decides
 *      every race: of 50 concurrent likes by one user exactly one insert succeeds, the others get 409.
 *   2. $inc likeCount by 1 on the recipe: atomic, so 50 users liking at once give exactly +50.
 *   3. mark the like counted: true.
 * A crash (or a database error) between 1 and 3 leaves a like with counted: false. On start-up, before the API
 * takes requests, every recipe with such a like gets its likeCount recomputed from the invariant (a $set of
 * an absolute value, so a like whose $inc did happen is not counted twice), and its likes are marked counted.
 * If the recipe vanished between 1 and 2 (deleted concurrently), the like is removed and the caller gets 404.
 */
@Injectable()
export class LikesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(LikesService.name);

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Like.name) private readonly likes: Model<Like>,
    private readonly recipesService: RecipesService,
  ) {}

  async like(recipeId: Types.ObjectId, user: AuthUser): Promise<LikeRecipeResponse> {
    const recipe = await this.recipes.findById(recipeId, { authorUid: 1, authorEmail: 1 }).lean<StoredRecipe>();
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (isAuthor(recipe, user)) throw new ForbiddenException(API_MESSAGES.likeOwn);

    let likeId: Types.ObjectId;
    try {
      likeId = (await this.likes.create({ recipeId, uid: user.uid, counted: false }))._id;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException(MESSAGES.likeRepeated);
      throw error;
    }

    let updated: { likeCount: number } | null;
    try {
      updated = await this.recipes
        .findOneAndUpdate({ _id: recipeId }, { $inc: { likeCount: 1 } }, { new: true, projection: { likeCount: 1 } })
        .lean<{ likeCount: number }>();
    } catch (error) {
      // Undo step 1 so the user can try again; if even this fails, start-up reconciliation repairs the count.
      await this.likes.deleteOne({ _id: likeId }).catch(() => undefined);
      throw error;
    }
    if (!updated) {
      await this.likes.deleteOne({ _id: likeId });
      throw new NotFoundException(RECIPE_NOT_FOUND);
    }
    this.recipesService.invalidateTop();
    await this.likes.updateOne({ _id: likeId }, { $set: { counted: true } });
    return { likeCount: updated.likeCount };
  }

  onApplicationBootstrap(): Promise<number> {
    return this.reconcile();
  }

  /** Repairs the likeCount of every recipe with a like whose increment was not confirmed. Returns how many. */
  async reconcile(): Promise<number> {
    const pending = await this.likes.find({ counted: false }, { recipeId: 1 }).lean<{ recipeId: Types.ObjectId }[]>();
    const recipeIds = [...new Map(pending.map((like) => [String(like.recipeId), like.recipeId])).values()];
    for (const recipeId of recipeIds) {
      const recipe = await this.recipes.findById(recipeId, { baseLikeCount: 1 }).lean<{ baseLikeCount?: number }>();
      if (!recipe) {
        await this.likes.deleteMany({ recipeId });
        continue;
      }
      const likeDocuments = await this.likes.countDocuments({ recipeId });
      await this.recipes.updateOne({ _id: recipeId }, { $set: { likeCount: (recipe.baseLikeCount ?? 0) + likeDocuments } });
      await this.likes.updateMany({ recipeId, counted: false }, { $set: { counted: true } });
    }
    if (recipeIds.length) this.recipesService.invalidateTop();
    if (recipeIds.length) this.logger.warn(`Recomputed likeCount of ${recipeIds.length} recipe(s) after an interrupted like`);
    return recipeIds.length;
  }
}
