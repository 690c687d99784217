import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Review } from '@forkful/domain';
import { Button, focusRing, useFormat } from '@forkful/ui';
import { useT } from '../../../i18n';
import { ReportButton } from '../../reporting';
import { useDeleteReply } from '../api/review-reply';
import { Actions, ConfirmDialog } from './confirm-dialog';
import { ReplyForm } from './reply-form';
import { Stars } from './stars';

const Item = styled.article`
  padding: 16px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;

const Author = styled(Link)`
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  overflow-wrap: anywhere;
  border-radius: 4px;

  &:hover {
    color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const When = styled.time`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.85rem;
`;

/* Plain text as the reviewer typed it: line breaks kept, long words wrapped. */
const Text = styled.p`
  margin: 8px 0 0;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  margin-top: 12px;
  padding: 10px 14px;
  border-left: 3px solid ${(p) => p.theme.colors.primary};
  border-radius: 0 8px 8px 0;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const ReplyTitle = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
`;

const AuthorActions = styled(Actions)`
  justify-content: flex-start;
  margin-top: 10px;
`;

/**
 * One review: the reviewer (their cook page), the stars, the date, the text and the cook's reply. The recipe's author
 * (`canReply`) replies, edits or deletes their reply here; the buttons are described by the reviewer's name.
 */
export function ReviewItem({ review, canReply }: { review: Review; canReply: boolean }) {
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const removeReply = useDeleteReply(review._id);
  const t = useT();
  const format = useFormat();
  const close = () => {
    setReplying(false);
    // The form's button is back: focus returns to it (after React renders it).
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <Item aria-labelledby={`${id}-author`}>
      <Byline>
        <Author id={`${id}-author`} to={`/cooks/${encodeURIComponent(review.authorUid)}`}>
          {review.authorName}
        </Author>
        <Stars value={review.rating} label={t('ratings.starsImage', { rating: review.rating })} />
        <When dateTime={review.createdAt}>{format.date(review.createdAt, { dateStyle: 'medium' })}</When>
      </Byline>
      {review.text && <Text>{review.text}</Text>}
      {review.reply && !replying && (
        <Reply>
          <ReplyTitle>{t('review.replyFromCook')}</ReplyTitle>
          <Text>{review.reply.text}</Text>
        </Reply>
      )}
      <ReportButton kind="review" itemId={review._id} itemLabel={t('review.reportLabel', { name: review.authorName })} authorUid={review.authorUid} />
      {canReply && replying && (
        <ReplyForm reviewId={review._id} initialText={review.reply?.text ?? ''} label={t('replyForm.label', { name: review.authorName })} onDone={close} />
      )}
      {canReply && !replying && (
        <AuthorActions>
          <Button ref={toggle} type="button" $variant="secondary" $size="sm" aria-describedby={`${id}-author`} onClick={() => setReplying(true)}>
            {review.reply ? t('review.editReply') : t('review.reply')}
          </Button>
          {review.reply && (
            <Button type="button" $variant="danger" $size="sm" aria-describedby={`${id}-author`} disabled={removeReply.isPending} onClick={() => setConfirming(true)}>
              {t('review.deleteReply')}
            </Button>
          )}
        </AuthorActions>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('review.confirmReplyTitle')}
          text={t('review.confirmReplyText', { name: review.authorName })}
          onConfirm={() => removeReply.mutate(undefined, { onSuccess: () => toggle.current?.focus() })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Item>
  );
}
