import { API_MESSAGES, type RecipeUpdateInput } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useRecipeWrite } from '../../recipe-writes';

/** Spec section 7: an update succeeded when the response message is 'Recipe updated successfully'. */
export function isUpdateConfirmed(response: { message?: string } | undefined): boolean {
  return response?.message === API_MESSAGES.updated;
}

/** PUT /my-recipes/{id}; an answer without the spec's confirmation is a failure. */
export async function updateRecipe(change: { id: string; input: RecipeUpdateInput }) {
  const response = await api.recipes.update(change.id, change.input);
  if (!isUpdateConfirmed(response)) throw new Error(`Unexpected update response: ${JSON.stringify(response)}`);
  return response;
}

/** Edits a recipe; see useRecipeWrite for what refreshes after. */
export const useUpdateRecipe = () => useRecipeWrite(updateRecipe);
