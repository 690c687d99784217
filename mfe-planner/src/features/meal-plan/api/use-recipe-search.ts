import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { useDebouncedValue } from '@forkful/ui';

/** Recipes the picker offers at a time. */
export const PICKER_PAGE_SIZE = 10;

/**
 * The picker's search over all recipes (GET /recipes?q=&page=1&limit=10), asked once typing pauses; the previous
 * answer stays on screen meanwhile. Keyed like the other recipe lists, so a recipe write refreshes it too.
 */
export function useRecipeSearch(text: string) {
  const q = useDebouncedValue(text.trim());
  const query = { q, page: 1, limit: PICKER_PAGE_SIZE };
  return useQuery({ queryKey: recipeQueryKeys.page(query), queryFn: () => api.recipes.page(query), placeholderData: keepPreviousData });
}
