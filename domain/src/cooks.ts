/** Cooks: the people who share recipes, and their public pages. Their calls' paths: api-paths.ts. */
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

/** The shell's path of a cook's public page. */
export const cookPagePath = (uid: string): string => `/cooks/${encodeURIComponent(uid)}`;

/** The total of a paged answer: its X-Total-Count header, else the length of the page. */
export function totalCountOf(headers: Record<string, unknown>, pageLength: number): number {
  const total = Number(headers['x-total-count']);
  return Number.isInteger(total) && total >= 0 ? total : pageLength;
}
