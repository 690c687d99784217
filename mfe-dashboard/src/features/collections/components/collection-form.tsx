import { FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { COLLECTION_LIMITS, type CollectionSummary, type CollectionVisibility } from '@forkful/domain';
import { Button, FieldError, focusRing, TextAreaField, TextField, useApiErrorText } from '@forkful/ui';
import { useT, type MessageKey } from '../../../i18n';
import { checkCollectionForm, formValuesOf, type CollectionFormErrors, type CollectionFormValues } from '../api/collection-form-values';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-weight: 600;
  }
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;

  input {
    flex: 0 0 auto;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:focus-visible {
    ${focusRing}
  }
  label {
    cursor: pointer;
  }
`;

const ChoiceHint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

const VISIBILITY_CHOICES = [
  { value: 'private', label: 'collections.private', hint: 'collectionForm.privateHint' },
  { value: 'public', label: 'collections.public', hint: 'collectionForm.publicHint' },
] as const satisfies readonly { value: CollectionVisibility; label: MessageKey; hint: MessageKey }[];

/**
 * The New collection and Edit collection form: Title (required), Description (optional), Private or Public. Checks
 * the limits before sending; an API refusal (e.g. too many collections) shows above the buttons, and the form stays.
 */
export function CollectionForm(props: {
  collection?: CollectionSummary;
  submitLabel: string;
  onSubmit: (values: CollectionFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useT();
  const errorText = useApiErrorText();
  const id = useId();
  const [values, setValues] = useState(() => formValuesOf(props.collection));
  const [errors, setErrors] = useState<CollectionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<CollectionFormValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkCollectionForm(values, t);
    setErrors(found);
    setFailure(null);
    if (found.title || found.description) {
      document.getElementById(found.title ? `${id}-title` : `${id}-description`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(values);
    } catch (error) {
      setFailure(errorText(error));
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-title`}
        label={t('collectionForm.title')}
        hint={t('collectionForm.titleHint', { max: COLLECTION_LIMITS.titleMax })}
        error={errors.title}
        required
        value={values.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('collectionForm.description')}
        hint={t('collectionForm.descriptionHint', { max: COLLECTION_LIMITS.descriptionMax })}
        error={errors.description}
        rows={3}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <Choices>
        <legend>{t('collectionForm.visibility')}</legend>
        {VISIBILITY_CHOICES.map((choice) => (
          <Choice key={choice.value}>
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={`${id}-visibility`}
              value={choice.value}
              checked={values.visibility === choice.value}
              aria-describedby={`${id}-${choice.value}-hint`}
              onChange={() => set({ visibility: choice.value })}
            />
            <div>
              <label htmlFor={`${id}-${choice.value}`}>{t(choice.label)}</label>
              <ChoiceHint id={`${id}-${choice.value}-hint`}>{t(choice.hint)}</ChoiceHint>
            </div>
          </Choice>
        ))}
      </Choices>
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : props.submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
