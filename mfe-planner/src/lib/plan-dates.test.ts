import {
  addDays, daysBetween, formatDay, formatRange, isPlanDate, isWithinPlanReach, parsePlanDate, toPlanDate, weekDays, weekEnd,
  weekStart, weekdayName,
} from './plan-dates';

describe('plan dates', () => {
  it('writes a local day as YYYY-MM-DD and reads it back at local midnight', () => {
    expect(toPlanDate(new Date(2025, 10, 30, 23, 59))).toBe('2025-11-30');
    expect(toPlanDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    const date = parsePlanDate('2025-03-09');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2025, 2, 9, 0]);
  });

  it('takes real calendar days only', () => {
    expect(['2024-02-29', '2025-12-31'].map(isPlanDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-13-01', '2025-1-1', '2025-11-30T00:00', '', undefined].map(isPlanDate)).toEqual([
      false, false, false, false, false, false,
    ]);
    expect(() => parsePlanDate('30/11/2025')).toThrow(RangeError);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-11-30', 1)).toBe('2025-12-01');
    expect(addDays('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    // Europe's and America's clock changes of 2025: every day is still one day.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-12-31', '2025-12-01')).toBe(-30);
  });

  it('finds the ISO week, Monday to Sunday, of any day', () => {
    expect(weekStart('2025-11-30')).toBe('2025-11-24'); // a Sunday belongs to the week before
    expect(weekStart('2025-12-01')).toBe('2025-12-01'); // a Monday starts its own
    expect(weekStart('2026-01-01')).toBe('2025-12-29'); // across the new year
    expect(weekEnd('2025-11-26')).toBe('2025-11-30');
    expect(weekDays('2025-11-24')).toEqual([
      '2025-11-24', '2025-11-25', '2025-11-26', '2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30',
    ]);
  });

  it('names days and ranges the way the plan shows them', () => {
    expect(weekdayName('2025-11-24')).toBe('Monday');
    expect(formatDay('2025-11-30')).toBe('Sunday 30 November');
    expect(formatRange('2025-11-24', '2025-11-30')).toBe('24–30 November 2025');
    expect(formatRange('2025-09-29', '2025-10-05')).toBe('29 September – 5 October 2025');
    expect(formatRange('2025-12-29', '2026-01-04')).toBe('29 December 2025 – 4 January 2026');
    expect(formatRange('2025-11-30', '2025-11-30')).toBe('30 November 2025');
  });

  it('names days and ranges in Bangla through Intl, with Bangla digits', () => {
    expect(weekdayName('2025-11-24', 'bn')).toBe('সোমবার');
    expect(formatDay('2025-11-30', 'bn')).toBe('রবিবার ৩০ নভেম্বর');
    expect(formatRange('2025-11-24', '2025-11-30', 'bn')).toBe('২৪–৩০ নভেম্বর, ২০২৫');
    expect(formatRange('2025-12-29', '2026-01-04', 'bn')).toBe('২৯ ডিসেম্বর, ২০২৫ – ৪ জানুয়ারি, ২০২৬');
    expect(formatRange('2025-11-30', '2025-11-30', 'bn')).toBe('৩০ নভেম্বর, ২০২৫');
  });

  it("keeps dates within two years of today, a day inside the API's bound (its today is UTC)", () => {
    expect(isWithinPlanReach('2027-11-30', '2025-12-01')).toBe(true); // 729 days
    expect(isWithinPlanReach('2027-12-01', '2025-12-01')).toBe(false); // 730 days
    expect(isWithinPlanReach('2023-12-03', '2025-12-01')).toBe(true); // 729 days back (2024 is a leap year)
    expect(isWithinPlanReach('2023-11-30', '2025-12-01')).toBe(false);
  });
});
