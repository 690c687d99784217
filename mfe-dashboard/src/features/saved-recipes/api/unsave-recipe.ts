import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { http, useSession, type Recipe } from '@forkful/contracts';
import { COOK_API_PATHS, COOK_MESSAGES } from '@forkful/contracts/core';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** DELETE /saved-recipes/{id} (204, idempotent). */
export async function unsaveRecipe(recipeId: string): Promise<void> {
  await http.delete(COOK_API_PATHS.savedRecipe(recipeId));
}

/** Removes a recipe from the saved list; the list and the recipe's saved state refetch, a failure toasts. */
export function useUnsaveRecipe() {
  const uid = useSession((session) => session.user?.uid ?? '');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: Recipe) => unsaveRecipe(recipe._id),
    onSuccess: (_response, recipe) => {
      toast.success(COOK_MESSAGES.removedFromSaved);
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.saved(uid) });
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.savedStatus(uid, recipe._id) });
    },
    onError: (error) => {
      console.error('Removing a saved recipe failed', error);
      toast.error(COOK_MESSAGES.unsaveFailed);
    },
  });
}
