import { useState } from 'react';
import styled from 'styled-components';
import type { CollectionSummary } from '@forkful/domain';
import { FieldError } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useMembership, useMyCollections } from '../api/my-collections';
import { useRefusalMessage } from '../lib/refusal-message';
import { CheckboxLabel } from './checkbox-label';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 700;
`;

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
`;

const Meta = styled.span`
  display: block;
  margin: -0.4rem 0 0.3rem 1.8rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ChoicesProps {
  recipeId: string;
  /** Said politely once a change is saved ("Added to Weeknights"). */
  onChanged: (message: string) => void;
}

/** The cook's collections as checkboxes named by their titles: ticked holds the recipe; a tick adds it, untick removes it. */
export function CollectionChoices({ recipeId, onChanged }: ChoicesProps) {
  const collections = useMyCollections(recipeId);
  const membership = useMembership(recipeId);
  const t = useT();
  const refusalMessage = useRefusalMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  async function toggle(collection: CollectionSummary) {
    if (pending.has(collection._id)) return;
    const add = !collection.contains;
    setPending((ids) => new Set(ids).add(collection._id));
    setErrors((current) => ({ ...current, [collection._id]: '' }));
    try {
      await membership.mutateAsync({ collectionId: collection._id, add });
      onChanged(t(add ? 'choices.added' : 'choices.removed', { title: collection.title }));
    } catch (error) {
      const fallback = add ? t('choices.addFailed') : t('choices.removeFailed');
      setErrors((current) => ({ ...current, [collection._id]: refusalMessage(error, fallback) }));
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(collection._id);
        return next;
      });
    }
  }

  if (collections.isPending) return <Note role="status">{t('choices.loading')}</Note>;
  if (collections.isError) return <FieldError role="alert">{t('choices.loadFailed')}</FieldError>;
  if (collections.data.length === 0) return <Note>{t('choices.none')}</Note>;
  return (
    <Fieldset>
      <Legend>{t('choices.legend')}</Legend>
      <List>
        {collections.data.map((collection) => {
          const metaId = `collection-meta-${collection._id}`;
          const errorId = `collection-error-${collection._id}`;
          const error = errors[collection._id];
          return (
            <li key={collection._id}>
              <CheckboxLabel>
                <input
                  type="checkbox"
                  checked={collection.contains === true}
                  aria-describedby={error ? `${metaId} ${errorId}` : metaId}
                  aria-busy={pending.has(collection._id) || undefined}
                  onChange={() => void toggle(collection)}
                />
                {collection.title}
              </CheckboxLabel>
              <Meta id={metaId}>
                {collection.visibility === 'public' ? t('choices.public') : t('choices.private')} · {t('collection.recipes', { count: collection.recipeCount })}
              </Meta>
              {error && (
                <FieldError id={errorId} role="alert">
                  {error}
                </FieldError>
              )}
            </li>
          );
        })}
      </List>
    </Fieldset>
  );
}
