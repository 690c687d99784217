import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS } from '@forkful/domain';
import { Button, FieldError, FormField, TextArea, fieldControlProps, useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useSaveReply } from '../api/review-reply';
import { Actions } from './confirm-dialog';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 12px;
`;

interface ReplyFormProps {
  reviewId: string;
  /** The reply being edited; empty for a new one. */
  initialText: string;
  /** Names the form: "Reply to Ann". */
  label: string;
  onDone: () => void;
}

/** The recipe author's reply to one review: "Your reply" (required, with a counter), Save and Cancel. */
export function ReplyForm({ reviewId, initialText, label, onDone }: ReplyFormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [empty, setEmpty] = useState(false);
  const save = useSaveReply(reviewId);
  const t = useT();
  const errorText = useApiErrorText();

  // Opened by a button that the form replaces: the cook goes on typing here.
  useEffect(() => field.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const reply = text.trim();
    if (!reply) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    save.mutate({ text: reply }, { onSuccess: onDone });
  }

  const hint = t('replyForm.hint', { length: text.length, max: REVIEW_LIMITS.replyMax });
  const error = empty ? t('replyForm.empty') : undefined;
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      <FormField id={id} label={t('replyForm.yourReply')} hint={hint} error={error}>
        <TextArea
          ref={field}
          {...fieldControlProps(id, { hint, error })}
          value={text}
          maxLength={REVIEW_LIMITS.replyMax}
          rows={3}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
        />
      </FormField>
      {save.isError && <FieldError role="alert">{errorText(save.error)}</FieldError>}
      <Actions>
        <Button type="button" $variant="secondary" $size="sm" onClick={onDone}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" $size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          {t('replyForm.save')}
        </Button>
      </Actions>
    </Form>
  );
}
