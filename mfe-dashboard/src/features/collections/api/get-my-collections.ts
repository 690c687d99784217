import { useQuery } from '@tanstack/react-query';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { collectionQueryKeys } from './collection-query-keys';

/**
 * GET /collections: the signed-in cook's collections. Asked again each time the page opens: "Add to collection" on a
 * recipe page (another remote) changes them without this page knowing.
 */
export function useMyCollections() {
  const uid = useSession((session) => session.user?.uid);
  return useQuery({
    queryKey: collectionQueryKeys.mine(uid ?? ''),
    queryFn: () => api.collections.mine(),
    enabled: Boolean(uid),
    refetchOnMount: 'always',
  });
}
