import { CATEGORIES, RECIPE_LIMITS } from '@forkful/domain';

/** Trims strings; leaves anything else alone so the type validators can refuse it. */
export function trimString({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

// Shared with the page queries of other features (common/page-query.dto.ts).
export { toInteger } from '../../common/to-integer';

const CANONICAL_CATEGORY = new Map(CATEGORIES.map((category) => [category.toLowerCase(), category]));

/**
 * Both readings of categories: an array (creation) or a comma string (the edit form, "Lunch, Vegan").
 * Gives one canonical form: an array of the spec's names, case fixed, duplicates and blanks dropped.
 * Unknown names are kept so that validation names them in its 400. More than RECIPE_LIMITS.categoryEntries entries
 * are given back unsorted, to be refused by their number: the work stays bounded.
 */
export function toCategoryList({ value }: { value: unknown }): unknown {
  let items: unknown[];
  if (typeof value === 'string') items = value.split(',');
  else if (Array.isArray(value)) items = value;
  else return value;
  if (items.length > RECIPE_LIMITS.categoryEntries) return items;
  const result: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      result.push(item);
      continue;
    }
    const trimmed = item.trim();
    if (!trimmed) continue;
    const canonical = CANONICAL_CATEGORY.get(trimmed.toLowerCase()) ?? trimmed;
    if (!result.includes(canonical)) result.push(canonical);
  }
  return result;
}
