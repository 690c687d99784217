import { ALL_RECIPES_PAGE_SIZE, recipesApi, type RecipePage } from '@forkful/contracts';
import type { RecipeListParams } from '../hooks/recipe-list-params';

/** One page of the all-recipes grid through the API's paged form of GET /recipes. */
export function fetchRecipePage(params: RecipeListParams): Promise<RecipePage> {
  return recipesApi.page({
    cuisine: params.cuisine,
    sort: params.sort,
    q: params.q || undefined,
    page: params.page,
    limit: ALL_RECIPES_PAGE_SIZE,
  });
}
