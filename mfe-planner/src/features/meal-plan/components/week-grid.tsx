import { useMemo, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import styled from 'styled-components';
import { MEALS, type MealPlanEntry, type PlanDate } from '@forkful/domain';
import { mediaUp } from '@forkful/ui';
import { usePlanWords } from '../../../i18n/plan-words';
import { MealCell } from './meal-cell';
import { cellKeyboardCoordinates, cellOfId, planAnnouncements, planCollisions, planDragInstructions, type PlanCell } from './plan-dnd';

const Days = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Phones: the day's name, then its meals one under another. From md: one row a day, its name and three meal columns. */
const Day = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  padding-bottom: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${mediaUp('md')} {
    grid-template-columns: 9rem repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;

const DayHeading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

const TodayBadge = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};

  ${mediaUp('md')} {
    display: table;
    margin: 0.35rem 0 0;
  }
`;

interface WeekGridProps {
  days: PlanDate[];
  today: PlanDate;
  entries: MealPlanEntry[];
  renderEntry: (entry: MealPlanEntry) => ReactNode;
  onAdd: (cell: PlanCell) => void;
  /** An entry dropped on another day or meal. */
  onDrop: (entry: MealPlanEntry, cell: PlanCell) => void;
}

/** The week, Monday first: each day with Breakfast, Lunch and Dinner; entries drag between them (pointer or keyboard). */
export function WeekGrid({ days, today, entries, renderEntry, onAdd, onDrop }: WeekGridProps) {
  const words = usePlanWords();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap or click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () => planAnnouncements((id) => entries.find((entry) => entry._id === id)?.recipe.title ?? words.t('drag.someRecipe'), words),
    [entries, words],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const entry = entries.find((candidate) => candidate._id === active.id);
    const cell = cellOfId(over?.id);
    if (entry && cell && (cell.date !== entry.date || cell.meal !== entry.meal)) onDrop(entry, cell);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={planCollisions}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: planDragInstructions(words) }}
    >
      <Days>
        {days.map((date) => (
          <Day key={date}>
            <DayHeading>
              {words.day(date)}
              {date === today && <TodayBadge>{words.t('week.today')}</TodayBadge>}
            </DayHeading>
            {MEALS.map((meal) => (
              <MealCell
                key={meal}
                cell={{ date, meal }}
                entries={entries.filter((entry) => entry.date === date && entry.meal === meal)}
                renderEntry={renderEntry}
                onAdd={onAdd}
              />
            ))}
          </Day>
        ))}
      </Days>
    </DndContext>
  );
}
