import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionChange, NewCollectionInput } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { collectionQueryKeys } from './collection-query-keys';

/** After any write the list and every opened collection refetch when next shown (counts, covers, titles). */
function useRefreshCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionQueryKeys.all });
}

/** POST /collections. */
export function useCreateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({ mutationFn: (input: NewCollectionInput) => api.collections.create(input), onSuccess: refresh });
}

/** PATCH /collections/{id}: only what changed. */
export function useChangeCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CollectionChange }) => api.collections.change(id, change),
    onSuccess: refresh,
  });
}

/** DELETE /collections/{id}. */
export function useDeleteCollection() {
  const refresh = useRefreshCollections();
  return useMutation({ mutationFn: (id: string) => api.collections.remove(id), onSuccess: refresh });
}
