/**
 * `@forkful/domain/shopping`: the shopping list built from the meal plan's recipes (the API's shopping-lists module).
 * Pure. Each recipe's ingredients are split as the recipe page lists them (splitCommaList), each line's leading
 * quantity read by the scaler (parseLeadingQuantity) and multiplied by its entry's factor, then lines naming the same
 * ingredient in compatible units are summed into one item:
 * - key: the name (shopping-names.ts: case, spaces and simple plurals ignored; "of" after a unit dropped) and the
 *   kind of amount: `mass` (mg g kg oz lb), `volume` (ml cl dl l tsp tbsp cup), a counted measure (`clove`, `can`...),
 *   `count` (a number, no unit: "2 eggs") or `none` (no quantity: "salt"). Different kinds never merge: "1 cup flour"
 *   and "200 g flour" are two items, and so are "eggs" and "2 eggs". The key depends on nothing else, so it is the
 *   same every time the same ingredient is built again (the list keeps its checks by it).
 * - amount: summed; a range ("2-3 eggs") sums its lower and upper ends apart and the item shows a range. Mass and
 *   volume convert within their kind and are shown in a readable unit (shopping-units.ts, displayAmount): metric
 *   alone stays metric (g below 1000 g, else kg), US alone stays US (the largest of cup, tbsp, tsp, or of lb, oz, that
 *   reads as a cookbook fraction: 3 tsp = 1 tbsp), and a mix of both is metric.
 * - text: amount, unit and the name as the first line wrote them ("700 g flour"). A mass or volume unit is spelled
 *   as a line of the same number (more than one, or not) wrote it ("3 cups" from "2 cups" and "1 cup"), else by its
 *   symbol ("1 tbsp" from 3 tsp, "1.3 kg" from "1 kilo" and "300 grams"). A count's words and a measure are spelled
 *   as a line of the same number wrote them, else as the first line did ("3 eggs" from "1 egg" and "2 eggs"; "2 egg"
 *   from "1 egg" twice, as the scaler would). An item without a quantity shows its first line ("salt").
 * - order: items in the order their first line was met; recipes per item de-duplicated, in the order met.
 * Work is linear in the input's length (one pass, one map).
 */
import { formatQuantity } from './ingredient-scaling';
import type { ItemSource } from './meal-plan';
import { splitCommaList } from './recipe';
import { readLine, type ReadLine } from './shopping-lines';
import { displayAmount, type BaseAmount, type UnitKind, type UnitSystem } from './shopping-units';

export interface PlannedIngredients {
  recipeId: string;
  title: string;
  /** The recipe's raw `ingredients` field. */
  ingredients: string;
  /** Planned servings / recipe servings; one that is not a positive finite number counts as 1. */
  factor: number;
}

export interface MergedItem {
  /** Stable merge key: normalised ingredient name + "|" + unit kind (mass|volume|count|none|<measure>). */
  key: string;
  /** Display text: "700 g flour", "1½ cup milk", "salt". */
  text: string;
  /** The recipes needing it, de-duplicated, in first-seen order. */
  recipes: ItemSource[];
}

/** A word as lines wrote it: the first spelling, and the first with an amount of one or less and of more than one. */
interface Spellings {
  first: string;
  one?: string;
  many?: string;
}

interface Tally {
  key: string;
  /** An item without a quantity: its first line. */
  plain?: string;
  /** Count and measure items: the summed amount. */
  sum: BaseAmount;
  /** Mass and volume items: the kind, and the summed amount in each system's base. */
  kind?: UnitKind;
  bySystem: Record<UnitSystem, BaseAmount>;
  /** The unit's spellings, by unit symbol (g, cup) or measure (clove). */
  units: Map<string, Spellings>;
  name: Spellings;
  recipes: ItemSource[];
  recipeIds: Set<string>;
}

const zero = (): BaseAmount => ({ low: 0, high: 0 });

function spell(spellings: Spellings | undefined, word: string, many: boolean): Spellings {
  const found = spellings ?? { first: word };
  if (many) found.many ??= word;
  else found.one ??= word;
  return found;
}

const pick = (spellings: Spellings, many: boolean): string => (many ? spellings.many : spellings.one) ?? spellings.first;

function add(to: BaseAmount, low: number, high: number): void {
  to.low += low;
  to.high += high;
}

/** Adds one read line, scaled by factor, to its item, creating the item the first time its key is met. */
function tallyLine(tallies: Map<string, Tally>, read: ReadLine, factor: number, source: ItemSource): void {
  const { key, amount, unit, measure, unitWord } = read;
  let tally = tallies.get(key);
  if (!tally) {
    const bySystem = { metric: zero(), us: zero() };
    tally = { key, sum: zero(), bySystem, units: new Map(), name: { first: read.name }, recipes: [], recipeIds: new Set() };
    tallies.set(key, tally);
  }
  if (!tally.recipeIds.has(source.recipeId)) {
    tally.recipeIds.add(source.recipeId);
    tally.recipes.push({ recipeId: source.recipeId, title: source.title });
  }
  if (!amount) {
    tally.plain ??= read.line;
    return;
  }
  const [low, high] = [amount.low * factor, amount.high * factor];
  if (unit && unitWord) {
    tally.kind = unit.kind;
    add(tally.bySystem[unit.system], low * unit.inBase, high * unit.inBase);
    tally.units.set(unit.symbol, spell(tally.units.get(unit.symbol), unitWord, amount.many));
    return;
  }
  add(tally.sum, low, high);
  if (measure && unitWord) tally.units.set(measure, spell(tally.units.get(measure), unitWord, amount.many));
  else tally.name = spell(tally.name, read.name, amount.many);
}

/** "4", or "4-6" for a range (one number when both ends read the same). */
function amountText({ low, high }: BaseAmount, unit?: string): string {
  const [from, to] = [formatQuantity(low, unit), formatQuantity(high, unit)];
  return from === to ? from : `${from}-${to}`;
}

function itemText(tally: Tally): string {
  if (tally.plain !== undefined) return tally.plain;
  if (tally.kind) {
    const { unit, amount } = displayAmount(tally.kind, tally.bySystem, new Set(tally.units.keys()));
    const spellings = tally.units.get(unit.symbol);
    const unitText = (amount.high > 1 ? spellings?.many : spellings?.one) ?? unit.symbol;
    return [amountText(amount, unit.symbol), unitText, tally.name.first].filter(Boolean).join(' ');
  }
  const many = tally.sum.high > 1;
  const [measure] = tally.units.values();
  const words = measure ? [pick(measure, many), tally.name.first] : [pick(tally.name, many)];
  return [amountText(tally.sum), ...words].filter(Boolean).join(' ');
}

/** The shopping list's items for the planned recipes: see the rules at the top of this file. */
export function mergeShoppingItems(planned: PlannedIngredients[]): MergedItem[] {
  const tallies = new Map<string, Tally>();
  // A recipe planned on several days is read once.
  const readFields = new Map<string, ReadLine[]>();
  for (const { recipeId, title, ingredients, factor } of planned) {
    const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
    let lines = readFields.get(ingredients);
    if (!lines) readFields.set(ingredients, (lines = splitCommaList(ingredients).map(readLine)));
    for (const read of lines) tallyLine(tallies, read, scale, { recipeId, title });
  }
  return [...tallies.values()].map((tally) => ({ key: tally.key, text: itemText(tally), recipes: tally.recipes }));
}
