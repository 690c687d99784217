import { BadRequestException } from '@nestjs/common';
import { checkPlanDate, checkPlanRange, dayNumber, planDateOf, today } from './plan-dates';

const NOW = Date.UTC(2025, 5, 4, 23, 59); // 2025-06-04, late in the UTC day
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('not refused');
};

describe('plan dates', () => {
  it('reads real calendar days only, and writes them back the same', () => {
    expect(planDateOf(dayNumber('2024-02-29')!)).toBe('2024-02-29');
    expect(dayNumber('1970-01-02')).toBe(1);
    for (const date of ['2025-02-29', '2025-04-31', '0099-01-01', '2025-13-01', '2025-1-01', ' 2025-01-01', '2025-01-01T00:00']) expect({ date, day: dayNumber(date) }).toEqual({ date, day: null });
    expect(planDateOf(today(NOW))).toBe('2025-06-04');
  });

  it('takes a day up to 730 days either side of today (UTC), and refuses one beyond with the allowed span', () => {
    expect(checkPlanDate('2027-06-04', 'date', NOW)).toBe(today(NOW) + 730);
    expect(checkPlanDate('2023-06-05', 'date', NOW)).toBe(today(NOW) - 730);
    expect(refusal(() => checkPlanDate('2027-06-05', 'date', NOW))).toBe('date must be within 730 days of today (2023-06-05 to 2027-06-04)');
    expect(refusal(() => checkPlanDate('2023-06-04', 'from', NOW))).toMatch(/^from must be within 730 days/);
    expect(refusal(() => checkPlanDate('2025-02-30', 'to', NOW))).toBe('to must be a day of the calendar: 2025-02-30 is not');
  });

  it('takes ranges of 1 to 42 days in order, both ends included', () => {
    expect(() => checkPlanRange('2025-06-04', '2025-06-04', NOW)).not.toThrow();
    expect(() => checkPlanRange('2025-06-01', '2025-07-12', NOW)).not.toThrow();
    expect(refusal(() => checkPlanRange('2025-06-01', '2025-07-13', NOW))).toBe('A range spans at most 42 days: 2025-06-01 to 2025-07-13 is 43');
    expect(refusal(() => checkPlanRange('2025-06-05', '2025-06-04', NOW))).toBe('from must be on or before to');
  });
});
