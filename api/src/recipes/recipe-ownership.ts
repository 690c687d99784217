import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { isAuthor } from './recipe-view';
import { Recipe } from './schemas/recipe.schema';

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** 404 unless the recipe exists (a deleted recipe is unknown): the check of the writes that need no more of it. */
export async function requireRecipe(recipes: Model<Recipe>, id: Types.ObjectId): Promise<void> {
  if (!(await recipes.exists({ _id: id }))) throw new NotFoundException(RECIPE_NOT_FOUND);
}

/** What a write needs to know of the recipe before it: its author, and the image it may let go of. */
export type AuthoredRecipe = { authorUid?: string; image?: string };
const AUTHORED = { authorUid: 1, image: 1 } as const;

/**
 * The recipe's author uid and image (null: no such recipe). A recipe older versions stored without an author uid has
 * none: it is nobody's (the legacy-recipes migration gave each to its verified account once, in src/migrations).
 */
export async function authoredRecipe(recipes: Model<Recipe>, id: Types.ObjectId): Promise<AuthoredRecipe | null> {
  return recipes.findById(id, AUTHORED).lean<AuthoredRecipe>();
}

/** The recipe when the caller is its author; else 404 (no such recipe) or 403. */
export async function requireOwnRecipe(recipes: Model<Recipe>, id: Types.ObjectId, user: AuthUser, action: 'edit' | 'delete'): Promise<AuthoredRecipe> {
  const recipe = await authoredRecipe(recipes, id);
  if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
  if (!isAuthor(recipe, user)) throw new ForbiddenException(`You can only ${action} your own recipes`);
  return recipe;
}
