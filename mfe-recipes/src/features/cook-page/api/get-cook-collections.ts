import { useQuery } from '@tanstack/react-query';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

/** GET /cooks/{uid}/collections: the cook's public collections (the same for every reader), once the cook is found. */
export function useCookCollections(uid: string) {
  return useQuery({
    queryKey: [...recipeQueryKeys.cook(uid), 'collections'],
    queryFn: () => api.collections.ofCook(uid),
    enabled: Boolean(uid),
  });
}
