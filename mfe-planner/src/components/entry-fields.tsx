import styled from 'styled-components';
import { MEALS, MEAL_LABELS, MEAL_PLAN_LIMITS, type Meal } from '@forkful/domain';
import { apiErrorMessage } from '@forkful/runtime';
import { Button, FormField, Select, TextField, fieldControlProps } from '@forkful/ui';

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

/** "Meal": Breakfast, Lunch or Dinner. */
export function MealField({ id, value, onChange }: { id: string; value: Meal; onChange: (meal: Meal) => void }) {
  return (
    <FormField id={id} label="Meal">
      <Select {...fieldControlProps(id, {})} value={value} onChange={(event) => onChange(event.target.value as Meal)}>
        {MEALS.map((option) => (
          <option key={option} value={option}>
            {MEAL_LABELS[option]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The end of an "Add to plan" form: the API's refusal, if any, then Cancel and the submit button. */
export function AddEntryActions({ add, onCancel }: { add: { isPending: boolean; isError: boolean; error: unknown }; onCancel: () => void }) {
  return (
    <>
      {add.isError && <FormProblem role="alert">{`Could not add it: ${apiErrorMessage(add.error)}`}</FormProblem>}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to plan'}
        </Button>
      </FormActions>
    </>
  );
}
