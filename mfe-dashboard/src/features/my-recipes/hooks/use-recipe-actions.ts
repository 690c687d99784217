import { useCallback } from 'react';
import type { Recipe, RecipeUpdateInput } from '@forkful/domain';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDialogs } from '../../dialogs';
import { useDeleteRecipe } from '../api/delete-recipe';
import { useUpdateRecipe } from '../api/update-recipe';

/**
 * Edit and delete with the spec's dialogs. `update` resolves true once the server confirmed the change (the caller
 * closes the editor and shows the success dialog); `remove` asks first, then reports success or failure itself. A
 * refusal (offline too) is said in the page's language; the editor stays open with what the cook typed.
 */
export function useRecipeActions() {
  const t = useT();
  const errorText = useApiErrorText();
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
        void dialogs.error(t('dialog.updateFailed'), errorText(error));
        return false;
      }
    },
    [dialogs, updateRecipe, t, errorText],
  );

  const remove = useCallback(
    async (recipe: Recipe): Promise<void> => {
      if (!(await dialogs.confirmDelete())) return;
      try {
        await deleteRecipe(recipe._id);
        void dialogs.success(t('dialog.deleteSuccess'));
      } catch (error) {
        console.error('Deleting the recipe failed', error);
        void dialogs.error(t('dialog.deleteFailed'), errorText(error));
      }
    },
    [dialogs, deleteRecipe, t, errorText],
  );

  return { update, remove };
}
