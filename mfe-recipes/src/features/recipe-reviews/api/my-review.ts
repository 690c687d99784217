import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Review, ReviewInput } from '@forkful/domain';
import { useSession } from '@forkful/runtime';
import { useApiErrorText } from '@forkful/ui';
import { api } from '@forkful/runtime/api';
import { useT } from '../../../i18n';
import { refreshAfterReviewChange, reviewQueryKeys } from './review-query-keys';

/** The signed-in cook's review of the recipe (GET .../reviews/mine), null when they have none; off when `enabled` is false. */
export function useMyReview(recipeId: string, enabled: boolean) {
  const uid = useSession((session) => session.user?.uid ?? '');
  return useQuery({
    queryKey: reviewQueryKeys.mine(recipeId, uid),
    queryFn: () => api.reviews.mine(recipeId),
    enabled: enabled && Boolean(uid),
  });
}

/**
 * Posts or updates the caller's review (PUT .../reviews/mine; 403 on their own recipe): the answer becomes their
 * review at once, and the reviews, the recipe and the lists refresh. A refusal is the caller's to show (inline).
 */
export function useSaveReview(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  const client = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.reviews.save(recipeId, input),
    onSuccess: (saved, _input) => {
      const key = reviewQueryKeys.mine(recipeId, uid);
      const existed = client.getQueryData<Review | null>(key) != null;
      client.setQueryData<Review | null>(key, saved);
      toast.success(existed ? t('reviewForm.updated') : t('reviewForm.posted'));
      return refreshAfterReviewChange(client, key);
    },
  });
}

/** Deletes the caller's review (DELETE .../reviews/mine); a refusal is a toast with the API's message. */
export function useDeleteReview(recipeId: string) {
  const uid = useSession((session) => session.user?.uid ?? '');
  const client = useQueryClient();
  const t = useT();
  const errorText = useApiErrorText();
  return useMutation({
    mutationFn: () => api.reviews.remove(recipeId),
    onSuccess: () => {
      const key = reviewQueryKeys.mine(recipeId, uid);
      client.setQueryData<Review | null>(key, null);
      toast.success(t('reviewForm.deleted'));
      return refreshAfterReviewChange(client, key);
    },
    onError: (error) => toast.error(errorText(error)),
  });
}
