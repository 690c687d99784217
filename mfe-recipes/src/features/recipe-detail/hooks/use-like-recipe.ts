import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { MESSAGES, apiErrorStatus, useSession, type Recipe } from '@forkful/contracts';
import { likeRecipe } from '../api/recipe-detail-api';

function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/**
 * The Like button's behaviour: the author is refused before any request (the server refuses too, 403);
 * success raises the count (the server's count when it sends one); a repeat (409) is refused.
 */
export function useLikeRecipe(recipe: Recipe | null, onLiked: (likeCount: number) => void) {
  const email = useSession((state) => state.user?.email ?? null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const like = useCallback(async () => {
    if (!recipe || inFlight.current) return;
    if (sameEmail(email, recipe.authorEmail)) {
      toast.error(MESSAGES.likeOwnRecipe);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const response = await likeRecipe(recipe._id);
      const serverCount = typeof response?.likeCount === 'number' ? response.likeCount : undefined;
      onLiked(serverCount ?? recipe.likeCount + 1);
      toast.success(MESSAGES.likeSuccess);
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409) toast.error(MESSAGES.likeRepeated);
      else if (status === 403) toast.error(MESSAGES.likeOwnRecipe);
      else {
        console.error('Failed to like recipe', error);
        toast.error(MESSAGES.likeFailed);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [recipe, email, onLiked]);

  const isOwnRecipe = sameEmail(email, recipe?.authorEmail);
  return { like, pending, isOwnRecipe };
}
