import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COLLECTION_LIMITS } from '@forkful/domain';
import { Button, FieldError, FormField, Input, PlusIcon, fieldControlProps } from '@forkful/ui';
import { RecipeNotAddedError, useCreateCollectionWithRecipe } from '../api/my-collections';
import { useT } from '../../../i18n';
import { useRefusalMessage } from '../lib/refusal-message';
import { CheckboxLabel } from './checkbox-label';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Hint = styled.p`
  margin: -0.5rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface NewCollectionProps {
  recipeId: string;
  /** Said politely once the collection exists with the recipe in it. */
  onCreated: (message: string) => void;
}

/**
 * "New collection": a button that opens an inline form (Title, required, at most 80 characters; Public, else private)
 * which creates the collection and puts the recipe into it.
 */
export function NewCollectionForm({ recipeId, onCreated }: NewCollectionProps) {
  const ids = { title: useId(), publicHint: useId(), form: useId() };
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [titleError, setTitleError] = useState('');
  const [failure, setFailure] = useState('');
  const create = useCreateCollectionWithRecipe(recipeId);
  const titleField = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const t = useT();
  const refusalMessage = useRefusalMessage();
  const titleHint = t('newCollection.titleHint', { max: COLLECTION_LIMITS.titleMax });

  useEffect(() => {
    if (open) titleField.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setTitle('');
    setIsPublic(false);
    setTitleError('');
    setFailure('');
    // The form goes: focus goes back to the button that opened it, not to the page behind the dialog.
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(t('newCollection.titleMissing'));
      titleField.current?.focus();
      return;
    }
    setTitleError('');
    setFailure('');
    try {
      const created = await create.mutateAsync({ title: trimmed, visibility: isPublic ? 'public' : 'private' });
      onCreated(t('newCollection.created', { title: created.title }));
      close();
    } catch (error) {
      if (error instanceof RecipeNotAddedError) {
        setFailure(t('newCollection.notAdded', { title: error.collection.title, reason: refusalMessage(error.addError, t('newCollection.tickIt')) }));
      } else {
        setFailure(refusalMessage(error, t('newCollection.failed')));
      }
    }
  }

  if (!open) {
    return (
      <div>
        <Button ref={opener} type="button" $variant="secondary" $size="sm" aria-expanded="false" aria-controls={ids.form} onClick={() => setOpen(true)}>
          <PlusIcon size={16} /> {t('newCollection.open')}
        </Button>
      </div>
    );
  }
  return (
    <Form id={ids.form} aria-label={t('newCollection.form')} noValidate onSubmit={(event) => void submit(event)}>
      <FormField id={ids.title} label={t('newCollection.title')} hint={titleHint} error={titleError || undefined}>
        <Input
          ref={titleField}
          required
          maxLength={COLLECTION_LIMITS.titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          {...fieldControlProps(ids.title, { hint: titleHint, error: titleError || undefined })}
        />
      </FormField>
      <CheckboxLabel>
        <input type="checkbox" checked={isPublic} aria-describedby={ids.publicHint} onChange={(event) => setIsPublic(event.target.checked)} />
        {t('newCollection.public')}
      </CheckboxLabel>
      <Hint id={ids.publicHint}>{t('newCollection.publicHint')}</Hint>
      {failure && <FieldError role="alert">{failure}</FieldError>}
      <Actions>
        <Button type="submit" $size="sm" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? t('newCollection.creating') : t('newCollection.create')}
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={close}>
          {t('newCollection.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
