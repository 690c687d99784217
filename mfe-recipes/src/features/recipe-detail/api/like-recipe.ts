import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isRecipeAuthor, type Recipe } from '@forkful/domain';
import { apiErrorStatus, useSession } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { useT, type RecipesT } from '../../../i18n';

function toastLikeFailure(error: unknown, t: RecipesT) {
  const status = apiErrorStatus(error);
  if (status === 409) toast.error(t('likes.repeated'));
  else if (status === 403) toast.error(t('likes.ownRefused'));
  else {
    console.error('Failed to like recipe', error);
    toast.error(t('likes.failed'));
  }
}

/**
 * The Like button (PATCH /recipes/like/{id}): the author (by account id, isRecipeAuthor) is refused before any
 * request (the server refuses too, 403); success sets the count (the server's when it sends one) and invalidates every
 * other recipe query (lists, the home page's top list, statistics, in whichever remote), so they refetch when next
 * shown; a repeat (409) is refused.
 */
export function useLikeRecipe(recipe: Recipe | null) {
  const user = useSession((state) => state.user);
  const queryClient = useQueryClient();
  const t = useT();
  const mutation = useMutation({
    mutationFn: (target: Recipe) => api.recipes.like(target._id),
    onSuccess: (response, target) => {
      const serverCount = typeof response?.likeCount === 'number' ? response.likeCount : undefined;
      const likeCount = serverCount ?? target.likeCount + 1;
      const detailKey = recipeQueryKeys.detail(target._id);
      queryClient.setQueryData<Recipe | null>(detailKey, (current) => (current ? { ...current, likeCount } : current));
      toast.success(t('likes.success'));
      // The detail already holds the new count: asking for it again would be one more request for nothing.
      void queryClient.invalidateQueries({
        queryKey: recipeQueryKeys.all,
        predicate: (query) => query.queryHash !== hashKey(detailKey),
      });
    },
    onError: (error) => toastLikeFailure(error, t),
  });

  const isOwnRecipe = isRecipeAuthor(recipe, user);
  const like = () => {
    if (!recipe || mutation.isPending) return;
    if (isOwnRecipe) toast.error(t('likes.ownRefused'));
    else mutation.mutate(recipe);
  };
  return { like, pending: mutation.isPending, isOwnRecipe };
}
