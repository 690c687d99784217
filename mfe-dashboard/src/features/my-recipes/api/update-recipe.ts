import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_MESSAGES, recipesApi, type RecipeUpdateInput } from '@forkful/contracts';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** Spec section 7: an update succeeded when the response message is 'Recipe updated successfully'. */
export function isUpdateConfirmed(response: { message?: string } | undefined): boolean {
  return response?.message === API_MESSAGES.updated;
}

/** PUT /my-recipes/{id}; an answer without the spec's confirmation is a failure. */
export async function updateRecipe(change: { id: string; input: RecipeUpdateInput }) {
  const response = await recipesApi.update(change.id, change.input);
  if (!isUpdateConfirmed(response)) throw new Error(`Unexpected update response: ${JSON.stringify(response)}`);
  return response;
}

/** Edits a recipe; once confirmed, every recipe query (this list, stats, other remotes' lists) is refetched. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all }),
  });
}
