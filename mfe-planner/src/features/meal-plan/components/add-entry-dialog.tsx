import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MEAL_PLAN_LIMITS, type Recipe } from '@forkful/domain';
import { Modal } from '@forkful/ui';
import { AddEntryActions, EntryForm, FormProblem, NoteField, ServingsField, parseServings, servingsProblem } from '../../../components/entry-fields';
import { useAddPlanEntry } from '../../../hooks/use-add-plan-entry';
import { usePlanWords } from '../../../i18n/plan-words';
import type { PlanCell } from './plan-dnd';
import { RecipePicker } from './recipe-picker';

/**
 * "Add to Monday 24 November, Dinner": a recipe chosen from a search over all recipes, its servings (the recipe's, else
 * 2, until the cook changes them) and an optional note. A refusal shows inline; success closes it with a toast.
 */
export function AddEntryDialog({ cell, onClose }: { cell: PlanCell; onClose: () => void }) {
  const { t, cell: cellLabel } = usePlanWords();
  const id = useId();
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [servings, setServings] = useState(String(MEAL_PLAN_LIMITS.defaultServings));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ recipe?: string; servings?: string }>({});
  const add = useAddPlanEntry();

  const choose = (chosen: Recipe) => {
    setRecipe(chosen);
    setServings(String(chosen.servings ?? MEAL_PLAN_LIMITS.defaultServings));
    setProblems((current) => ({ ...current, recipe: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = parseServings(servings);
    const found = { recipe: recipe ? undefined : t('addEntry.chooseRecipe'), servings: count === null ? servingsProblem(t) : undefined };
    setProblems(found);
    if (!recipe || count === null) return;
    const text = note.trim();
    add.mutate(
      { recipeId: recipe._id, date: cell.date, meal: cell.meal, servings: count, ...(text ? { note: text } : {}) },
      {
        onSuccess: () => {
          toast.success(t('addEntry.added', { title: recipe.title, cell: cellLabel(cell) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal title={t('addEntry.title', { cell: cellLabel(cell) })} onClose={onClose}>
      <EntryForm noValidate onSubmit={submit} aria-label={t('addEntry.form', { cell: cellLabel(cell) })}>
        <RecipePicker selected={recipe} onSelect={choose} />
        {problems.recipe && <FormProblem role="alert">{problems.recipe}</FormProblem>}
        <ServingsField id={`${id}-servings`} value={servings} onChange={setServings} error={problems.servings} />
        <NoteField id={`${id}-note`} value={note} onChange={setNote} />
        <AddEntryActions add={add} onCancel={onClose} />
      </EntryForm>
    </Modal>
  );
}
