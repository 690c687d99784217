import { useState } from 'react';
import styled from 'styled-components';
import { RECIPE_LIMITS, isServingsCount } from '@forkful/domain';
import { IconButton, Input, MinusIcon, PlusIcon } from '@forkful/ui';
import { useT } from '../../../i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  margin-bottom: 16px;

  & > label {
    margin-right: auto;
    font-weight: 700;
  }
  && > input {
    flex: 0 0 4.5rem;
    width: 4.5rem;
    text-align: center;
  }
`;

/** "Servings": a number field (arrow keys step it) with fewer / more buttons for touch; the list follows it. */
export function ServingsField({ servings, onChange }: { servings: number; onChange: (servings: number) => void }) {
  // What is being typed (so the field can be emptied on the way to another number); else the servings themselves.
  const [draft, setDraft] = useState<string | null>(null);
  const { servingsMin: min, servingsMax: max } = RECIPE_LIMITS;
  const t = useT();

  return (
    <Row data-print="servings">
      <label htmlFor="servings-input">{t('servings.label')}</label>
      <IconButton type="button" aria-label={t('servings.fewer')} disabled={servings <= min} onClick={() => onChange(servings - 1)}>
        <MinusIcon size={18} />
      </IconButton>
      <Input
        id="servings-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(servings)}
        onChange={(event) => {
          setDraft(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== '' && isServingsCount(value)) onChange(value);
        }}
        onBlur={() => setDraft(null)}
      />
      <IconButton type="button" aria-label={t('servings.more')} disabled={servings >= max} onClick={() => onChange(servings + 1)}>
        <PlusIcon size={18} />
      </IconButton>
    </Row>
  );
}
