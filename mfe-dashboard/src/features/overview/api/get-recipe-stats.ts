import { useQuery } from '@tanstack/react-query';
import { recipesApi, useSession } from '@forkful/contracts';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** GET /recipes/stats for the overview cards, cached per account (a recipe write anywhere invalidates it). */
export function useRecipeStats() {
  const uid = useSession((session) => session.user?.uid);
  return useQuery({
    queryKey: recipeQueryKeys.stats(uid ?? ''),
    queryFn: () => recipesApi.stats(),
    enabled: Boolean(uid),
  });
}
