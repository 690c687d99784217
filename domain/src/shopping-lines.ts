/**
 * One ingredient line as the shopping list reads it (shopping-merge.ts): the scaler's leading quantity, then a unit
 * word (a convertible unit, shopping-units.ts, or a counted measure, shopping-names.ts), then the name. The key is
 * the name as shopping-names.ts compares it ("of" after a unit dropped) and the kind of amount.
 */
import { parseLeadingQuantity, unitOf } from './ingredient-scaling';
import { measureOf, nameKey } from './shopping-names';
import { convertibleUnit, type Unit } from './shopping-units';

/** A line as read, before scaling: its key, name, amount and unit (the same for every entry planning it). */
export interface ReadLine {
  key: string;
  /** The line as written. */
  line: string;
  /** The words after the quantity and unit, as written ("of flour"), or the whole line when it has no quantity. */
  name: string;
  /** The quantity as written (both ends of a range); `many` when it is over one, so its words are plural ones. */
  amount?: { low: number; high: number; many: boolean };
  unit?: Unit;
  /** A counted measure's singular ("clove"). */
  measure?: string;
  /** The unit or measure as written ("Grams", "cloves"). */
  unitWord?: string;
}

/** The line's key, name, amount and unit. */
export function readLine(line: string): ReadLine {
  const quantity = parseLeadingQuantity(line);
  if (!quantity) return { key: `${nameKey(line)}|none`, line, name: line };
  const high = quantity.upTo ?? quantity.value;
  const amount = { low: quantity.value, high, many: high > 1 };
  const word = unitOf(quantity.rest);
  const unit = word ? convertibleUnit(word) : undefined;
  const measure = word && !unit ? measureOf(word) : undefined;
  const unitWord = unit || measure ? word : undefined;
  const name = (unitWord ? quantity.rest.trimStart().slice(unitWord.length) : quantity.rest).trim().replace(/\s+/g, ' ');
  const key = `${nameKey(unitWord ? name.replace(/^of\s+/i, '') : name)}|${unit?.kind ?? measure ?? 'count'}`;
  return { key, line, name, amount, unit, measure, unitWord };
}
