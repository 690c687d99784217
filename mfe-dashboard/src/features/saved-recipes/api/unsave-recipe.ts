import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Recipe } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { useT } from '../../../i18n';

/** Removes a recipe from the saved list; the list and the recipe's saved state refetch, a failure toasts. */
export function useUnsaveRecipe() {
  const t = useT();
  const uid = useSession((session) => session.user?.uid ?? '');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: Recipe) => api.savedRecipes.unsave(recipe._id),
    onSuccess: (_response, recipe) => {
      toast.success(t('saved.removed'));
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.saved(uid) });
      void queryClient.invalidateQueries({ queryKey: recipeQueryKeys.savedStatus(uid, recipe._id) });
    },
    onError: (error) => {
      console.error('Removing a saved recipe failed', error);
      toast.error(t('saved.removeFailed'));
    },
  });
}
