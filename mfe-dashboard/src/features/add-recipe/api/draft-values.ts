import type { RecipeDraft } from '@forkful/domain';
import { EMPTY_RECIPE, type AddRecipeValues } from './create-recipe';

/** An imported page's draft as the add form's values, for the cook to review; what the page did not say stays empty. */
export function draftValues(draft: RecipeDraft): AddRecipeValues {
  return {
    ...EMPTY_RECIPE,
    title: draft.title ?? '',
    ingredients: draft.ingredients ?? '',
    instructions: draft.instructions ?? '',
    cuisineType: draft.cuisineType ?? '',
    categories: draft.categories ?? [],
    image: draft.imageUrl ?? '',
    prepTime: draft.prepTime ?? Number.NaN,
    servings: draft.servings ?? Number.NaN,
  };
}
