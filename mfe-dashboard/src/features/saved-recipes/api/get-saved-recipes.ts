import { useInfiniteQuery } from '@tanstack/react-query';
import { type Recipe } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { nextPageParam, recipeQueryKeys } from '@forkful/runtime/query';

/** Saved recipes per request: three or four full rows of the card grid. */
export const SAVED_PAGE_SIZE = 12;

export interface SavedPage {
  recipes: Recipe[];
  total: number;
}

/** GET /saved-recipes?page=&limit=: one page of the caller's saved recipes, newest saved first. */
export function getSavedRecipes(page: number): Promise<SavedPage> {
  return api.savedRecipes.page({ page, limit: SAVED_PAGE_SIZE });
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
