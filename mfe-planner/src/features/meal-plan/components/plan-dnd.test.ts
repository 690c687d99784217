import type { ClientRect } from '@dnd-kit/core';
import { appMessages } from '../../../i18n';
import { planWords } from '../../../i18n/plan-words';
import { cellId, cellOfId, nextCellRect, planAnnouncements } from './plan-dnd';

const english = planWords(appMessages.translate('en'), 'en');

const rect = (left: number, top: number, width = 100, height = 50): ClientRect => ({
  left, top, width, height, right: left + width, bottom: top + height,
});

describe('drag and drop of plan entries', () => {
  it('names each cell by its day and meal, and reads its id back', () => {
    expect(cellId({ date: '2025-11-24', meal: 'dinner' })).toBe('2025-11-24|dinner');
    expect(cellOfId('2025-11-24|dinner')).toEqual({ date: '2025-11-24', meal: 'dinner' });
    expect([cellOfId('2025-11-24|supper'), cellOfId('entry-1'), cellOfId(undefined)]).toEqual([null, null, null]);
    expect(english.cell({ date: '2025-11-24', meal: 'dinner' })).toBe('Monday 24 November, Dinner');
  });

  it('tells a screen reader what is dragged, where it is, and where it went', () => {
    const say = planAnnouncements((id) => (id === 'e1' ? 'Carbonara' : '?'), english);
    const active = { id: 'e1' } as never;
    const over = { id: '2025-11-25|lunch' } as never;
    expect(say.onDragStart({ active })).toBe('Picked up Carbonara.');
    expect(say.onDragOver({ active, over })).toBe('Carbonara is over Tuesday 25 November, Lunch.');
    expect(say.onDragOver({ active, over: null })).toBe('Carbonara is no longer over a meal.');
    expect(say.onDragEnd({ active, over })).toBe('Carbonara was dropped on Tuesday 25 November, Lunch.');
    expect(say.onDragCancel({ active, over: null })).toBe('Moving Carbonara was cancelled. It stays where it was.');
  });

  it('names cells and says where an entry goes in Bangla, with Bangla names of days and meals', async () => {
    await appMessages.preload('bn');
    const bangla = planWords(appMessages.translate('bn'), 'bn');
    expect(bangla.cell({ date: '2025-11-24', meal: 'dinner' })).toBe('সোমবার ২৪ নভেম্বর, রাতের খাবার');
    const say = planAnnouncements(() => 'Carbonara', bangla);
    expect(say.onDragEnd({ active: { id: 'e1' } as never, over: { id: '2025-11-25|lunch' } as never })).toBe(
      'Carbonara রাখা হয়েছে: মঙ্গলবার ২৫ নভেম্বর, দুপুরের খাবার।',
    );
  });

  describe('the arrow keys, from cell to cell', () => {
    // Two days of three meals in rows, as from the md breakpoint.
    const grid = [0, 1].flatMap((row) => [0, 1, 2].map((column) => rect(column * 120, row * 80)));
    const [mondayBreakfast, mondayLunch, , tuesdayBreakfast] = grid;

    it('go to the next meal across and the next day down', () => {
      expect(nextCellRect(mondayBreakfast, grid, 'ArrowRight')).toBe(mondayLunch);
      expect(nextCellRect(mondayBreakfast, grid, 'ArrowDown')).toBe(tuesdayBreakfast);
      expect(nextCellRect(tuesdayBreakfast, grid, 'ArrowUp')).toBe(mondayBreakfast);
      expect(nextCellRect(mondayLunch, grid, 'ArrowLeft')).toBe(mondayBreakfast);
    });

    it('stay put where no cell lies that way, or for other keys', () => {
      expect(nextCellRect(mondayBreakfast, grid, 'ArrowLeft')).toBeUndefined();
      expect(nextCellRect(mondayBreakfast, grid, 'ArrowUp')).toBeUndefined();
      expect(nextCellRect(mondayBreakfast, grid, 'KeyA')).toBeUndefined();
    });

    it('follow the single column of a phone', () => {
      const column = [0, 1, 2, 3].map((row) => rect(0, row * 60));
      expect(nextCellRect(column[1], column, 'ArrowDown')).toBe(column[2]);
      expect(nextCellRect(column[1], column, 'ArrowRight')).toBeUndefined();
    });
  });
});
