/** A recipe's ingredients: schema.org's list of lines as our one comma-separated text. */
import { RECIPE_LIMITS } from '../recipe';
import { fitText, joinWithin, textLines } from './text';
import { listOf, propertyOf, rawTextOf } from './values';

/** Longer lines are cut: no real ingredient is near it, and it keeps the clean-up cheap. */
const MAX_LINE_LENGTH = 1000;

/** A group's heading among the lines ("For the dough:"), which is no ingredient. */
const GROUP_HEADING = /:\s*$/;

/**
 * One ingredient line as an entry of our comma list: a comma inside it becomes a semicolon ("1 cup flour, sifted" is
 * "1 cup flour; sifted"), so it stays one entry; a number's comma goes ("1,5 kg" is "1.5 kg", "1,000 g" is "1000 g").
 */
function asListEntry(line: string): string {
  if (GROUP_HEADING.test(line)) return '';
  return fitText(line, MAX_LINE_LENGTH)
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s*[,;]\s*/g, '; ')
    .replace(/^[;\s]+|[;\s]+$/g, '');
}

/**
 * The ingredient lines of a `recipeIngredient` (or the older `ingredients`): an array of texts (or of objects with a
 * `name` or `text`), or one text. One text with line breaks or list markup is a line each; one text on a single line
 * is taken as a comma list ("2 eggs, 1 cup milk"), as the old vocabulary's one-string ingredients were. A group's
 * heading ("For the sauce:") is dropped.
 */
export function ingredientLines(value: unknown): string[] {
  const single = rawTextOf(value);
  if (single !== undefined) {
    const lines = textLines(single);
    return (lines.length === 1 ? lines[0].split(',') : lines).map(asListEntry).filter(Boolean);
  }
  const lines: string[] = [];
  for (const item of listOf(value)) {
    const text = rawTextOf(item) ?? rawTextOf(propertyOf(item, 'text')) ?? rawTextOf(propertyOf(item, 'name'));
    if (text === undefined) continue;
    for (const line of textLines(text)) {
      const entry = asListEntry(line);
      if (entry) lines.push(entry);
    }
  }
  return lines;
}

/** Ingredient lines as our text: joined with ", ", as many whole lines as fit in RECIPE_LIMITS.ingredients. */
export function ingredientsText(lines: string[]): string {
  return joinWithin(lines, ', ', RECIPE_LIMITS.ingredients);
}
