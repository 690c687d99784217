import styled from 'styled-components';
import { MEALS, MEAL_PLAN_LIMITS, type Meal } from '@forkful/domain';
import { Button, FormField, Select, TextField, fieldControlProps, useApiErrorText, type Translate } from '@forkful/ui';
import { useT, type PlannerKey } from '../i18n';

const { servingsMin, servingsMax, textLength } = MEAL_PLAN_LIMITS;

/** The servings typed, when they are a whole number the plan takes (1 to 100); else null. */
export function parseServings(draft: string): number | null {
  const value = Number(draft);
  return draft.trim() !== '' && Number.isInteger(value) && value >= servingsMin && value <= servingsMax ? value : null;
}

/** "Servings must be a whole number from 1 to 100" */
export function servingsProblem(t: Translate<PlannerKey>): string {
  return t('form.servingsProblem', { min: servingsMin, max: servingsMax });
}

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
  const t = useT();
  return (
    <Narrow>
      <TextField
        id={id}
        label={t('form.servings')}
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
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('form.note')}
      hint={t('form.characters', { count: value.length, max: textLength })}
      maxLength={textLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** "Meal": Breakfast, Lunch or Dinner. */
export function MealField({ id, value, onChange }: { id: string; value: Meal; onChange: (meal: Meal) => void }) {
  const t = useT();
  return (
    <FormField id={id} label={t('form.meal')}>
      <Select {...fieldControlProps(id, {})} value={value} onChange={(event) => onChange(event.target.value as Meal)}>
        {MEALS.map((option) => (
          <option key={option} value={option}>
            {t(`meal.${option}`)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The end of an "Add to plan" form: the API's refusal, if any, then Cancel and the submit button. */
export function AddEntryActions({ add, onCancel }: { add: { isPending: boolean; isError: boolean; error: unknown }; onCancel: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  return (
    <>
      {add.isError && <FormProblem role="alert">{t('form.addFailed', { reason: errorText(add.error) })}</FormProblem>}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('form.adding') : t('form.addToPlan')}
        </Button>
      </FormActions>
    </>
  );
}
