import { splitCommaList, type Recipe } from '../recipe';
import { stepsOfText } from './instructions';

/** A schema.org object as JSON (JSON-LD). */
export type SchemaOrgObject = Record<string, unknown>;

/** The absolute addresses a written recipe links to. */
export interface RecipeLinks {
  /** The recipe's own page on Forkful. */
  pageUrl?: string;
  /** Its photo, absolute. */
  imageUrl?: string;
}

/** Steps as HowToStep objects when there are several (one a line), else the text as it is. */
function instructionsOf(instructions: string | undefined): string | SchemaOrgObject[] {
  const text = (instructions ?? '').trim();
  const steps = stepsOfText(text);
  return steps.length < 2 ? text : steps.map((step) => ({ '@type': 'HowToStep', text: step }));
}

/** Whole minutes as an ISO 8601 duration, when there are some. */
function minutesDuration(minutes: number): string | undefined {
  const whole = Number.isFinite(minutes) ? Math.round(minutes) : 0;
  return whole > 0 ? `PT${whole}M` : undefined;
}

/**
 * A recipe as a schema.org Recipe (with `@context`): what search engines read on its page, and what the export and the
 * Download hold, readable again by readSchemaOrgRecipe (and by Mealie and Tandoor).
 */
export function recipeToSchemaOrg(recipe: Recipe, links: RecipeLinks): SchemaOrgObject {
  const prepTime = minutesDuration(recipe.prepTime);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(links.imageUrl ? { image: [links.imageUrl] } : {}),
    ...(links.pageUrl ? { url: links.pageUrl } : {}),
    ...(recipe.sourceUrl ? { isBasedOn: recipe.sourceUrl } : {}),
    author: { '@type': 'Person', name: recipe.authorName },
    recipeCuisine: recipe.cuisineType,
    ...(recipe.categories?.length ? { recipeCategory: recipe.categories.join(', ') } : {}),
    ...(prepTime ? { prepTime, totalTime: prepTime } : {}),
    ...(recipe.servings ? { recipeYield: String(recipe.servings) } : {}),
    recipeIngredient: splitCommaList(recipe.ingredients),
    recipeInstructions: instructionsOf(recipe.instructions),
    ...(recipe.createdAt ? { datePublished: recipe.createdAt } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: recipe.likeCount,
    },
  };
}

/** JSON for a <script> element: "<" is escaped so a recipe's text can never close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
