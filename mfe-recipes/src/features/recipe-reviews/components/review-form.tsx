import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS, type Rating, type Review } from '@forkful/domain';
import { Button, FieldError, TextAreaField, useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useDeleteReview, useSaveReview } from '../api/my-review';
import { Actions, ConfirmDialog } from './confirm-dialog';
import { StarRatingField } from './star-rating-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const FormActions = styled(Actions)`
  justify-content: flex-start;
`;

/**
 * The signed-in cook's review of someone else's recipe: a rating (required, "Choose a rating" inline), an optional
 * text with a counter, Post review (Update review once they have one) and Delete review, which asks first.
 */
export function ReviewForm({ recipeId, review }: { recipeId: string; review: Review | null }) {
  const headingId = useId();
  const textId = useId();
  const firstStar = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState<Rating | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.text ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveReview(recipeId);
  const remove = useDeleteReview(recipeId);
  const t = useT();
  const errorText = useApiErrorText();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (rating === null) {
      setMissingRating(true);
      firstStar.current?.focus();
      return;
    }
    save.mutate({ rating, text: text.trim() });
  }

  function deleteReview() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setRating(null);
        setText('');
        save.reset();
        // The Delete review button is gone: the rating is where the cook goes on from.
        firstStar.current?.focus();
      },
    });
  }

  return (
    <>
      <Form aria-labelledby={headingId} onSubmit={submit} noValidate>
        <Heading id={headingId}>{review ? t('reviewForm.yourReview') : t('reviewForm.rateHeading')}</Heading>
        <StarRatingField
          value={rating}
          onChange={(chosen) => {
            setRating(chosen);
            setMissingRating(false);
          }}
          error={missingRating ? t('reviewForm.chooseRating') : undefined}
          firstRef={firstStar}
        />
        <TextAreaField
          id={textId}
          label={t('reviewForm.yourReview')}
          hint={t('reviewForm.hint', { length: text.length, max: REVIEW_LIMITS.textMax })}
          value={text}
          maxLength={REVIEW_LIMITS.textMax}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
        {save.isError && <FieldError role="alert">{errorText(save.error)}</FieldError>}
        <FormActions>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {review ? t('reviewForm.update') : t('reviewForm.post')}
          </Button>
          {review && (
            <Button type="button" $variant="danger" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => setConfirming(true)}>
              {t('reviewForm.delete')}
            </Button>
          )}
        </FormActions>
      </Form>
      {confirming && (
        <ConfirmDialog
          title={t('reviewForm.confirmTitle')}
          text={t('reviewForm.confirmText')}
          onConfirm={deleteReview}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
