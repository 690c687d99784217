import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RecipeStats } from '@forkful/domain';
import { Model } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { ownRecipesFilter } from './recipe-view';
import { Recipe } from './schemas/recipe.schema';

/** The dashboard's overview totals. */
@Injectable()
export class RecipeStatsService {
  constructor(@InjectModel(Recipe.name) private readonly recipes: Model<Recipe>) {}

  /** All recipes, the caller's (by uid), all likes. */
  async stats(user: AuthUser): Promise<RecipeStats> {
    const [totalRecipes, myRecipes, likes] = await Promise.all([
      this.recipes.estimatedDocumentCount(),
      this.recipes.countDocuments(ownRecipesFilter(user)),
      this.recipes.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: '$likeCount' } } }]),
    ]);
    return { totalRecipes, myRecipes, totalLikes: likes[0]?.total ?? 0 };
  }
}
