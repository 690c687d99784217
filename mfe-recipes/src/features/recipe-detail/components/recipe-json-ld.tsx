import type { Recipe } from '@forkful/domain';
import { buildRecipeJsonLd, serializeJsonLd } from './build-recipe-json-ld';

export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  const json = serializeJsonLd(buildRecipeJsonLd(recipe, typeof window !== 'undefined' ? window.location.href : undefined));
  return <script type="application/ld+json" data-testid="recipe-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
