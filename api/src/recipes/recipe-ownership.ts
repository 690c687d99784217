import { ForbiddenException, NotFoundException } from '@nestjs/common';
import mongoose, { Model, Types } from 'mongoose';
import { AuthUser } from '../auth/auth-user';
import { isAuthor } from './recipe-view';
import { Recipe } from './schemas/recipe.schema';

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** 404 unless the recipe exists (a deleted recipe is unknown): the check of the writes that need no more of it. */
export async function requireRecipe(recipes: Model<Recipe>, id: Types.ObjectId): Promise<void> {
  if (!(await recipes.exists({ _id: id }))) throw new NotFoundException(RECIPE_NOT_FOUND);
}

/** A recipe older versions stored by email only: no author uid (missing, null or empty). */
function unownedOf(email: string): Record<string, unknown> {
  // sanitizeFilter would neutralise the operator; the filter is ours, the email is compared as a plain value.
  return { authorEmail: email, authorUid: mongoose.trusted({ $in: [null, ''] }) };
}

/**
 * Gives the caller the recipes older versions stored under the caller's email without an author uid, when the
 * caller's token says the email is verified (an email alone proves nothing: anyone can register any address with a
 * password). The uid is recorded, so from then on the account owns them, whatever happens to the email.
 *
 * Once and whole: all of an email's unowned recipes are claimed in one transaction. Two verified accounts racing
 * for the same email write the same documents, so one transaction conflicts, is retried, and finds nothing left:
 * every recipe goes to the first, none is split. Returns how many recipes the caller claimed.
 */
export async function claimLegacyRecipes(recipes: Model<Recipe>, user: AuthUser): Promise<number> {
  if (!user.emailVerified || !user.email) return 0;
  const filter = unownedOf(user.email);
  // The common case (nothing to claim) costs one indexed read and no transaction.
  if (!(await recipes.exists(filter))) return 0;
  return recipes.db.transaction(async (session) => {
    const { modifiedCount } = await recipes.updateMany(filter, { $set: { authorUid: user.uid } }, { session });
    return modifiedCount;
  });
}

/** What a write needs to know of the recipe before it: its author, and the image it may let go of. */
export type AuthoredRecipe = { authorUid?: string; image?: string };
const AUTHORED = { authorUid: 1, image: 1 } as const;

/** The recipe's author uid (null: no such recipe); an unowned older recipe is first offered to the caller's claim. */
export async function authoredRecipe(recipes: Model<Recipe>, id: Types.ObjectId, user: AuthUser): Promise<AuthoredRecipe | null> {
  const recipe = await recipes.findById(id, AUTHORED).lean<AuthoredRecipe>();
  if (!recipe || recipe.authorUid) return recipe;
  await claimLegacyRecipes(recipes, user);
  // Read again: the claim may have gone to the caller, or (a race) to another account.
  return recipes.findById(id, AUTHORED).lean<AuthoredRecipe>();
}

/** The recipe when the caller is its author (after any claim); else 404 (no such recipe) or 403. */
export async function requireOwnRecipe(recipes: Model<Recipe>, id: Types.ObjectId, user: AuthUser, action: 'edit' | 'delete'): Promise<AuthoredRecipe> {
  const recipe = await authoredRecipe(recipes, id, user);
  if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
  if (!isAuthor(recipe, user)) throw new ForbiddenException(`You can only ${action} your own recipes`);
  return recipe;
}
