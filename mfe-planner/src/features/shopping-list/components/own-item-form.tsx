import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { Button, FormField, Input, fieldControlProps, useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useAddItem } from '../api/use-list-writes';
import { NEW_ITEM_FIELD_ID } from './shopping-items';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;

  > input {
    flex: 1;
    min-width: 0;
  }
`;

/** "Add an item": the cook's own words (at most 200 characters), kept when the list is built again. */
export function OwnItemForm({ full }: { full: boolean }) {
  const t = useT();
  const errorText = useApiErrorText();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddItem();
  const hint = full
    ? t('ownItem.full', { max: MEAL_PLAN_LIMITS.itemsPerList })
    : t('form.characters', { count: text.length, max: MEAL_PLAN_LIMITS.textLength });
  const error = problem ?? (add.isError ? t('form.addFailed', { reason: errorText(add.error) }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = text.trim();
    if (!item) {
      setProblem(t('ownItem.empty'));
      return;
    }
    setProblem(null);
    add.mutate(item, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ownItem.form')}>
      <FormField id={NEW_ITEM_FIELD_ID} label={t('ownItem.label')} hint={hint} error={error}>
        <Row>
          <Input
            {...fieldControlProps(NEW_ITEM_FIELD_ID, { hint, error })}
            value={text}
            maxLength={MEAL_PLAN_LIMITS.textLength}
            placeholder={t('ownItem.placeholder')}
            autoComplete="off"
            disabled={full}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" $variant="outline" disabled={full || add.isPending}>
            {t('ownItem.add')}
          </Button>
        </Row>
      </FormField>
    </form>
  );
}
