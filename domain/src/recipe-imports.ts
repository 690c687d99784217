/**
 * Bringing recipes in and taking them out (issue 32): the shapes POST /imports, /imports/photo, /imports/file and
 * GET /my-recipes/export share with the dashboard, their limits and their messages. Pure. Reading and writing
 * schema.org Recipe objects is `@forkful/domain/schema-org`.
 */
import type { Category, Cuisine } from './recipe';

/** What an imported page gives the Add Recipe form to review: nothing is saved until the cook presses Add Recipe. */
export interface RecipeDraft {
  title: string;
  /** Comma-separated, as the form takes them (a comma inside one line becomes a semicolon, so it stays one line). */
  ingredients: string;
  /** Numbered steps, one per line ("1. ..."). */
  instructions: string;
  /** Integer minutes, when the page says (its total time, else prep plus cook time). */
  prepTime?: number;
  servings?: number;
  /** Mapped to ours; `Others` when it matches none. */
  cuisineType: Cuisine;
  categories: Category[];
  /**
   * Where the recipe came from, kept as its "Source" link: the imported page (after redirects), or a file's
   * `isBasedOn` / `url`. Absent when a file names none.
   */
  sourceUrl?: string;
  /** The page's photo, absolute: fetched and stored through the photo pipeline when the recipe is saved. */
  imageUrl?: string;
}

/** POST /imports. */
export interface ImportPageInput {
  url: string;
}

/** POST /imports/photo: a photo named by an imported page, fetched safely and stored like an upload. */
export interface ImportPhotoInput {
  url: string;
}

/** One recipe of an imported file that was saved. `index` is its 0-based place in the file. */
export interface ImportedFileRecipe {
  index: number;
  id: string;
  title: string;
}

/** One recipe of an imported file that was refused, and why. */
export interface RefusedFileRecipe {
  index: number;
  /** Its name when it has one. */
  title?: string;
  reason: string;
}

/** POST /imports/file answers this: every recipe of the file is in one list or the other. */
export interface ImportFileResult {
  imported: ImportedFileRecipe[];
  refused: RefusedFileRecipe[];
}

export const IMPORT_LIMITS = {
  /** Page and photo imports, and file imports, per account and hour (IMPORTS_PER_HOUR), counted by every API process together. */
  perHour: 30,
  /** Redirects followed, each checked like the first address. */
  maxRedirects: 5,
  /** Everything a fetch takes, redirects included. */
  fetchTimeoutMs: 10_000,
  pageMaxBytes: 5 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Recipes in one imported file. */
  fileMaxRecipes: 200,
  /** An imported file's JSON body. */
  fileMaxBytes: 8 * 1024 * 1024,
  /** The URL field. */
  urlMaxLength: 2048,
} as const;

/** What the cook reads when an import is refused (the API's 4xx messages; the dialog shows them as they are). */
export const IMPORT_MESSAGES = {
  notPublicAddress: 'That address is not a public web page',
  notWebPage: 'That address does not lead to a web page',
  notImage: 'That address does not lead to a photo',
  tooSlow: 'That page took too long to answer',
  tooLarge: 'That page is too large to import',
  imageTooLarge: 'That photo is too large to import',
  tooManyRedirects: 'That address redirects too many times',
  unreachable: 'That page could not be reached',
  upstreamError: (status: number) => `That page answered with an error (HTTP ${status})`,
  noRecipe: 'No recipe was found on that page',
  fileNotRecipes: 'That file holds no schema.org recipes',
  fileTooManyRecipes: 'A file may hold at most 200 recipes',
} as const;

/** The export's file name for a day: `forkful-recipes-2026-11-27.json`. */
export function exportFileName(date: Date): string {
  return `forkful-recipes-${date.toISOString().slice(0, 10)}.json`;
}
