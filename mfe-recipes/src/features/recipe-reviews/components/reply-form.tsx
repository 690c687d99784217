import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { Button, FieldError, FormField, TextArea, fieldControlProps } from '@forkful/ui';
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

  const hint = `${text.length} of ${REVIEW_LIMITS.replyMax} characters`;
  const error = empty ? 'Write a reply' : undefined;
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      <FormField id={id} label="Your reply" hint={hint} error={error}>
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
      {save.isError && <FieldError role="alert">{apiErrorMessage(save.error)}</FieldError>}
      <Actions>
        <Button type="button" $variant="secondary" $size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
