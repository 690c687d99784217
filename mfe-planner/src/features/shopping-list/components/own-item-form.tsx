import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { Button, FormField, Input, fieldControlProps } from '@forkful/ui';
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
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddItem();
  const hint = full
    ? `The list holds at most ${MEAL_PLAN_LIMITS.itemsPerList} items: remove some to add more.`
    : `${text.length}/${MEAL_PLAN_LIMITS.textLength} characters`;
  const error = problem ?? (add.isError ? `Could not add it: ${apiErrorMessage(add.error)}` : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = text.trim();
    if (!item) {
      setProblem('Type an item to add');
      return;
    }
    setProblem(null);
    add.mutate(item, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add your own item">
      <FormField id={NEW_ITEM_FIELD_ID} label="Add an item" hint={hint} error={error}>
        <Row>
          <Input
            {...fieldControlProps(NEW_ITEM_FIELD_ID, { hint, error })}
            value={text}
            maxLength={MEAL_PLAN_LIMITS.textLength}
            placeholder="e.g. kitchen roll"
            autoComplete="off"
            disabled={full}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" $variant="outline" disabled={full || add.isPending}>
            Add
          </Button>
        </Row>
      </FormField>
    </form>
  );
}
