import { useInfiniteQuery } from '@tanstack/react-query';
import { http, useSession, type Recipe } from '@forkful/contracts';
import { COOK_API_PATHS, totalCountOf } from '@forkful/contracts/core';
import { nextPageParam, recipeQueryKeys } from '@forkful/contracts/query';

/** Saved recipes per request: three or four full rows of the card grid. */
export const SAVED_PAGE_SIZE = 12;

export interface SavedPage {
  recipes: Recipe[];
  total: number;
}

/** GET /saved-recipes?page=&limit=: one page of the caller's saved recipes, newest saved first. */
export async function getSavedRecipes(page: number): Promise<SavedPage> {
  const response = await http.get<Recipe[]>(COOK_API_PATHS.savedRecipes, { params: { page, limit: SAVED_PAGE_SIZE } });
  return { recipes: response.data, total: totalCountOf(response.headers, response.data.length) };
}

/** The saved list page by page ("Show more"), cached per account; any recipe write invalidates it. */
export function useSavedRecipes() {
  const uid = useSession((session) => session.user?.uid);
  const query = useInfiniteQuery({
    queryKey: recipeQueryKeys.saved(uid ?? ''),
    queryFn: ({ pageParam }) => getSavedRecipes(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam(SAVED_PAGE_SIZE),
    enabled: Boolean(uid),
  });
  const recipes = query.data?.pages.flatMap((page) => page.recipes) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, recipes, total };
}
