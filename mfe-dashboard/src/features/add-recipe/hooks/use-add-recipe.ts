import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, apiErrorMessage, recipesApi } from '@forkful/contracts';
import { useDialogs } from '../../../lib/use-dialogs';
import { isAddConfirmed, toNewRecipe, type AddRecipeValues } from '../api/new-recipe';

/**
 * POST /add-recipe with the spec's dialogs; on success waits for the 1.5 s dialog, then goes to /all-recipes.
 * A submission already in flight makes further calls no-ops, so a double click sends one request.
 */
export function useAddRecipe() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const inFlight = useRef(false);

  return useCallback(
    async (values: AddRecipeValues): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const response = await recipesApi.add(toNewRecipe(values));
        if (!isAddConfirmed(response)) throw new Error('The server did not confirm that the recipe was saved.');
        await dialogs.success(MESSAGES.addSuccess);
        navigate('/all-recipes');
      } catch (error) {
        console.error('Adding the recipe failed', error);
        void dialogs.error(MESSAGES.addFailed, apiErrorMessage(error));
      } finally {
        inFlight.current = false;
      }
    },
    [dialogs, navigate],
  );
}
