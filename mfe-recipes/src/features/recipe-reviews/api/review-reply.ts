import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ReplyInput } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { refreshAfterReviewChange } from './review-query-keys';

/** The recipe author's reply to one review, written or changed (PUT /reviews/{id}/reply; 403 for anyone else). */
export function useSaveReply(reviewId: string) {
  const client = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (input: ReplyInput) => api.reviews.reply(reviewId, input),
    onSuccess: () => {
      toast.success(t('replyForm.saved'));
      return refreshAfterReviewChange(client);
    },
  });
}

/** Deletes the author's reply (DELETE /reviews/{id}/reply); a refusal is a toast with the API's message. */
export function useDeleteReply(reviewId: string) {
  const client = useQueryClient();
  const t = useT();
  const errorText = useApiErrorText();
  return useMutation({
    mutationFn: () => api.reviews.removeReply(reviewId),
    onSuccess: () => {
      toast.success(t('replyForm.deleted'));
      return refreshAfterReviewChange(client);
    },
    onError: (error) => toast.error(errorText(error)),
  });
}
