import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { http, useSession } from '@forkful/contracts';
import { COOK_API_PATHS, COOK_MESSAGES, type SavedRecipeStatus } from '@forkful/contracts/core';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** GET /saved-recipes/{id}: whether the caller saved the recipe. */
async function getSavedState(recipeId: string): Promise<boolean> {
  return (await http.get<SavedRecipeStatus>(COOK_API_PATHS.savedRecipe(recipeId))).data.saved === true;
}

/** PUT (save) or DELETE (remove) /saved-recipes/{id}: both idempotent, 204. */
async function setSavedState(recipeId: string, saved: boolean): Promise<void> {
  if (saved) await http.put(COOK_API_PATHS.savedRecipe(recipeId));
  else await http.delete(COOK_API_PATHS.savedRecipe(recipeId));
}

/**
 * The "Save recipe" toggle: the state is shown at once (optimistic) and put back, with a toast, if the API refuses;
 * afterwards the caller's saved list refetches when next shown.
 */
export function useSavedState(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  const queryClient = useQueryClient();
  const key = recipeQueryKeys.savedStatus(uid, recipeId);
  const status = useQuery({ queryKey: key, queryFn: () => getSavedState(recipeId), enabled: Boolean(uid && recipeId) });
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
      toast.error(saved ? COOK_MESSAGES.saveFailed : COOK_MESSAGES.unsaveFailed);
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
