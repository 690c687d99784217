import type { MealPlanRange } from '@forkful/domain';
import { planEntryFixture } from '../../../testing/plan-fixtures';
import { withEntry, withoutEntry } from './plan-cache';

const week = (entries = [
  planEntryFixture({ _id: 'a', date: '2025-11-24', meal: 'dinner' }),
  planEntryFixture({ _id: 'b', date: '2025-11-25', meal: 'breakfast' }),
]): MealPlanRange => ({ from: '2025-11-24', to: '2025-11-30', entries });

describe('the plan cache after a write', () => {
  it('moves an entry to its new day and meal, in the order the API answers', () => {
    const moved = withEntry(week(), { ...week().entries[0], date: '2025-11-25', meal: 'lunch' });
    expect(moved.entries.map((entry) => [entry._id, entry.date, entry.meal])).toEqual([
      ['b', '2025-11-25', 'breakfast'],
      ['a', '2025-11-25', 'lunch'],
    ]);
  });

  it('drops an entry moved out of the range, and takes one moved into it', () => {
    expect(withEntry(week(), { ...week().entries[0], date: '2025-12-01' }).entries.map((entry) => entry._id)).toEqual(['b']);
    const arriving = planEntryFixture({ _id: 'c', date: '2025-11-24', meal: 'breakfast' });
    expect(withEntry(week(), arriving).entries.map((entry) => entry._id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps entries of one meal in the order they were added', () => {
    const first = planEntryFixture({ _id: 'x', date: '2025-11-24', meal: 'dinner', createdAt: '2025-11-20T10:00:00.000Z' });
    const range = week([planEntryFixture({ _id: 'y', date: '2025-11-24', meal: 'dinner', createdAt: '2025-11-21T10:00:00.000Z' })]);
    expect(withEntry(range, first).entries.map((entry) => entry._id)).toEqual(['x', 'y']);
  });

  it('removes an entry, and changes its servings in place', () => {
    expect(withoutEntry(week(), 'a').entries.map((entry) => entry._id)).toEqual(['b']);
    expect(withEntry(week(), { ...week().entries[1], servings: 6 }).entries[1].servings).toBe(6);
  });
});
