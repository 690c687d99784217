import { FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { MODERATION_LIMITS, type ModerationAction } from '@forkful/domain';
import { Button, FieldError, TextAreaField, useApiErrorText } from '@forkful/ui';
import { checkReason } from '../api/decide';
import { useModerationText } from './moderation-text';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/**
 * Keep or remove, with the reason the decision records (required, at most decisionReasonMax). Nothing is sent
 * without one; an API refusal shows above the buttons and the dialog stays.
 */
export function DecisionForm(props: { action: ModerationAction; onSubmit: (reason: string) => Promise<unknown>; onCancel: () => void }) {
  const { t, action } = useModerationText();
  const errorText = useApiErrorText();
  const id = useId();
  const text = action(props.action);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkReason(reason, t);
    setError(problem);
    setFailure(null);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(reason);
    } catch (refusal) {
      setFailure(errorText(refusal));
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p>{text.effect}</p>
      <TextAreaField
        id={`${id}-reason`}
        label={t('moderation.reason')}
        hint={t('moderation.reasonHint', { max: MODERATION_LIMITS.decisionReasonMax })}
        error={error}
        required
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant={props.action === 'remove' ? 'danger' : 'primary'} disabled={saving}>
          {saving ? t('common.saving') : text.confirm}
        </Button>
      </Actions>
    </Form>
  );
}
