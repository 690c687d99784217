/**
 * Scaling ingredient lines to another number of servings (the detail page's "Servings" field).
 * Pure string code (no DOM, no Node APIs). Its own entry, `@forkful/domain/ingredients`, so only the apps that scale
 * recipes bundle these two libraries (core's CommonJS build cannot be tree-shaken).
 * numeric-quantity reads a quantity's value and format-quantity writes ½-style fractions; the glue here only finds
 * where a line's leading quantity ends, reads ranges, and picks a rounding from the unit that follows.
 */
import { numericQuantity } from 'numeric-quantity';
import { formatQuantity as formatFraction } from 'format-quantity';

/** A line's leading quantity: its value, the text it was written as, and the rest of the line after it. */
export interface LeadingQuantity {
  value: number;
  /** Upper end of a range ("2-3 eggs"), when the line gives one. */
  upTo?: number;
  /** The quantity as written, range included ("1 1/2", "2-3", "2 to 3", "400"), without the line's leading spaces. */
  text: string;
  /** Everything after the quantity, unchanged (" cups flour", "g pasta" for "400g pasta"). */
  rest: string;
}

// At most 5 digits a number: longer runs are codes or typos, not amounts, and it keeps every result in toFixed range.
const N = '\\d{1,5}';
const VULGAR = '[¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒]';
// Mixed numbers first so "1 1/2" is not read as "1". A comma is a decimal point only before one or two digits
// ("1,5"); "1,000" could be a thousand or one, so it is left alone (see BAD_FOLLOWER).
const ONE = `(?:${N} +${N}[/⁄]${N}|${N}[/⁄]${N}|${N} ?${VULGAR}|${VULGAR}|${N}(?:\\.\\d{1,5}|,\\d{1,2})?)`;
const LEADING = new RegExp(`^(\\s*)(${ONE})(?:(\\s*[-–—]\\s*|\\s+to\\s+)(${ONE}))?`, 'i');
/** Units that may be written glued to the number ("400g", "2tbsp", "2x"); any other letter makes it no quantity ("7up"). */
const GLUED_UNIT = /^(?:g|kg|mg|ml|cl|dl|l|oz|lbs?|tbsp|tsp|cups?|cm|x)(?![\p{L}\p{N}])/iu;
/** What may not follow a quantity: more digits or fractions ("1,000" is ambiguous, so left alone), "%" ("2% milk"). */
const BAD_FOLLOWER = new RegExp(`^(?:[\\p{N}%°]|[.,/⁄]\\d|${VULGAR})`, 'u');

/** Metric units written in decimals, with how many decimals each keeps (g and ml below 10 keep one: "2.5 g yeast"). */
const METRIC_DECIMALS: Record<string, (value: number) => number> = {};
const wholeAbove10 = (value: number) => (value >= 10 ? 0 : 1);
for (const u of ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes', 'mg', 'ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cl']) {
  METRIC_DECIMALS[u] = wholeAbove10;
}
for (const u of ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'l', 'litre', 'litres', 'liter', 'liters', 'dl']) {
  METRIC_DECIMALS[u] = () => 2;
}

/** Cookbook fractions; format-quantity also knows fifths, sixths and sixteenths, which no measuring spoon has. */
const READABLE_FRACTION = /^(?:\d*[½⅓⅔¼¾⅛⅜⅝⅞]|\d+)$/;
const SMALLEST_FRACTION = 0.125;

function readOne(text: string): number {
  // round: false keeps ⅓ exact, so ⅓ cup times 3 is 1 cup and not 0.999.
  return numericQuantity(text, { round: false, decimalSeparator: text.includes(',') ? ',' : '.' });
}

/**
 * The quantity a line starts with, or null when it starts with none ("salt", "a pinch of salt").
 * Reads integers, decimals ("1.5", "1,5"), fractions ("1/2", "1⁄2"), mixed numbers ("1 1/2", "1½", "1 ½"), unicode
 * fractions ("½") and ranges ("2-3", "2 – 3", "2 to 3"), after any leading spaces. Not a quantity: zero ("00 flour"
 * is a flour type), a number glued to a word that is not a unit ("7up"; but "400g", "2tbsp", "2x" are), a number
 * followed by "%" ("2% milk"), a comma followed by three digits ("1,000": thousands or decimals, can't tell), and a
 * range whose top is not above its bottom. Only the leading quantity is read: "1 (400 g) can" gives 1.
 */
export function parseLeadingQuantity(line: string): LeadingQuantity | null {
  const found = findLeading(line);
  return found && found.quantity;
}

/** The leading quantity with the pieces scaling needs to rebuild the line: its leading spaces and range separator. */
function findLeading(line: string): { quantity: LeadingQuantity; lead: string; separator?: string } | null {
  const match = LEADING.exec(line);
  if (!match) return null;
  const [whole, lead, first, separator, second] = match;
  const rest = line.slice(whole.length);
  if (BAD_FOLLOWER.test(rest)) return null;
  if (/^\p{L}/u.test(rest) && !GLUED_UNIT.test(rest)) return null;
  const value = readOne(first);
  if (!Number.isFinite(value) || value <= 0) return null;
  const text = whole.slice(lead.length);
  if (second === undefined) return { quantity: { value, text, rest }, lead };
  const upTo = readOne(second);
  if (!Number.isFinite(upTo) || upTo <= value) return null;
  return { quantity: { value, upTo, text, rest }, lead, separator };
}

function formatMetric(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  // Never "0": a pinch of something still shows as the smallest amount the rounding can write.
  return String(rounded > 0 ? rounded : 10 ** -decimals);
}

/**
 * A quantity written for people: ½, 1½, ⅓, 2¼ where a common fraction is close; metric amounts rounded sensibly.
 * With a metric unit (g, kg, ml, l, cl, dl and their spelled-out names, any case) it is a decimal, never a fraction:
 * g, mg, ml and cl whole from 10 up and to one decimal below ("2.5"), kg, l and dl to two decimals ("1.25"), trailing
 * zeros dropped. Otherwise (cups, spoons, counts, no unit) it is a whole number, or a ½ ⅓ ⅔ ¼ ¾ ⅛ ⅜ ⅝ ⅞ fraction when
 * within format-quantity's tolerance of one, else up to two decimals. Never "0": a tiny amount shows as "0.1" or
 * "0.01" (metric) or ⅛ (anything else: the smallest spoon a kitchen has).
 */
export function formatQuantity(value: number, unit?: string): string {
  const metric = unit === undefined ? undefined : METRIC_DECIMALS[unit.toLowerCase().replace(/\.$/, '')];
  if (metric) return formatMetric(value, metric(value));
  if (value < SMALLEST_FRACTION) return '⅛';
  const fraction = formatFraction(value, { vulgarFractions: true });
  if (fraction !== null && READABLE_FRACTION.test(fraction)) return fraction;
  return String(Number(value.toFixed(2)));
}

/**
 * The unit word a quantity is followed by ("g" in "400g pasta" and "400 g pasta", "tbsp." with its dot), if the rest
 * starts with a word. Any word: whether it names a unit is the caller's to decide (the shopping list's merge asks too).
 */
export function unitOf(rest: string): string | undefined {
  return /^\s*(\p{L}+\.?)/u.exec(rest)?.[1];
}

/**
 * The line with its leading quantity multiplied by factor; a line without one comes back unchanged.
 * Both ends of a range are scaled and its separator kept ("2-3 eggs" ×2 → "4-6 eggs"). Everything else is kept
 * exactly: leading spaces, a glued unit ("400g" → "800g"), the unit's spelling (no plural or singular changes) and
 * anything after ("1 (400 g) can tomatoes" ×2 → "2 (400 g) can tomatoes"). A quantity written with a decimal comma
 * comes back with one ("1,5 kg" ×1.5 → "2,25 kg"). A factor of 1, or one that is not a
 * positive finite number, gives the line back unchanged, original spelling included.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return line;
  const found = findLeading(line);
  if (!found) return line;
  const { quantity: { value, upTo, text, rest }, lead, separator } = found;
  const unit = unitOf(rest);
  let scaled = formatQuantity(value * factor, unit);
  if (upTo !== undefined) scaled += (separator ?? '-') + formatQuantity(upTo * factor, unit);
  // A line written with decimal commas ("1,5 kg") keeps them.
  if (/\d,\d/.test(text)) scaled = scaled.replace(/\./g, ',');
  return lead + scaled + rest;
}
