import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection, CollectionSummary, CollectionVisibility } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { collectionQueryKeys } from './collection-query-keys';

/** The signed-in cook's collections, each with `contains`: whether the recipe is in it. */
export function useMyCollections(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  return useQuery({
    queryKey: collectionQueryKeys.mine(uid, recipeId),
    queryFn: () => api.collections.mine(recipeId),
    enabled: Boolean(uid && recipeId),
  });
}

/**
 * Every query of collections refetches when next shown: their pages, the dialog's list (reconciling its ticks), a
 * cook's public ones on their page and any other list of them keyed with 'collections' under the recipes' keys.
 */
function refreshCollections(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: recipeQueryKeys.all, predicate: (query) => query.queryKey.includes('collections') });
}

/**
 * Puts the recipe into a collection or takes it out (PUT or DELETE /collections/{id}/recipes/{recipeId}). The tick
 * moves at once and goes back if the API refuses; the caller shows why.
 */
export function useMembership(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  const client = useQueryClient();
  const key = collectionQueryKeys.mine(uid, recipeId);
  const setContains = (collectionId: string, contains: boolean) =>
    client.setQueryData<CollectionSummary[]>(key, (list) =>
      list?.map((item) =>
        item._id === collectionId ? { ...item, contains, recipeCount: Math.max(0, item.recipeCount + (contains ? 1 : -1)) } : item,
      ),
    );
  return useMutation({
    mutationFn: async ({ collectionId, add }: { collectionId: string; add: boolean }) => {
      if (add) await api.collections.addRecipe(collectionId, recipeId);
      else await api.collections.removeRecipe(collectionId, recipeId);
    },
    onMutate: async ({ collectionId, add }) => {
      await client.cancelQueries({ queryKey: key });
      setContains(collectionId, add);
    },
    onError: (_error, { collectionId, add }) => setContains(collectionId, !add),
    onSettled: () => refreshCollections(client),
  });
}

export interface NewCollection {
  title: string;
  visibility: CollectionVisibility;
}

/** Which step failed, so the dialog can say whether the collection exists now. */
export class RecipeNotAddedError extends Error {
  constructor(
    readonly collection: Collection,
    readonly addError: unknown,
  ) {
    super('The collection was created, but the recipe was not added');
  }
}

/** POST /collections, then puts the recipe into the new collection. */
export function useCreateCollectionWithRecipe(recipeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewCollection): Promise<Collection> => {
      const collection = await api.collections.create(input);
      try {
        await api.collections.addRecipe(collection._id, recipeId);
      } catch (error) {
        throw new RecipeNotAddedError(collection, error);
      }
      return collection;
    },
    onSettled: () => refreshCollections(client),
  });
}
