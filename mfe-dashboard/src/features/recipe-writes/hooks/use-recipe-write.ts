import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * A recipe write (add, update, delete) as a mutation: once it succeeded, every recipe query is invalidated, in this
 * remote and, through the shared client, in the others (lists, stats, top recipes); the mutation settles after the
 * shown ones have refetched, so what the page shows next is the server's.
 */
export function useRecipeWrite<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeQueryKeys.all }),
  });
}
