/**
 * The units a shopping list converts between, and the unit a merged amount is shown in (shopping-merge.ts).
 * Two kinds convert: mass (mg, g, kg; oz, lb) and volume (ml, cl, dl, l; tsp, tbsp, cup, US measures). Within a kind
 * each system sums in its own base (g or oz; ml or tsp), so ⅓ cup × 3 is exactly 1 cup; systems meet only when one
 * item mixes them, and then the total is metric (see displayAmount).
 */
import { formatQuantity } from './ingredient-scaling';

export type UnitKind = 'mass' | 'volume';
export type UnitSystem = 'metric' | 'us';

export interface Unit {
  kind: UnitKind;
  system: UnitSystem;
  /** The short name a converted amount is shown with ("g", "tbsp"). */
  symbol: string;
  /** How many of its system's base (g, oz, ml, tsp) one of it is. */
  inBase: number;
}

const unit = (kind: UnitKind, system: UnitSystem, symbol: string, inBase: number): Unit => ({ kind, system, symbol, inBase });
const MG = unit('mass', 'metric', 'mg', 0.001);
const G = unit('mass', 'metric', 'g', 1);
const KG = unit('mass', 'metric', 'kg', 1000);
const OZ = unit('mass', 'us', 'oz', 1);
const LB = unit('mass', 'us', 'lb', 16);
const ML = unit('volume', 'metric', 'ml', 1);
const L = unit('volume', 'metric', 'l', 1000);
const TSP = unit('volume', 'us', 'tsp', 1);
const TBSP = unit('volume', 'us', 'tbsp', 3);
const CUP = unit('volume', 'us', 'cup', 48);

/** One US base (oz, tsp) in the metric base (g, ml): avoirdupois ounce, US customary teaspoon. */
const US_IN_METRIC: Record<UnitKind, number> = { mass: 28.349523125, volume: 4.92892159375 };

/** Every spelling the scaler's lines use (lower case, without a trailing dot). "t" and "c" are too ambiguous. */
const SPELLINGS: [Unit, string[]][] = [
  [MG, ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes']],
  [G, ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes']],
  [KG, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes']],
  [OZ, ['oz', 'ounce', 'ounces']],
  [LB, ['lb', 'lbs', 'pound', 'pounds']],
  [ML, ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters']],
  [unit('volume', 'metric', 'cl', 10), ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters']],
  [unit('volume', 'metric', 'dl', 100), ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters']],
  [L, ['l', 'litre', 'litres', 'liter', 'liters']],
  [TSP, ['tsp', 'tsps', 'teaspoon', 'teaspoons']],
  [TBSP, ['tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons']],
  [CUP, ['cup', 'cups']],
];
const BY_SPELLING = new Map(SPELLINGS.flatMap(([u, names]) => names.map((name) => [name, u] as const)));

/** The convertible unit a word names ("Grams", "tbsp."), if it names one. */
export function convertibleUnit(word: string): Unit | undefined {
  return BY_SPELLING.get(word.toLowerCase().replace(/\.$/, ''));
}

/** An amount in one system's base, both ends of a range (high = low when it is none). */
export interface BaseAmount {
  low: number;
  high: number;
}

/**
 * The units an amount may be shown in, largest first, each from `min` of its base up. Metric: kg from 1000 g, else g
 * (mg below 1 g, only when a line was in mg); l from 1000 ml, else ml (cl and dl are shown as ml or l). US: cup from
 * ¼ cup, tbsp from 1 tbsp, else tsp; lb from 1 lb, else oz.
 */
function ladder(kind: UnitKind, system: UnitSystem, seen: ReadonlySet<string>): { unit: Unit; min: number }[] {
  if (system === 'us' && kind === 'mass') return [{ unit: LB, min: 16 }, { unit: OZ, min: 0 }];
  if (system === 'us') return [{ unit: CUP, min: 12 }, { unit: TBSP, min: 3 }, { unit: TSP, min: 0 }];
  if (kind === 'volume') return [{ unit: L, min: 1000 }, { unit: ML, min: 0 }];
  if (seen.has('mg')) return [{ unit: KG, min: 1000 }, { unit: G, min: 1 }, { unit: MG, min: 0 }];
  return [{ unit: KG, min: 1000 }, { unit: G, min: 0 }];
}

/**
 * Whether a US amount reads well in a unit: the scaler writes it whole or as a cookbook fraction (no decimal point,
 * per formatQuantity), and below one it is not in eighths (6 tbsp stays 6 tbsp, not ⅜ cup; ⅛ tsp is still fine, as
 * the smallest unit is the fallback). Metric amounts always read well.
 */
function readsWell(value: number, u: Unit): boolean {
  if (u.system === 'metric') return true;
  const text = formatQuantity(value, u.symbol);
  return !text.includes('.') && (value >= 1 || !/[⅛⅜⅝⅞]/.test(text));
}

/**
 * The unit to show a total in, and the total in it. One system: the largest unit of its ladder the (lower) amount
 * reaches that reads well ("3 tsp" is "1 tbsp", "700 g" stays g, "1500 g" is "1.5 kg"); when none reads well, the
 * largest it reaches. Both systems: everything in metric (a cup and 200 ml is "437 ml", not 1.85 cup).
 */
export function displayAmount(
  kind: UnitKind,
  totals: Record<UnitSystem, BaseAmount>,
  seen: ReadonlySet<string>,
): { unit: Unit; amount: BaseAmount } {
  const system: UnitSystem = totals.metric.high > 0 ? 'metric' : 'us';
  const usInMetric = US_IN_METRIC[kind];
  const { metric, us } = totals;
  const mixed = metric.high > 0 && us.high > 0;
  const amount = mixed ? { low: metric.low + us.low * usInMetric, high: metric.high + us.high * usInMetric } : totals[system];
  const reached = ladder(kind, system, seen).filter(({ min }) => amount.low >= min);
  const chosen = (reached.find(({ unit: u }) => readsWell(amount.low / u.inBase, u)) ?? reached[0]).unit;
  return { unit: chosen, amount: { low: amount.low / chosen.inBase, high: amount.high / chosen.inBase } };
}
