import { BadRequestException } from '@nestjs/common';
import { MEAL_PLAN_LIMITS, type PlanDate } from '@forkful/domain';

/** `YYYY-MM-DD` with a month 01-12 and a day 01-31 (the DTOs' pattern); whether the day exists is dayNumber's. */
export const PLAN_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const PLAN_DATE_MESSAGE = (name: string) => `${name} must be a day written YYYY-MM-DD`;

const DAY_MS = 86_400_000;

/** The day's number (days since 1970-01-01), or null when the calendar has no such day (2025-02-30). */
export function dayNumber(date: string): number | null {
  if (!PLAN_DATE_PATTERN.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Date.UTC reads years 0-99 as 1900-1999, and rolls 02-30 over into March: both come back different.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export function planDateOf(day: number): PlanDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today in UTC. The cook's own day may be one later or earlier (the server knows no zone): at two years from today
 * either way, a day's difference at the edge changes nothing anyone plans.
 */
export function today(now = Date.now()): number {
  return Math.floor(now / DAY_MS);
}

/** The day of a plan date the cook may use: a real day within MEAL_PLAN_LIMITS.daysFromToday of today; else 400. */
export function checkPlanDate(date: PlanDate, name: string, now = Date.now()): number {
  const day = dayNumber(date);
  if (day === null) throw new BadRequestException(`${name} must be a day of the calendar: ${date.slice(0, 20)} is not`);
  const { daysFromToday } = MEAL_PLAN_LIMITS;
  if (Math.abs(day - today(now)) > daysFromToday) {
    throw new BadRequestException(
      `${name} must be within ${daysFromToday} days of today (${planDateOf(today(now) - daysFromToday)} to ${planDateOf(today(now) + daysFromToday)})`,
    );
  }
  return day;
}

/** A range of days to read or shop for: both days allowed, from <= to, at most MEAL_PLAN_LIMITS.rangeDays days; else 400. */
export function checkPlanRange(from: PlanDate, to: PlanDate, now = Date.now()): void {
  const [first, last] = [checkPlanDate(from, 'from', now), checkPlanDate(to, 'to', now)];
  if (first > last) throw new BadRequestException('from must be on or before to');
  const days = last - first + 1;
  if (days > MEAL_PLAN_LIMITS.rangeDays) {
    throw new BadRequestException(`A range spans at most ${MEAL_PLAN_LIMITS.rangeDays} days: ${from} to ${to} is ${days}`);
  }
}
