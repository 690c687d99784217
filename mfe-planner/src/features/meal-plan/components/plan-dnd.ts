import {
  KeyboardCode, closestCenter, pointerWithin, type Announcements, type ClientRect, type CollisionDetection,
  type KeyboardCoordinateGetter, type ScreenReaderInstructions, type UniqueIdentifier,
} from '@dnd-kit/core';
import { MEALS, type Meal, type PlanDate } from '@forkful/domain';
import type { PlanWords } from '../../../i18n/plan-words';
import { isPlanDate } from '../../../lib/plan-dates';

/**
 * Drag and drop of plan entries between the week's cells (a day's meal), with @dnd-kit/core: the cells' ids, what a
 * screen reader hears, and how the keyboard moves a picked-up entry from cell to cell. The Move menu is the other
 * keyboard path.
 */

export interface PlanCell {
  date: PlanDate;
  meal: Meal;
}

/** A cell's droppable id: `2025-11-24|dinner`. */
export function cellId({ date, meal }: PlanCell): string {
  return `${date}|${meal}`;
}

export function cellOfId(id: UniqueIdentifier | undefined): PlanCell | null {
  const [date, meal] = String(id ?? '').split('|');
  return isPlanDate(date) && (MEALS as readonly string[]).includes(meal) ? { date, meal: meal as Meal } : null;
}

/** What a screen reader hears while an entry is dragged, in the page's language; `titleOf` names the entry dragged. */
export function planAnnouncements(titleOf: (entryId: UniqueIdentifier) => string, { t, cell }: PlanWords): Announcements {
  const where = (overId: UniqueIdentifier | undefined) => {
    const over = cellOfId(overId);
    return over ? cell(over) : null;
  };
  return {
    onDragStart: ({ active }) => t('drag.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => {
      const place = where(over?.id);
      return place ? t('drag.over', { title: titleOf(active.id), cell: place }) : t('drag.notOver', { title: titleOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const place = where(over?.id);
      return place ? t('drag.dropped', { title: titleOf(active.id), cell: place }) : t('drag.droppedNowhere', { title: titleOf(active.id) });
    },
    onDragCancel: ({ active }) => t('drag.cancelled', { title: titleOf(active.id) }),
  };
}

/** How to drag with the keyboard, for a screen reader. */
export function planDragInstructions({ t }: PlanWords): ScreenReaderInstructions {
  return { draggable: t('drag.instructions') };
}

/** A pointer drops on the cell under it; the keyboard (no pointer) on the cell nearest the entry's centre. */
export const planCollisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

const DIRECTIONS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

/**
 * The nearest cell in the arrow's direction from `from`: the one furthest along least, preferring cells in line with
 * it (off-line distance counts twice). None when no cell lies that way.
 */
export function nextCellRect(from: ClientRect, cells: ClientRect[], key: string): ClientRect | undefined {
  const direction = DIRECTIONS[key];
  if (!direction) return undefined;
  const start = centre(from);
  let best: { rect: ClientRect; score: number } | undefined;
  for (const rect of cells) {
    const point = centre(rect);
    const along = (point.x - start.x) * direction.x + (point.y - start.y) * direction.y;
    const across = Math.abs((point.x - start.x) * direction.y) + Math.abs((point.y - start.y) * direction.x);
    if (along < 1) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { rect, score };
  }
  return best?.rect;
}

/** The keyboard sensor's arrow keys: from cell to cell (on a phone's single column, up and down), not 25 px at a time. */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect || !DIRECTIONS[event.code]) return undefined;
  event.preventDefault();
  // From the cell it is over (a card's centre is not its cell's), to the next one that way.
  const origin = (over && droppableRects.get(over.id)) || collisionRect;
  const cells = [...droppableRects.entries()].filter(([id]) => id !== over?.id).map(([, rect]) => rect);
  const target = nextCellRect(origin, cells, event.code);
  if (!target) return currentCoordinates;
  const from = centre(collisionRect);
  const to = centre(target);
  return { x: currentCoordinates.x + to.x - from.x, y: currentCoordinates.y + to.y - from.y };
};
