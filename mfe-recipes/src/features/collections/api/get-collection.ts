import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@forkful/domain';
import { apiErrorStatus } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { useViewerUid } from '../hooks/use-viewer-uid';
import { collectionQueryKeys } from './collection-query-keys';

/** GET /collections/{id}; a private, hidden or deleted collection (404) is null, shown as "Collection not found". */
export async function getCollection(id: string): Promise<Collection | null> {
  try {
    return await api.collections.get(id);
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * A collection as the reader sees it. The server renders everyone's view; once the page is the signed-in reader's it
 * asks again as them (its owner sees a private or hidden one), keeping the public view on screen meanwhile.
 */
export function useCollection(id: string) {
  const viewerUid = useViewerUid();
  return useQuery({
    queryKey: collectionQueryKeys.detail(id, viewerUid),
    queryFn: () => getCollection(id),
    enabled: Boolean(id),
    // Only the same collection's other view stands in: never another collection's page.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
  });
}
