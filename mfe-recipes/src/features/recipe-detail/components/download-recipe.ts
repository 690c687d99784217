import type { Recipe } from '@forkful/domain';
import { recipeSchemaOrg } from './recipe-schema-org';

/** How long the file's object URL is kept after the click: some browsers read it only once the download starts. */
const REVOKE_AFTER_MS = 10_000;

/** `creamy-garlic-pasta.recipe.json`: the title in lowercase ASCII words joined by "-" (accents dropped), else `recipe.json`. */
export function recipeFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}.recipe.json` : 'recipe.json';
}

/**
 * Saves the recipe as a JSON file of one schema.org Recipe (what its page's JSON-LD says), which Forkful's file import,
 * Mealie and Tandoor read. Made in the browser: no request.
 */
export function downloadRecipe(recipe: Recipe): void {
  const file = new Blob([JSON.stringify(recipeSchemaOrg(recipe), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = recipeFileName(recipe.title);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
