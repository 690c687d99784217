import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { MEAL_PLAN_LIMITS, type Meal } from '@forkful/domain';
import { Modal, TextField, apiErrorMessages, uiMessages, type ExtensionSlotProperties } from '@forkful/ui';
import { AddEntryActions, EntryForm, MealField, NoteField, ServingsField, parseServings, servingsProblem } from '../../../components/entry-fields';
import { useAddPlanEntry } from '../../../hooks/use-add-plan-entry';
import { usePlanWords } from '../../../i18n/plan-words';
import { PLAN_REACH_DAYS, addDays, isPlanDate, isWithinPlanReach, todayPlanDate } from '../../../lib/plan-dates';

// The UI kit's words (the dialog's close button) and the API refusals' in the document's language load with this chunk.
void uiMessages.preloadDocumentLanguage();
void apiErrorMessages.preloadDocumentLanguage();

/** What the recipe page gives every `recipe-actions` contribution (ExtensionSlotProps in @forkful/topology). */
export type RecipeActionProps = ExtensionSlotProperties<'recipe-actions'>['props'];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
`;

/** The day and meal (today's dinner unless changed), servings (the recipe's, else 2) and a note; then "Add to plan". */
export function AddToPlanDialog({ recipe, onClose }: RecipeActionProps & { onClose: () => void }) {
  const { t, cell } = usePlanWords();
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
    setProblems({ date: dateOk ? undefined : t('addToPlan.dayProblem'), servings: count === null ? servingsProblem(t) : undefined });
    if (!dateOk || count === null) return;
    const text = note.trim();
    add.mutate(
      { recipeId: recipe._id, date, meal, servings: count, ...(text ? { note: text } : {}) },
      {
        onSuccess: () => {
          toast.success(t('addToPlan.added', { cell: cell({ date, meal }) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal title={t('addToPlan.title', { title: recipe.title })} onClose={onClose}>
      <EntryForm noValidate onSubmit={submit} aria-label={t('addToPlan.title', { title: recipe.title })}>
        <Row>
          <TextField
            id={`${id}-date`}
            label={t('form.day')}
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
