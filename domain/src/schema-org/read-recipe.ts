import type { RecipeDraft } from '../recipe-imports';
import type { SchemaOrgObject } from './write-recipe';

/** A schema.org object read as a recipe: its draft, or why it cannot be one. */
export type ReadRecipe = { draft: RecipeDraft } | { reason: string };

/**
 * Every schema.org Recipe in a parsed JSON-LD value: a Recipe object, an array of them, an `@graph`, a `@type` array
 * naming Recipe, nested within bounds (depth and count), in document order.
 */
export function findSchemaOrgRecipes(value: unknown): SchemaOrgObject[] {
  throw new Error(`not yet: ${typeof value}`);
}

/**
 * One schema.org Recipe as a draft for our form: `baseUrl` (the page's address) resolves relative image and source
 * addresses, and is the source when the object names none.
 */
export function readSchemaOrgRecipe(node: SchemaOrgObject, baseUrl?: string): ReadRecipe {
  throw new Error(`not yet: ${typeof node} ${String(baseUrl)}`);
}
