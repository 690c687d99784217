/**
 * Saved recipes (favourites) and author pages: the calls' paths and shapes, shared by the API and the remotes. Pure and
 * in core, so each remote bundles its own copy and an older shell's shared contracts cannot lack them.
 */
import type { Recipe } from './recipe';

/** A recipe as the public author pages list it: the list shape without the author's email. */
export type PublicRecipe = Omit<Recipe, 'authorEmail'>;

/** GET /authors/{uid}. Never an email. */
export interface AuthorProfile {
  uid: string;
  displayName: string;
  /** The account's picture, or null when it has none. */
  photoURL: string | null;
  recipeCount: number;
}

/** GET /favourites/{recipeId}: whether the caller saved that recipe. */
export interface FavouriteStatus {
  recipeId: string;
  saved: boolean;
}

/** Author uids the API accepts in paths: Firebase's own and the sample cooks' (letters, digits, _ and -). */
export const AUTHOR_UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The API's paths for these calls, one place for every client. */
export const COOK_API_PATHS = {
  favourites: '/favourites',
  favourite: (recipeId: string) => `/favourites/${encodeURIComponent(recipeId)}`,
  author: (uid: string) => `/authors/${encodeURIComponent(uid)}`,
  authorRecipes: (uid: string) => `/authors/${encodeURIComponent(uid)}/recipes`,
} as const;

/** The shell's path of an author's public page. */
export const cookPagePath = (uid: string): string => `/cooks/${encodeURIComponent(uid)}`;

/** The total of a paged answer: its X-Total-Count header, else the length of the page. */
export function totalCountOf(headers: Record<string, unknown>, pageLength: number): number {
  const total = Number(headers['x-total-count']);
  return Number.isInteger(total) && total >= 0 ? total : pageLength;
}

/** What the new screens say (the spec predates them). */
export const COOK_MESSAGES = {
  saveRecipe: 'Save recipe',
  saved: 'Saved',
  savedRecipes: 'Saved Recipes',
  savedEmpty: "You haven't saved any recipes yet!",
  savedEmptyHint: 'Tap "Save recipe" on any recipe to keep it here',
  saveFailed: 'Could not save this recipe',
  unsaveFailed: 'Could not remove this recipe from your saved recipes',
  removedFromSaved: 'Removed from your saved recipes',
  removeFromSaved: 'Remove from saved',
  servings: 'Servings',
  startCooking: 'Start cooking',
  step: (n: number, of: number) => `Step ${n} of ${of}`,
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  authorNotFound: 'Cook not found',
  authorRecipesEmpty: 'No recipes shared yet',
} as const;
