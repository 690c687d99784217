import { IMPORT_LIMITS, type RecipeDraft } from '../recipe-imports';
import { RECIPE_LIMITS } from '../recipe';
import { cuisineOf, categoriesOf } from './cuisine-map';
import { recipeMinutes } from './durations';
import { ingredientLines, ingredientsText } from './ingredients';
import { instructionSteps, numberSteps } from './instructions';
import { servingsOfYield } from './recipe-yield';
import { cleanText, fitText } from './text';
import { httpUrlOf, isRecipeNode, isSchemaObject, listOf, propertyOf, rawTextOf } from './values';
import type { SchemaOrgObject } from './write-recipe';

/** A schema.org object read as a recipe: its draft, or why it cannot be one. */
export type ReadRecipe = { draft: RecipeDraft } | { reason: string };

/** Why an object is not a recipe we can import: the import dialog and a file's refusals show these as they are. */
export const RECIPE_REFUSALS = {
  notRecipe: 'It is not a schema.org Recipe',
  noName: 'It has no name',
  noIngredients: 'It has no ingredients',
  noInstructions: 'It has no instructions',
} as const;

/** How deep the search looks (an array is a level), and how many objects it visits: bounds on hostile input. */
const MAX_SEARCH_DEPTH = 8;
const MAX_SEARCH_VISITS = 50_000;
/**
 * Recipes found at most: one more than a file may hold, so a caller can tell a file has too many. A page reader keeps
 * fewer.
 */
export const MAX_FOUND_RECIPES = IMPORT_LIMITS.fileMaxRecipes + 1;

/**
 * Every schema.org Recipe in a parsed JSON-LD value: a Recipe object, an array of them, an `@graph`, a `@type` array
 * naming Recipe, nested within bounds (depth and count), in document order.
 *
 * Any property is searched (a WebPage's `mainEntity`, an ItemList's items), not a Recipe's own: a recipe holds no
 * recipes. At most MAX_FOUND_RECIPES, MAX_SEARCH_DEPTH levels deep.
 */
export function findSchemaOrgRecipes(value: unknown): SchemaOrgObject[] {
  const found: SchemaOrgObject[] = [];
  let visits = 0;
  const visit = (item: unknown, depth: number): void => {
    if (found.length >= MAX_FOUND_RECIPES || visits >= MAX_SEARCH_VISITS || depth > MAX_SEARCH_DEPTH) return;
    if (typeof item !== 'object' || item === null) return;
    visits += 1;
    if (Array.isArray(item)) {
      for (const entry of item) {
        if (found.length >= MAX_FOUND_RECIPES || visits >= MAX_SEARCH_VISITS) return;
        visit(entry, depth + 1);
      }
      return;
    }
    if (isRecipeNode(item)) {
      found.push(item);
      return;
    }
    for (const key of Object.keys(item)) {
      if (found.length >= MAX_FOUND_RECIPES || visits >= MAX_SEARCH_VISITS) return;
      visit((item as SchemaOrgObject)[key], depth + 1);
    }
  };
  visit(value, 0);
  return found;
}

/** The recipe's name as our title, or undefined when it has none. */
function titleOf(node: SchemaOrgObject): string | undefined {
  const name = listOf(propertyOf(node, 'name')).map(rawTextOf).find((text) => text !== undefined && cleanText(text));
  return name === undefined ? undefined : fitText(cleanText(name), RECIPE_LIMITS.title);
}

/** The first usable photo of an `image`: an address, an ImageObject (`url`, `contentUrl`), or a list of either. */
function imageUrlOf(image: unknown, baseUrl: string | undefined): string | undefined {
  for (const entry of listOf(image).slice(0, 20)) {
    const candidates = isSchemaObject(entry) ? [propertyOf(entry, 'url'), propertyOf(entry, 'contentUrl')] : [entry];
    for (const candidate of candidates) {
      const url = httpUrlOf(candidate, baseUrl, RECIPE_LIMITS.imageUrl);
      if (url) return url;
    }
  }
  return undefined;
}

/** Where the recipe came from: its `isBasedOn` (an address or an object's `url`), else its `url`, else the page. */
function sourceUrlOf(node: SchemaOrgObject, baseUrl: string | undefined): string | undefined {
  const basedOn = listOf(propertyOf(node, 'isBasedOn'))[0];
  const candidates = [isSchemaObject(basedOn) ? propertyOf(basedOn, 'url') : basedOn, propertyOf(node, 'url'), baseUrl];
  for (const candidate of candidates) {
    const url = httpUrlOf(listOf(candidate)[0], baseUrl, RECIPE_LIMITS.sourceUrl);
    if (url) return url;
  }
  return undefined;
}

function readRecipe(node: SchemaOrgObject, baseUrl: string | undefined): ReadRecipe {
  const typed = propertyOf(node, '@type') !== undefined;
  if (typed && !isRecipeNode(node)) return { reason: RECIPE_REFUSALS.notRecipe };
  const title = titleOf(node);
  if (!title) return { reason: RECIPE_REFUSALS.noName };
  const recipeIngredient = propertyOf(node, 'recipeIngredient');
  const ingredients = ingredientsText(ingredientLines(recipeIngredient ?? propertyOf(node, 'ingredients')));
  if (!ingredients) return { reason: RECIPE_REFUSALS.noIngredients };
  const instructions = numberSteps(instructionSteps(propertyOf(node, 'recipeInstructions')), RECIPE_LIMITS.instructions);
  if (!instructions) return { reason: RECIPE_REFUSALS.noInstructions };

  const draft: RecipeDraft = {
    title,
    ingredients,
    instructions,
    cuisineType: cuisineOf(propertyOf(node, 'recipeCuisine')),
    categories: categoriesOf(node),
  };
  const prepTime = recipeMinutes(node);
  if (prepTime !== undefined) draft.prepTime = prepTime;
  const servings = servingsOfYield(propertyOf(node, 'recipeYield') ?? propertyOf(node, 'yield'));
  if (servings !== undefined) draft.servings = servings;
  const sourceUrl = sourceUrlOf(node, baseUrl);
  if (sourceUrl) draft.sourceUrl = sourceUrl;
  const imageUrl = imageUrlOf(propertyOf(node, 'image'), baseUrl);
  if (imageUrl) draft.imageUrl = imageUrl;
  return { draft };
}

/**
 * One schema.org Recipe as a draft for our form: `baseUrl` (the page's address) resolves relative image and source
 * addresses, and is the source when the object names none.
 *
 * Refused with a reason (RECIPE_REFUSALS) when it is typed as something else, or has no name, ingredients or
 * instructions. Any field may hold any JSON: what cannot be read is left out, and it never throws.
 */
export function readSchemaOrgRecipe(node: SchemaOrgObject, baseUrl?: string): ReadRecipe {
  if (!isSchemaObject(node)) return { reason: RECIPE_REFUSALS.notRecipe };
  const base = httpUrlOf(baseUrl, undefined, RECIPE_LIMITS.sourceUrl);
  try {
    return readRecipe(node, base);
  } catch {
    // Every reader above is written not to throw; this keeps one oversight from failing a whole import.
    return { reason: RECIPE_REFUSALS.notRecipe };
  }
}
