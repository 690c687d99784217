import { isServingsCount, PREP_TIME_MIN, RECIPE_LIMITS } from '@forkful/domain';

/** Prep time rule of both recipe forms: required, whole minutes, at least PREP_TIME_MIN (spec section 9). */
export function checkPrepTime(minutes: number): true | string {
  if (!Number.isFinite(minutes)) return 'Preparation time is required';
  if (!Number.isInteger(minutes)) return 'Preparation time must be a whole number of minutes';
  return minutes >= PREP_TIME_MIN || `Preparation time must be at least ${PREP_TIME_MIN} minute`;
}

const URL_MESSAGE = 'Enter an image URL starting with http:// or https://';

/** An http(s) URL, as the API accepts for images; blank is allowed only when `optional`. */
export function checkImageUrl(value: string | undefined, options: { optional?: boolean } = {}): true | string {
  const text = (value ?? '').trim();
  if (!text) return options.optional ? true : 'Image URL is required';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' || URL_MESSAGE;
  } catch {
    return URL_MESSAGE;
  }
}

/** The recipe title: required, at most RECIPE_LIMITS.title characters (the API's limit). */
export function checkTitle(value: string | undefined): true | string {
  const text = (value ?? '').trim();
  if (!text) return 'Title is required';
  const max = RECIPE_LIMITS.title;
  return text.length <= max || `Title must be at most ${max} characters`;
}

/** A required text field: blank or only spaces is missing. */
export function required(label: string) {
  return (value: string | undefined): true | string => (value ?? '').trim() !== '' || `${label} is required`;
}

/** The photo's description (its alt text): optional, at most RECIPE_LIMITS.imageAlt characters (the API's limit). */
export function checkImageAlt(value: string | undefined): true | string {
  const max = RECIPE_LIMITS.imageAlt;
  return (value ?? '').trim().length <= max || `Photo description must be at most ${max} characters`;
}

/** How many people it serves: optional (an empty field is NaN), else a whole number in RECIPE_LIMITS' range. */
export function checkServings(servings: number): true | string {
  if (Number.isNaN(servings)) return true;
  if (!Number.isInteger(servings)) return 'Servings must be a whole number';
  return isServingsCount(servings) || `Servings must be between ${RECIPE_LIMITS.servingsMin} and ${RECIPE_LIMITS.servingsMax}`;
}
