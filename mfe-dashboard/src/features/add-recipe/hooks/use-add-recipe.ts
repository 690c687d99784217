import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { useDialogs } from '../../dialogs';
import { useCreateRecipe, type AddRecipeValues } from '../api/create-recipe';

/**
 * The add form's submit: adds the recipe with the spec's dialogs; on success waits for the 1.5 s dialog, then goes to
 * /all-recipes. A submission already in flight makes further calls no-ops, so a double click sends one request.
 */
export function useAddRecipe() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { mutateAsync: createRecipe } = useCreateRecipe();
  const inFlight = useRef(false);

  return useCallback(
    async (values: AddRecipeValues): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      dialogs.preload();
      try {
        await createRecipe(values);
        await dialogs.success(MESSAGES.addSuccess);
        navigate('/all-recipes');
      } catch (error) {
        console.error('Adding the recipe failed', error);
        void dialogs.error(MESSAGES.addFailed, apiErrorMessage(error));
      } finally {
        inFlight.current = false;
      }
    },
    [createRecipe, dialogs, navigate],
  );
}
