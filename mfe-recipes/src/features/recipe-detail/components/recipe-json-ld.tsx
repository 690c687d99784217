import type { Recipe } from '@forkful/domain';
import { serializeJsonLd } from '@forkful/domain/schema-org';
import { recipeSchemaOrg } from './recipe-schema-org';

/** The recipe as schema.org JSON-LD, so shared links and search engines understand the page. */
export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  const json = serializeJsonLd(recipeSchemaOrg(recipe));
  return <script type="application/ld+json" data-testid="recipe-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
