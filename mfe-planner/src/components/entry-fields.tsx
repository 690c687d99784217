import styled from 'styled-components';
import { MEAL_PLAN_LIMITS } from '@forkful/domain';
import { TextField } from '@forkful/ui';

const { servingsMin, servingsMax, textLength } = MEAL_PLAN_LIMITS;

/** The servings typed, when they are a whole number the plan takes (1 to 100); else null. */
export function parseServings(draft: string): number | null {
  const value = Number(draft);
  return draft.trim() !== '' && Number.isInteger(value) && value >= servingsMin && value <= servingsMax ? value : null;
}

export const SERVINGS_PROBLEM = `Servings must be a whole number from ${servingsMin} to ${servingsMax}`;

/** A plan entry's form: its fields in a column, its buttons in a row at the end. */
export const EntryForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** A dialog's sentence of explanation. */
export const DialogText = styled.p`
  margin: 0 0 1rem;
`;

/** An inline message above a form's buttons (the API's refusal). */
export const FormProblem = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Narrow = styled.div`
  max-width: 10rem;
`;

interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Servings": a whole number from 1 to 100 (typed as text, so it can be emptied on the way to another number). */
export function ServingsField({ id, value, onChange, error }: FieldProps) {
  return (
    <Narrow>
      <TextField
        id={id}
        label="Servings"
        type="number"
        inputMode="numeric"
        min={servingsMin}
        max={servingsMax}
        step={1}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </Narrow>
  );
}

/** "Note (optional)", at most 200 characters, with a counter. */
export function NoteField({ id, value, onChange }: Omit<FieldProps, 'error'>) {
  return (
    <TextField
      id={id}
      label="Note (optional)"
      hint={`${value.length}/${textLength} characters`}
      maxLength={textLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
