import { useInfiniteQuery } from '@tanstack/react-query';
import { type PublicRecipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { nextPageParam, recipeQueryKeys } from '@forkful/runtime/query';

/** Recipes per request: three full rows of the 4-column grid. */
export const COOK_PAGE_SIZE = 12;

export function getCookRecipes(uid: string, page: number): Promise<{ recipes: PublicRecipe[]; total: number }> {
  return api.cooks.recipes(uid, { page, limit: COOK_PAGE_SIZE });
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
