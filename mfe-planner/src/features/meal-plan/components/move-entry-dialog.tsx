import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Meal, type MealPlanEntry, type PlanDate } from '@forkful/domain';
import { Button, FormField, Modal, Select, fieldControlProps, mediaUp } from '@forkful/ui';
import { DialogText, EntryForm, FormActions, MealField } from '../../../components/entry-fields';
import { usePlanWords } from '../../../i18n/plan-words';
import { addDays, isWithinPlanReach, weekDays } from '../../../lib/plan-dates';
import type { PlanCell } from './plan-dnd';

const Fields = styled.div`
  display: grid;
  gap: 1rem;

  ${mediaUp('sm')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

interface MoveEntryDialogProps {
  entry: MealPlanEntry;
  /** The Monday of the week shown: the day list offers it and the weeks either side. */
  monday: PlanDate;
  today: PlanDate;
  onMove: (entry: MealPlanEntry, cell: PlanCell) => void;
  onClose: () => void;
}

/**
 * The keyboard's and screen reader's way to move an entry (drag and drop's twin): a day of the week shown or the weeks
 * either side, and a meal, as two selects, then Move.
 */
export function MoveEntryDialog({ entry, monday, today, onMove, onClose }: MoveEntryDialogProps) {
  const { t, day: dayName, range, cell: cellLabel } = usePlanWords();
  const id = useId();
  const [date, setDate] = useState<PlanDate>(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const weeks = [-7, 0, 7].map((offset) => addDays(monday, offset));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date !== entry.date || meal !== entry.meal) onMove(entry, { date, meal });
    onClose();
  };

  return (
    <Modal title={t('move.title', { title: entry.recipe.title })} onClose={onClose}>
      <DialogText>{t('move.now', { cell: cellLabel(entry) })}</DialogText>
      <EntryForm onSubmit={submit} aria-label={t('move.title', { title: entry.recipe.title })}>
        <Fields>
          <FormField id={`${id}-day`} label={t('form.day')}>
            <Select {...fieldControlProps(`${id}-day`, {})} value={date} onChange={(event) => setDate(event.target.value)}>
              {weeks.map((week) => (
                <optgroup key={week} label={range(week, addDays(week, 6))}>
                  {weekDays(week)
                    .filter((day) => isWithinPlanReach(day, today))
                    .map((day) => (
                      <option key={day} value={day}>
                        {dayName(day)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          </FormField>
          <MealField id={`${id}-meal`} value={meal} onChange={setMeal} />
        </Fields>
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('entry.move')}</Button>
        </FormActions>
      </EntryForm>
    </Modal>
  );
}
