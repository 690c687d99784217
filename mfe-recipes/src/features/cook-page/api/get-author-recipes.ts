import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@forkful/contracts';
import { COOK_API_PATHS, totalCountOf, type PublicRecipe } from '@forkful/contracts/core';
import { nextPageParam, recipeQueryKeys } from '@forkful/contracts/query';

/** Recipes per request: three full rows of the 4-column grid. */
export const AUTHOR_PAGE_SIZE = 12;

export async function getAuthorRecipes(uid: string, page: number): Promise<{ recipes: PublicRecipe[]; total: number }> {
  const response = await http.get<PublicRecipe[]>(COOK_API_PATHS.authorRecipes(uid), { params: { page, limit: AUTHOR_PAGE_SIZE } });
  return { recipes: response.data, total: totalCountOf(response.headers, response.data.length) };
}

/** GET /authors/{uid}/recipes, newest first, page by page ("Show more"). */
export function useAuthorRecipes(uid: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: recipeQueryKeys.authorRecipes(uid, { limit: AUTHOR_PAGE_SIZE }),
    queryFn: ({ pageParam }) => getAuthorRecipes(uid, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(AUTHOR_PAGE_SIZE),
    enabled: enabled && Boolean(uid),
  });
  return { ...query, recipes: query.data?.pages.flatMap((page) => page.recipes) ?? [] };
}
