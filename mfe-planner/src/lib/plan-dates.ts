import { DEFAULT_LOCALE, MEAL_PLAN_LIMITS, type Locale, type PlanDate } from '@forkful/domain';

/**
 * Calendar days of the plan as the cook's own local dates, `YYYY-MM-DD` (the contract's `PlanDate`), and the ISO week
 * around them (Monday first). Days are built from their year, month and day, never by adding milliseconds, so a
 * daylight-saving change never skips or repeats one. Names of days in English as the product has always written them;
 * in another language through Intl (Bangla names and digits).
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const PLAN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date`. */
export function toPlanDate(date: Date): PlanDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, in the cook's time zone. */
export function todayPlanDate(): PlanDate {
  return toPlanDate(new Date());
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2025-02-30 is not). */
export function isPlanDate(value: unknown): value is PlanDate {
  if (typeof value !== 'string') return false;
  const match = PLAN_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toPlanDate(date) === value;
}

/** Local midnight of `day`. */
export function parsePlanDate(day: PlanDate): Date {
  const match = PLAN_DATE.exec(day);
  if (!match) throw new RangeError(`not a plan date: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(day: PlanDate, days: number): PlanDate {
  const date = parsePlanDate(day);
  return toPlanDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** The Monday of the ISO week `day` is in. */
export function weekStart(day: PlanDate): PlanDate {
  const offset = (parsePlanDate(day).getDay() + 6) % 7;
  return addDays(day, -offset);
}

/** The Sunday of the ISO week `day` is in. */
export function weekEnd(day: PlanDate): PlanDate {
  return addDays(weekStart(day), 6);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: PlanDate): PlanDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: PlanDate, to: PlanDate): number {
  const a = parsePlanDate(from);
  const b = parsePlanDate(to);
  return Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);
}

/**
 * How many days before or after today the planner offers. The API takes MEAL_PLAN_LIMITS.daysFromToday counted from
 * today in UTC, which may be a day before or after the cook's, so the planner keeps one day inside that bound.
 */
export const PLAN_REACH_DAYS = MEAL_PLAN_LIMITS.daysFromToday - 1;

/** Whether the API takes `day` (see PLAN_REACH_DAYS). */
export function isWithinPlanReach(day: PlanDate, today: PlanDate = todayPlanDate()): boolean {
  return Math.abs(daysBetween(today, day)) <= PLAN_REACH_DAYS;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const FULL_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** "Monday" */
export function weekdayName(day: PlanDate, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsePlanDate(day);
  return locale === DEFAULT_LOCALE ? WEEKDAYS[date.getDay()] : dateFormat(locale, { weekday: 'long' }).format(date);
}

/** "Monday 30 November" */
export function formatDay(day: PlanDate, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsePlanDate(day);
  if (locale !== DEFAULT_LOCALE) return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/**
 * A range of days, as short as it reads clearly: "24–30 November 2025", "29 September – 5 October 2025",
 * "29 December 2025 – 4 January 2026"; one day: "30 November 2025".
 */
export function formatRange(from: PlanDate, to: PlanDate, locale: Locale = DEFAULT_LOCALE): string {
  const a = parsePlanDate(from);
  const b = parsePlanDate(to);
  if (locale !== DEFAULT_LOCALE) return from === to ? dateFormat(locale, FULL_DATE).format(a) : dateFormat(locale, FULL_DATE).formatRange(a, b);
  const end = `${b.getDate()} ${MONTHS[b.getMonth()]} ${b.getFullYear()}`;
  if (from === to) return end;
  if (a.getFullYear() !== b.getFullYear()) return `${a.getDate()} ${MONTHS[a.getMonth()]} ${a.getFullYear()} – ${end}`;
  if (a.getMonth() !== b.getMonth()) return `${a.getDate()} ${MONTHS[a.getMonth()]} – ${end}`;
  return `${a.getDate()}–${end}`;
}
