import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { useT } from '../../../i18n';

/** Save (PUT) or remove (DELETE) /saved-recipes/{id}: both idempotent, 204. */
function setSavedState(recipeId: string, saved: boolean): Promise<void> {
  return saved ? api.savedRecipes.save(recipeId) : api.savedRecipes.unsave(recipeId);
}

/**
 * The "Save recipe" toggle: the state is shown at once (optimistic) and put back, with a toast, if the API refuses;
 * afterwards the caller's saved list refetches when next shown.
 */
export function useSavedState(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  const queryClient = useQueryClient();
  const t = useT();
  const key = recipeQueryKeys.savedStatus(uid, recipeId);
  const status = useQuery({ queryKey: key, queryFn: () => api.savedRecipes.isSaved(recipeId), enabled: Boolean(uid && recipeId) });
  const mutation = useMutation({
    mutationFn: (saved: boolean) => setSavedState(recipeId, saved),
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, saved);
      return { before };
    },
    onError: (error, saved, context) => {
      queryClient.setQueryData(key, context?.before);
      console.error('Saving the recipe failed', error);
      toast.error(saved ? t('actions.saveFailed') : t('actions.unsaveFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.saved(uid) }),
  });
  const saved = status.data === true;
  return {
    saved,
    ready: status.isSuccess,
    toggle: () => mutation.mutate(!saved),
  };
}
