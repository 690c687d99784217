import { isServingsCount, PREP_TIME_MIN, RECIPE_LIMITS } from '@forkful/domain';
import type { T } from '../../../i18n';

/*
 * The recipe forms' rules. Each takes the page's translate function (`t`) and answers true or the problem, worded in
 * the page's language.
 */

/** Prep time rule of both recipe forms: required, whole minutes, at least PREP_TIME_MIN (spec section 9). */
export function checkPrepTime(minutes: number, t: T): true | string {
  if (!Number.isFinite(minutes)) return t('validation.prepTimeRequired');
  if (!Number.isInteger(minutes)) return t('validation.prepTimeWhole');
  return minutes >= PREP_TIME_MIN || t('validation.prepTimeMin', { min: PREP_TIME_MIN });
}

/** An http(s) URL, as the API accepts for images; blank is allowed only when `optional`. */
export function checkImageUrl(value: string | undefined, t: T, options: { optional?: boolean } = {}): true | string {
  const text = (value ?? '').trim();
  if (!text) return options.optional ? true : t('validation.imageUrlRequired');
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' || t('validation.imageUrl');
  } catch {
    return t('validation.imageUrl');
  }
}

/** The recipe title: required, at most RECIPE_LIMITS.title characters (the API's limit). */
export function checkTitle(value: string | undefined, t: T): true | string {
  const text = (value ?? '').trim();
  if (!text) return t('validation.titleRequired');
  const max = RECIPE_LIMITS.title;
  return text.length <= max || t('validation.titleTooLong', { max });
}

/** A required text field: blank or only spaces is missing, which `problem` says. */
export function required(problem: string) {
  return (value: string | undefined): true | string => (value ?? '').trim() !== '' || problem;
}

/** The photo's description (its alt text): optional, at most RECIPE_LIMITS.imageAlt characters (the API's limit). */
export function checkImageAlt(value: string | undefined, t: T): true | string {
  const max = RECIPE_LIMITS.imageAlt;
  return (value ?? '').trim().length <= max || t('validation.imageAltTooLong', { max });
}

/** How many people it serves: optional (an empty field is NaN), else a whole number in RECIPE_LIMITS' range. */
export function checkServings(servings: number, t: T): true | string {
  if (Number.isNaN(servings)) return true;
  if (!Number.isInteger(servings)) return t('validation.servingsWhole');
  return isServingsCount(servings) || t('validation.servingsRange', { min: RECIPE_LIMITS.servingsMin, max: RECIPE_LIMITS.servingsMax });
}
