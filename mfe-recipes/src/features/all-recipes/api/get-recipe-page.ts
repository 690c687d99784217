import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ALL_RECIPES_PAGE_SIZE, type RecipeListQuery } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import type { RecipeListParams } from '../hooks/recipe-list-params';

/** The API query for one page of the grid (the paged form of GET /recipes); also the page's cache key. */
export function toRecipePageQuery({ cuisine, sort, q, page }: RecipeListParams): RecipeListQuery {
  return { cuisine, sort, q: q || undefined, page, limit: ALL_RECIPES_PAGE_SIZE };
}

/**
 * The page the URL asks for. While another page loads, the previous answer stays as placeholder (the pagination keeps
 * its length) but counts as loading. A failure is only logged (spec section 8): the loader ends and the empty state
 * shows. staleTime 0: a page seen before shows at once and is asked for again, since others add and like recipes.
 */
export function useRecipePage(params: RecipeListParams) {
  const query = toRecipePageQuery(params);
  const result = useQuery({
    queryKey: recipeQueryKeys.page(query),
    queryFn: () => api.recipes.page(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { error } = result;
  useEffect(() => {
    if (error) console.error('Failed to load recipes', error);
  }, [error]);

  return {
    recipes: result.data?.recipes ?? [],
    total: result.data?.total ?? 0,
    loading: result.isPending || result.isPlaceholderData,
  };
}
