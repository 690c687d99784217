import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Collection, CollectionRecipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { collectionQueryKeys } from './collection-query-keys';

/** Every reorder shares this key, so only the last to settle refetches the collection (an earlier answer is stale). */
const REORDER = ['collection-reorder'] as const;

/** The collection's recipes in the order of `ids` (ids it does not hold are skipped). */
function inOrder(recipes: CollectionRecipe[], ids: readonly string[]): CollectionRecipe[] {
  const byId = new Map(recipes.map((recipe) => [recipe._id, recipe]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * PUT /collections/{id}/order with every recipe id in the new order. Shown at once; if the API refuses, the order goes
 * back, a toast says why, and the collection is read again.
 */
export function useReorderCollection(collection: Pick<Collection, '_id' | 'title'>) {
  const t = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const key = collectionQueryKeys.detail(collection._id);
  return useMutation({
    mutationKey: [...REORDER, collection._id],
    mutationFn: (recipeIds: string[]) => api.collections.reorder(collection._id, recipeIds),
    onMutate: async (recipeIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Collection>(key);
      queryClient.setQueryData<Collection>(key, (current) => current && { ...current, recipes: inOrder(current.recipes, recipeIds) });
      return { before };
    },
    onError: (error, _recipeIds, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(t('collections.reorderFailed', { title: collection.title, reason: errorText(error) }));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [...REORDER, collection._id] }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.all });
      }
    },
  });
}

/** DELETE /collections/{id}/recipes/{recipeId}; the collection, its count and its cover refetch; a toast says how it went. */
export function useRemoveFromCollection(collection: Pick<Collection, '_id' | 'title'>) {
  const t = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: CollectionRecipe) => api.collections.removeRecipe(collection._id, recipe._id),
    onSuccess: (_answer, recipe) => {
      toast.success(t('collections.removed', { recipe: recipe.title, collection: collection.title }));
      return queryClient.invalidateQueries({ queryKey: collectionQueryKeys.all });
    },
    onError: (error, recipe) => {
      toast.error(t('collections.removeFailed', { recipe: recipe.title, reason: errorText(error) }));
    },
  });
}
