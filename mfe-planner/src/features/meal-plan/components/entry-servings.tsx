import { useState } from 'react';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { IconButton, Input, MinusIcon, PlusIcon, VisuallyHidden } from '@forkful/ui';
import { parseServings } from '../../../components/entry-fields';
import { useT } from '../../../i18n';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;

  && > button {
    width: 2.25rem;
    height: 2.25rem;
  }
  && > input {
    width: 3.5rem;
    padding: 0.4rem 0.3rem;
    text-align: center;
  }
`;

interface EntryServingsProps {
  id: string;
  title: string;
  servings: number;
  onChange: (servings: number) => void;
}

/**
 * An entry's servings: fewer / more buttons save at once; a typed number saves when the field is left or Enter is
 * pressed (not on every keystroke), and a number out of 1 to 100 goes back to the saved one.
 */
export function EntryServings({ id, title, servings, onChange }: EntryServingsProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const { servingsMin: min, servingsMax: max } = MEAL_PLAN_LIMITS;
  const commit = () => {
    const value = draft === null ? null : parseServings(draft);
    setDraft(null);
    if (value !== null && value !== servings) onChange(value);
  };

  return (
    <Row>
      <VisuallyHidden as="label" htmlFor={id}>{t('entry.servingsOf', { title })}</VisuallyHidden>
      <IconButton type="button" aria-label={t('entry.fewerServingsOf', { title })} disabled={servings <= min} onClick={() => onChange(servings - 1)}>
        <MinusIcon size={16} />
      </IconButton>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(servings)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <IconButton type="button" aria-label={t('entry.moreServingsOf', { title })} disabled={servings >= max} onClick={() => onChange(servings + 1)}>
        <PlusIcon size={16} />
      </IconButton>
    </Row>
  );
}
