import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import type { MealPlanEntry } from '@forkful/domain';
import { Button, ButtonLink, Card, PageContainer, PageHeader, useDocumentTitle, useUiT } from '@forkful/ui';
import { usePlanWords } from '../../../i18n/plan-words';
import { weekDays } from '../../../lib/plan-dates';
import { useChangeEntry, useRemoveEntry } from '../api/use-entry-writes';
import { useWeekPlan } from '../api/use-week-plan';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import { usePlanWeek } from '../hooks/use-plan-week';
import { AddEntryDialog } from './add-entry-dialog';
import { EntryCard } from './entry-card';
import { addButtonId } from './meal-cell';
import { MoveEntryDialog } from './move-entry-dialog';
import type { PlanCell } from './plan-dnd';
import { RemoveEntryDialog } from './remove-entry-dialog';
import { WeekGrid } from './week-grid';
import { WeekNav } from './week-nav';

const Links = styled.div`
  display: flex;
  justify-content: center;
  margin: -1.5rem 0 1.5rem;
`;

const Notice = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
`;

const Hint = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type OpenDialog = { kind: 'add'; cell: PlanCell } | { kind: 'move' | 'remove'; entry: MealPlanEntry };

/** /plan: the signed-in cook's meal plan, one week at a time (Monday first), each day's Breakfast, Lunch and Dinner. */
export function MealPlanPage() {
  const { t, cell: cellLabel } = usePlanWords();
  const uiT = useUiT();
  useDocumentTitle(t('plan.title'));
  const week = usePlanWeek();
  const plan = useWeekPlan(week.monday);
  const change = useChangeEntry();
  const remove = useRemoveEntry();
  const focusAfter = useFocusAfterChange(plan.data);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const entries = plan.data?.entries ?? [];
  const close = () => setDialog(null);

  const setServings = (entry: MealPlanEntry, servings: number) =>
    change.mutate({ entry, change: { servings }, failure: t('plan.servingsFailed', { title: entry.recipe.title }) });

  const moveTo = (entry: MealPlanEntry, cell: PlanCell, by: 'menu' | 'drag') => {
    // Its card is drawn again in the new meal: focus follows it (the control used), else stays in the old meal.
    const control = by === 'menu' ? 'move' : 'drag';
    focusAfter([`entry-${entry._id}-${control}`, addButtonId(entry)]);
    change.mutate(
      { entry, change: { date: cell.date, meal: cell.meal }, failure: t('plan.moveFailed', { title: entry.recipe.title }) },
      { onSuccess: () => toast.success(t('plan.moved', { title: entry.recipe.title, cell: cellLabel(cell) })) },
    );
  };

  const removeEntry = (entry: MealPlanEntry) => {
    focusAfter([addButtonId(entry)]);
    remove.mutate(
      { entry, failure: t('plan.removeFailed', { title: entry.recipe.title }) },
      { onSuccess: () => toast.success(t('plan.removed', { title: entry.recipe.title })) },
    );
  };

  return (
    <PageContainer>
      <PageHeader title={t('plan.title')} lead={t('plan.lead')} />
      <Links>
        <ButtonLink to="/shopping-list" $variant="outline" $size="sm">
          {t('plan.shoppingList')}
        </ButtonLink>
      </Links>
      <WeekNav week={week} />
      {plan.isPending && plan.fetchStatus !== 'idle' && <Hint role="status">{uiT('loading.text')}</Hint>}
      {plan.isError && (
        <Notice role="alert">
          <span>{t('plan.loadFailed')}</span>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void plan.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Notice>
      )}
      {plan.isSuccess && entries.length === 0 && <Hint>{t('plan.empty')}</Hint>}
      <WeekGrid
        days={weekDays(week.monday)}
        today={week.today}
        entries={entries}
        onAdd={(cell) => setDialog({ kind: 'add', cell })}
        onDrop={(entry, cell) => moveTo(entry, cell, 'drag')}
        renderEntry={(entry) => (
          <EntryCard
            entry={entry}
            onServings={setServings}
            onMove={(chosen) => setDialog({ kind: 'move', entry: chosen })}
            onRemove={(chosen) => setDialog({ kind: 'remove', entry: chosen })}
          />
        )}
      />
      {dialog?.kind === 'add' && <AddEntryDialog cell={dialog.cell} onClose={close} />}
      {dialog?.kind === 'move' && (
        <MoveEntryDialog entry={dialog.entry} monday={week.monday} today={week.today} onMove={(entry, cell) => moveTo(entry, cell, 'menu')} onClose={close} />
      )}
      {dialog?.kind === 'remove' && <RemoveEntryDialog entry={dialog.entry} onRemove={removeEntry} onClose={close} />}
    </PageContainer>
  );
}
