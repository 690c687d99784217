import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_MESSAGES, recipesApi, type DeleteRecipeResponse } from '@forkful/contracts';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** Spec section 7: a delete succeeded when deletedCount is above 0 or the message is 'Recipe deleted successfully!'. */
export function isDeleteConfirmed(response: Partial<DeleteRecipeResponse> | undefined): boolean {
  return (response?.deletedCount ?? 0) > 0 || response?.message === API_MESSAGES.deleted;
}

/** DELETE /my-recipes/{id}; an answer without the spec's confirmation is a failure. */
export async function deleteRecipe(id: string): Promise<DeleteRecipeResponse> {
  const response = await recipesApi.remove(id);
  if (!isDeleteConfirmed(response)) throw new Error(`Unexpected delete response: ${JSON.stringify(response)}`);
  return response;
}

/** Deletes a recipe; once confirmed, every recipe query (this list, stats, other remotes' lists) is refetched. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all }),
  });
}
