import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Like } from '../likes/schemas/like.schema';
import { Recipe } from '../recipes/schemas/recipe.schema';
import { Migration } from './migration';

/**
 * Older versions wrote a like in three steps (insert `counted: false`, `$inc`, unset) and could stop between them;
 * a like is now one transaction and never leaves such a document. This recomputes, once, the likeCount of every recipe
 * with a like left `counted: false`: baseLikeCount + its like documents. It ran on every start before.
 *
 * No cache to drop: this process caches nothing before it listens, and other processes learn of the counts through
 * the recipes' change stream.
 */
@Injectable()
export class RecountInterruptedLikes implements Migration {
  readonly name = '2026-11-27-recount-interrupted-likes';
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectModel(Recipe.name) private readonly recipes: Model<Recipe>,
    @InjectModel(Like.name) private readonly likes: Model<Like>,
  ) {}

  async up(): Promise<void> {
    const repaired = await this.recount();
    if (repaired) this.logger.warn(`Recomputed likeCount of ${repaired} recipe(s) after a like interrupted by an older version`);
  }

  /** Returns how many recipes it repaired; 0 once no such like is left (so running it again changes nothing). */
  async recount(): Promise<number> {
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
      await this.likes.updateMany({ recipeId, counted: false }, { $unset: { counted: 1 } });
    }
    return recipeIds.length;
  }
}
