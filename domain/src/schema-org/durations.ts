/**
 * A recipe's time in whole minutes from schema.org durations: ISO 8601 (`PT1H15M`) as the vocabulary asks, and the
 * plain English some pages write instead ("1 hour 15 minutes").
 */
import { parse } from 'tinyduration';
import { RECIPE_LIMITS } from '../recipe';
import { propertyOf, rawTextOf } from './values';

const MINUTES_PER = { weeks: 7 * 24 * 60, days: 24 * 60, hours: 60, minutes: 1, seconds: 1 / 60 } as const;

/** Plain-English units and their minutes. */
const TEXT_UNITS: [RegExp, number][] = [
  [/^(?:d|days?)$/, 24 * 60],
  [/^(?:h|hrs?|hours?)$/, 60],
  [/^(?:m|mins?|minutes?)$/, 1],
  [/^(?:s|secs?|seconds?)$/, 1 / 60],
];

function isoMinutes(text: string): number | undefined {
  let duration: ReturnType<typeof parse>;
  try {
    duration = parse(text.toUpperCase().replace(/\s+/g, ''));
  } catch {
    return undefined;
  }
  // Years and months have no fixed length in minutes; a recipe that takes them is not one we can time.
  if (duration.negative || duration.years || duration.months) return undefined;
  let minutes = 0;
  for (const unit of Object.keys(MINUTES_PER) as (keyof typeof MINUTES_PER)[]) {
    minutes += (duration[unit] ?? 0) * MINUTES_PER[unit];
  }
  return minutes;
}

function textMinutes(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(lower)) return Number(lower);
  let minutes = 0;
  let found = false;
  for (const [, amount, unit] of lower.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)/g)) {
    const perUnit = TEXT_UNITS.find(([pattern]) => pattern.test(unit))?.[1];
    if (perUnit === undefined) continue;
    minutes += Number(amount.replace(',', '.')) * perUnit;
    found = true;
  }
  return found ? minutes : undefined;
}

/**
 * Minutes of one duration value, unrounded: an ISO 8601 duration, plain English ("1 hr 15 mins"), or a bare number
 * (taken as minutes). Undefined when it is none of those or not a finite, non-negative time.
 */
export function durationMinutes(value: unknown): number | undefined {
  const text = rawTextOf(value)?.trim();
  if (!text || text.length > 100) return undefined;
  const minutes = /^-?P/i.test(text) ? isoMinutes(text) : textMinutes(text);
  return minutes !== undefined && Number.isFinite(minutes) && minutes >= 0 ? minutes : undefined;
}

/**
 * A recipe's time for our one prep-time field, in whole minutes: its `totalTime`, else `prepTime` plus `cookTime`
 * (either alone when the other is missing). Rounded to the nearest minute (half up: PT1H15M30S is 76), at least 1 for
 * any time above zero; undefined when the page gives none, only zero, or more than RECIPE_LIMITS.prepTimeMax.
 */
export function recipeMinutes(node: unknown): number | undefined {
  const positive = (value: unknown) => {
    const minutes = durationMinutes(value);
    return minutes !== undefined && minutes > 0 ? minutes : undefined;
  };
  const total = positive(propertyOf(node, 'totalTime'));
  const prep = positive(propertyOf(node, 'prepTime'));
  const cook = positive(propertyOf(node, 'cookTime'));
  const minutes = total ?? (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined);
  if (minutes === undefined) return undefined;
  const whole = Math.max(1, Math.round(minutes));
  return whole <= RECIPE_LIMITS.prepTimeMax ? whole : undefined;
}
