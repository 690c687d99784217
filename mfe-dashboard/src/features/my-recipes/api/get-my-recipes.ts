import { useQuery } from '@tanstack/react-query';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

/** The signed-in user's recipes (GET /my-recipes?email=), cached per account; a recipe write invalidates them. */
export function useMyRecipes() {
  const uid = useSession((session) => session.user?.uid);
  const email = useSession((session) => session.user?.email);
  return useQuery({
    queryKey: recipeQueryKeys.mine(uid ?? ''),
    queryFn: () => api.recipes.mine(email as string),
    enabled: Boolean(uid && email),
  });
}
