import type { Recipe } from '../recipe';

/** A schema.org object as JSON (JSON-LD). */
export type SchemaOrgObject = Record<string, unknown>;

/** The absolute addresses a written recipe links to. */
export interface RecipeLinks {
  /** The recipe's own page on Forkful. */
  pageUrl?: string;
  /** Its photo, absolute. */
  imageUrl?: string;
}

/**
 * A recipe as a schema.org Recipe (with `@context`): what search engines read on its page, and what the export and the
 * Download hold, readable again by readSchemaOrgRecipe (and by Mealie and Tandoor).
 */
export function recipeToSchemaOrg(recipe: Recipe, links: RecipeLinks): SchemaOrgObject {
  throw new Error(`not yet: ${recipe._id} ${String(links.pageUrl)}`);
}

/** JSON for a <script> element: "<" is escaped so a recipe's text can never close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
