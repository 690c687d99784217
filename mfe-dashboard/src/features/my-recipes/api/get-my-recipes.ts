import { useQuery } from '@tanstack/react-query';
import { recipesApi, useSession } from '@forkful/contracts';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** The signed-in user's recipes (GET /my-recipes?email=), cached per account; a recipe write invalidates them. */
export function useMyRecipes() {
  const uid = useSession((session) => session.user?.uid);
  const email = useSession((session) => session.user?.email);
  return useQuery({
    queryKey: recipeQueryKeys.mine(uid ?? ''),
    queryFn: () => recipesApi.mine(email as string),
    enabled: Boolean(uid && email),
  });
}
