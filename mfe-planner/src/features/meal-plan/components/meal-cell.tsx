import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import styled from 'styled-components';
import type { MealPlanEntry } from '@forkful/domain';
import { Button, PlusIcon, alpha } from '@forkful/ui';
import { usePlanWords } from '../../../i18n/plan-words';
import { cellId, type PlanCell } from './plan-dnd';

/* An empty meal is one row (its name, then Add); a planned one lists its entries between them. */
const Cell = styled.div<{ $over: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.6rem;
  border-radius: 10px;
  border: 2px ${({ $over }) => ($over ? 'dashed' : 'solid')} ${({ theme, $over }) => ($over ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $over }) => ($over ? alpha(theme.colors.primary, 0.08) : theme.colors.surfaceAlt)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Entries = styled.ul`
  flex: 1 0 100%;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The id of a cell's Add button, where focus goes when the cell's last entry is removed. */
export function addButtonId({ date, meal }: PlanCell): string {
  return `add-${date}-${meal}`;
}

interface MealCellProps {
  cell: PlanCell;
  entries: MealPlanEntry[];
  renderEntry: (entry: MealPlanEntry) => ReactNode;
  onAdd: (cell: PlanCell) => void;
}

/**
 * One meal of one day (a group named "Monday 24 November, Dinner"): its entries, an Add button, and a drop target for an
 * entry dragged from another meal.
 */
export function MealCell({ cell, entries, renderEntry, onAdd }: MealCellProps) {
  const { t, meal, weekday, cell: cellLabel } = usePlanWords();
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell) });
  return (
    <Cell ref={setNodeRef} $over={isOver} role="group" aria-label={cellLabel(cell)}>
      <Heading>{meal(cell.meal)}</Heading>
      {entries.length > 0 && (
        <Entries>
          {entries.map((entry) => (
            <li key={entry._id}>{renderEntry(entry)}</li>
          ))}
        </Entries>
      )}
      <Button
        id={addButtonId(cell)}
        type="button"
        $variant="ghost"
        $size="sm"
        aria-label={t('cell.addTo', { weekday: weekday(cell.date), meal: meal(cell.meal) })}
        onClick={() => onAdd(cell)}
      >
        <PlusIcon size={16} /> {t('cell.add')}
      </Button>
    </Cell>
  );
}
