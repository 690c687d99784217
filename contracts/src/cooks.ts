/**
 * Cooks (the people who share recipes: their public pages) and the paths of the calls behind the cook features, saved
 * recipes included (their shape: saved-recipes.ts). Shared by the API and the remotes. Pure and in core, so each remote
 * bundles its own copy and an older shell's shared contracts cannot lack them.
 */
import type { Recipe } from './recipe';

/** A recipe as a cook's public page lists it: the list shape without the author's email. */
export type PublicRecipe = Omit<Recipe, 'authorEmail'>;

/** GET /cooks/{uid}. Never an email. */
export interface CookProfile {
  uid: string;
  displayName: string;
  /** The account's picture, or null when it has none. */
  photoURL: string | null;
  recipeCount: number;
}

/** Cook uids the API accepts in paths: Firebase's own and the sample cooks' (letters, digits, _ and -). */
export const COOK_UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The API's paths for these calls, one place for every client. The API still answers the names they had before
 * (/authors…, /favourites…) for remotes built against them; nothing new should call those.
 */
export const COOK_API_PATHS = {
  cooks: '/cooks',
  cook: (uid: string) => `/cooks/${encodeURIComponent(uid)}`,
  cookRecipes: (uid: string) => `/cooks/${encodeURIComponent(uid)}/recipes`,
  savedRecipes: '/saved-recipes',
  savedRecipe: (recipeId: string) => `/saved-recipes/${encodeURIComponent(recipeId)}`,
} as const;

/** The shell's path of a cook's public page. */
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
  cookNotFound: 'Cook not found',
  cookRecipesEmpty: 'No recipes shared yet',
} as const;
