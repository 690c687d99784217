import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, apiErrorMessage, recipesApi, type Recipe, type RecipeUpdateInput } from '@forkful/contracts';
import { useDialogs } from '../../../lib/use-dialogs';
import { isDeleteConfirmed, isUpdateConfirmed, updatedRecipe } from '../api/edit-payload';

export type MyRecipesStatus = 'loading' | 'ready' | 'error';

/**
 * The signed-in user's recipes (GET /my-recipes?email=) and the edit and delete actions on them,
 * each with the spec's dialogs. `update` resolves true when the server confirmed the change.
 */
export function useMyRecipes(email: string | null | undefined) {
  const dialogs = useDialogs();
  const [recipes, setRecipes] = useState<Recipe[]>([]);
  const [status, setStatus] = useState<MyRecipesStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!email) return;
    let current = true;
    setStatus('loading');
    recipesApi.mine(email).then(
      (list) => {
        if (!current) return;
        setRecipes(list);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Fetching my recipes failed', error);
        setStatus('error');
        void dialogs.error(MESSAGES.fetchMineFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [email, attempt, dialogs]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const update = useCallback(
    async (recipe: Recipe, input: RecipeUpdateInput): Promise<boolean> => {
      try {
        const response = await recipesApi.update(recipe._id, input);
        if (!isUpdateConfirmed(response)) throw new Error(`Unexpected update response: ${JSON.stringify(response)}`);
        const next = updatedRecipe(recipe, input, response.recipe);
        setRecipes((list) => list.map((item) => (item._id === recipe._id ? next : item)));
        return true;
      } catch (error) {
        console.error('Updating the recipe failed', error);
        void dialogs.error(MESSAGES.updateFailed, apiErrorMessage(error));
        return false;
      }
    },
    [dialogs],
  );

  const remove = useCallback(
    async (recipe: Recipe): Promise<void> => {
      if (!(await dialogs.confirmDelete())) return;
      try {
        const response = await recipesApi.remove(recipe._id);
        if (!isDeleteConfirmed(response)) throw new Error(`Unexpected delete response: ${JSON.stringify(response)}`);
        setRecipes((list) => list.filter((item) => item._id !== recipe._id));
        void dialogs.success(MESSAGES.deleteSuccess);
      } catch (error) {
        console.error('Deleting the recipe failed', error);
        void dialogs.error(MESSAGES.deleteFailed, apiErrorMessage(error));
      }
    },
    [dialogs],
  );

  return { recipes, status, reload, update, remove };
}
