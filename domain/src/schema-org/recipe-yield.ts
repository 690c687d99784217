/** How many a recipe serves, from schema.org's `recipeYield`: a number, or text such as "Serves 4-6" or "Makes 12". */
import { isServingsCount } from '../recipe';
import { listOf, propertyOf, rawTextOf } from './values';

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** The first count a yield's text names: "4 servings" and "Serves 4-6" are 4, "Makes twelve" is 12. */
function countInText(text: string): number | undefined {
  const lower = text.toLowerCase().slice(0, 200);
  const digits = /\d+/.exec(lower);
  const word = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(lower);
  if (digits && (!word || digits.index < word.index)) return Number(digits[0]);
  return word ? NUMBER_WORDS[word[1]] : undefined;
}

/** A count of a number (its whole part) or a text. */
function countOfScalar(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  const text = rawTextOf(value);
  return text === undefined ? undefined : countInText(text);
}

/** A count of one yield value: a number, a text, or a QuantitativeValue's `value`. */
function countOf(value: unknown): number | undefined {
  return countOfScalar(value) ?? countOfScalar(propertyOf(value, 'value'));
}

/**
 * Servings from a `recipeYield` (or a list of them, as ["4", "4 servings"]): the first value that names a count in
 * RECIPE_LIMITS' servings range; undefined when none does.
 */
export function servingsOfYield(value: unknown): number | undefined {
  for (const entry of listOf(value).slice(0, 20)) {
    const count = countOf(entry);
    if (count !== undefined && isServingsCount(count)) return count;
  }
  return undefined;
}
