import { useQuery } from '@tanstack/react-query';
import { api } from '@forkful/runtime/api';
import { collectionQueryKeys } from './collection-query-keys';

/** GET /collections/{id}: one collection's recipes in order, read when the cook opens it. */
export function useCollection(id: string) {
  return useQuery({ queryKey: collectionQueryKeys.detail(id), queryFn: () => api.collections.get(id), refetchOnMount: 'always' });
}
