import { useCallback } from 'react';
import { MESSAGES, type Recipe, type RecipeUpdateInput } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { useDialogs } from '../../dialogs';
import { useDeleteRecipe } from '../api/delete-recipe';
import { useUpdateRecipe } from '../api/update-recipe';

/**
 * Edit and delete with the spec's dialogs. `update` resolves true once the server confirmed the change (the caller
 * closes the editor and shows the success dialog); `remove` asks first, then reports success or failure itself.
 */
export function useRecipeActions() {
  const dialogs = useDialogs();
  const { mutateAsync: updateRecipe } = useUpdateRecipe();
  const { mutateAsync: deleteRecipe } = useDeleteRecipe();

  const update = useCallback(
    async (recipe: Recipe, input: RecipeUpdateInput): Promise<boolean> => {
      dialogs.preload();
      try {
        await updateRecipe({ id: recipe._id, input });
        return true;
      } catch (error) {
        console.error('Updating the recipe failed', error);
        void dialogs.error(MESSAGES.updateFailed, apiErrorMessage(error));
        return false;
      }
    },
    [dialogs, updateRecipe],
  );

  const remove = useCallback(
    async (recipe: Recipe): Promise<void> => {
      if (!(await dialogs.confirmDelete())) return;
      try {
        await deleteRecipe(recipe._id);
        void dialogs.success(MESSAGES.deleteSuccess);
      } catch (error) {
        console.error('Deleting the recipe failed', error);
        void dialogs.error(MESSAGES.deleteFailed, apiErrorMessage(error));
      }
    },
    [dialogs, deleteRecipe],
  );

  return { update, remove };
}
