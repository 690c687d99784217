import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecipeDraft } from '@forkful/domain';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDialogs } from '../../dialogs';
import { useCreateRecipe, type AddRecipeValues } from '../api/create-recipe';
import { useRecipeImage } from './use-recipe-image';

/** What the add form was filled from, when the cook imported a web page: sent with the recipe, not shown as fields. */
export type RecipeOrigin = Pick<RecipeDraft, 'sourceUrl' | 'imageUrl'>;

/**
 * The add form's submit: adds the recipe with the spec's dialogs; on success waits for the 1.5 s dialog, then goes to
 * /all-recipes. A submission already in flight makes further calls no-ops, so a double click sends one request. An
 * imported recipe keeps its source, and its page's photo is stored first: if that fails, nothing is created. A
 * refusal (offline too) is said in the page's language, and the form keeps what was typed.
 */
export function useAddRecipe() {
  const t = useT();
  const errorText = useApiErrorText();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { mutateAsync: createRecipe } = useCreateRecipe();
  const recipeImage = useRecipeImage();
  const inFlight = useRef(false);

  return useCallback(
    async (values: AddRecipeValues, origin?: RecipeOrigin): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      dialogs.preload();
      try {
        const image = await recipeImage(values.image, origin?.imageUrl);
        await createRecipe({ ...values, image, sourceUrl: origin?.sourceUrl });
        await dialogs.success(t('dialog.addSuccess'));
        navigate('/all-recipes');
      } catch (error) {
        console.error('Adding the recipe failed', error);
        void dialogs.error(t('dialog.addFailed'), errorText(error));
      } finally {
        inFlight.current = false;
      }
    },
    [createRecipe, dialogs, navigate, recipeImage, t, errorText],
  );
}
