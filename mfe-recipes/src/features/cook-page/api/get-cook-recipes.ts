import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@forkful/contracts';
import { COOK_API_PATHS, totalCountOf, type PublicRecipe } from '@forkful/contracts/core';
import { nextPageParam, recipeQueryKeys } from '@forkful/contracts/query';

/** Recipes per request: three full rows of the 4-column grid. */
export const COOK_PAGE_SIZE = 12;

export async function getCookRecipes(uid: string, page: number): Promise<{ recipes: PublicRecipe[]; total: number }> {
  const response = await http.get<PublicRecipe[]>(COOK_API_PATHS.cookRecipes(uid), { params: { page, limit: COOK_PAGE_SIZE } });
  return { recipes: response.data, total: totalCountOf(response.headers, response.data.length) };
}

/** GET /cooks/{uid}/recipes, newest first, page by page ("Show more"). */
export function useCookRecipes(uid: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: recipeQueryKeys.cookRecipes(uid, { limit: COOK_PAGE_SIZE }),
    queryFn: ({ pageParam }) => getCookRecipes(uid, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(COOK_PAGE_SIZE),
    enabled: enabled && Boolean(uid),
  });
  return { ...query, recipes: query.data?.pages.flatMap((page) => page.recipes) ?? [] };
}
