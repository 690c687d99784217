import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { MEAL_LABELS, MEAL_PLAN_LIMITS, type Meal } from '@forkful/domain';
import { Modal, TextField, type ExtensionSlotProperties } from '@forkful/ui';
import { AddEntryActions, EntryForm, MealField, NoteField, SERVINGS_PROBLEM, ServingsField, parseServings } from '../../../components/entry-fields';
import { useAddPlanEntry } from '../../../hooks/use-add-plan-entry';
import { PLAN_REACH_DAYS, addDays, formatDay, isPlanDate, isWithinPlanReach, todayPlanDate } from '../../../lib/plan-dates';

/** What the recipe page gives every `recipe-actions` contribution (ExtensionSlotProps in @forkful/topology). */
export type RecipeActionProps = ExtensionSlotProperties<'recipe-actions'>['props'];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
`;

/** The day and meal (today's dinner unless changed), servings (the recipe's, else 2) and a note; then "Add to plan". */
export function AddToPlanDialog({ recipe, onClose }: RecipeActionProps & { onClose: () => void }) {
  const id = useId();
  const today = todayPlanDate();
  const [date, setDate] = useState<string>(today);
  const [meal, setMeal] = useState<Meal>('dinner');
  const [servings, setServings] = useState(String(recipe.servings ?? MEAL_PLAN_LIMITS.defaultServings));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ date?: string; servings?: string }>({});
  const add = useAddPlanEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = parseServings(servings);
    const dateOk = isPlanDate(date) && isWithinPlanReach(date, today);
    setProblems({ date: dateOk ? undefined : 'Choose a day within two years of today', servings: count === null ? SERVINGS_PROBLEM : undefined });
    if (!dateOk || count === null) return;
    const text = note.trim();
    add.mutate(
      { recipeId: recipe._id, date, meal, servings: count, ...(text ? { note: text } : {}) },
      {
        onSuccess: () => {
          toast.success(`Added to your plan: ${formatDay(date)}, ${MEAL_LABELS[meal]}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal title={`Add ${recipe.title} to your plan`} onClose={onClose}>
      <EntryForm noValidate onSubmit={submit} aria-label={`Add ${recipe.title} to your plan`}>
        <Row>
          <TextField
            id={`${id}-date`}
            label="Day"
            type="date"
            required
            min={addDays(today, -PLAN_REACH_DAYS)}
            max={addDays(today, PLAN_REACH_DAYS)}
            value={date}
            error={problems.date}
            onChange={(event) => setDate(event.target.value)}
          />
          <MealField id={`${id}-meal`} value={meal} onChange={setMeal} />
        </Row>
        <ServingsField id={`${id}-servings`} value={servings} onChange={setServings} error={problems.servings} />
        <NoteField id={`${id}-note`} value={note} onChange={setNote} />
        <AddEntryActions add={add} onCancel={onClose} />
      </EntryForm>
    </Modal>
  );
}
