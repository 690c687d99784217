import { useQuery } from '@tanstack/react-query';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

/** GET /recipes/stats for the overview cards, cached per account (a recipe write anywhere invalidates it). */
export function useRecipeStats() {
  const uid = useSession((session) => session.user?.uid);
  return useQuery({
    queryKey: recipeQueryKeys.stats(uid ?? ''),
    queryFn: () => api.recipes.stats(),
    enabled: Boolean(uid),
  });
}
