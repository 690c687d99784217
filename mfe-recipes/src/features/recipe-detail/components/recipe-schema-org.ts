import type { Recipe } from '@forkful/domain';
import { recipeToSchemaOrg, type SchemaOrgObject } from '@forkful/domain/schema-org';
import { resolveImageUrl } from '@forkful/ui';

/**
 * The recipe on this page as one schema.org Recipe: the page's JSON-LD and its Download hold the same object, linking
 * to this page and to the photo's absolute address (a seeded photo's path is resolved against the API).
 */
export function recipeSchemaOrg(recipe: Recipe): SchemaOrgObject {
  return recipeToSchemaOrg(recipe, {
    pageUrl: typeof window !== 'undefined' ? window.location.href : undefined,
    imageUrl: resolveImageUrl(recipe.image) ?? undefined,
  });
}
