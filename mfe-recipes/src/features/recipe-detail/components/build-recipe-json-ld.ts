import { splitCommaList, type Recipe } from '@forkful/domain';
import { resolveImageUrl } from '@forkful/ui';

/** schema.org/Recipe, so shared links and search engines understand the page. */
export function buildRecipeJsonLd(recipe: Recipe, pageUrl?: string): Record<string, unknown> {
  const image = resolveImageUrl(recipe.image);
  const prepTime = Number.isFinite(recipe.prepTime) && recipe.prepTime > 0 ? `PT${Math.round(recipe.prepTime)}M` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(image ? { image: [image] } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    author: { '@type': 'Person', name: recipe.authorName },
    recipeCuisine: recipe.cuisineType,
    ...(recipe.categories?.length ? { recipeCategory: recipe.categories.join(', ') } : {}),
    ...(prepTime ? { prepTime, totalTime: prepTime } : {}),
    recipeIngredient: splitCommaList(recipe.ingredients),
    recipeInstructions: recipe.instructions,
    ...(recipe.createdAt ? { datePublished: recipe.createdAt } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: recipe.likeCount,
    },
  };
}

/** JSON for a <script> element: "<" is escaped so a recipe's text can never close the script early. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
