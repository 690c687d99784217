import { API_MESSAGES, type DeleteRecipeResponse } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useRecipeWrite } from '../../recipe-writes';

/** Spec section 7: a delete succeeded when deletedCount is above 0 or the message is 'Recipe deleted successfully!'. */
export function isDeleteConfirmed(response: Partial<DeleteRecipeResponse> | undefined): boolean {
  return (response?.deletedCount ?? 0) > 0 || response?.message === API_MESSAGES.deleted;
}

/** DELETE /my-recipes/{id}; an answer without the spec's confirmation is a failure. */
export async function deleteRecipe(id: string): Promise<DeleteRecipeResponse> {
  const response = await api.recipes.remove(id);
  if (!isDeleteConfirmed(response)) throw new Error(`Unexpected delete response: ${JSON.stringify(response)}`);
  return response;
}

/** Deletes a recipe; see useRecipeWrite for what refreshes after. */
export const useDeleteRecipe = () => useRecipeWrite(deleteRecipe);
