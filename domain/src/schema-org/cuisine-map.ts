/** A page's cuisines and categories, in whatever words it uses, as ours (CUISINES, CATEGORIES). */
import { CATEGORIES, type Category, type Cuisine } from '../recipe';
import { cleanText } from './text';
import { listOf, propertyOf, rawTextOf, schemaOrgName } from './values';

/** Words naming one of our cuisines, regional ones included. */
const CUISINE_WORDS: Record<string, Exclude<Cuisine, 'Others'>> = {
  italian: 'Italian', sicilian: 'Italian', tuscan: 'Italian', neapolitan: 'Italian',
  mexican: 'Mexican', 'tex-mex': 'Mexican', oaxacan: 'Mexican', yucatecan: 'Mexican',
  bangladeshi: 'Bangladeshi', bengali: 'Bangladeshi', bangla: 'Bangladeshi',
  chinese: 'Chinese', cantonese: 'Chinese', sichuan: 'Chinese', szechuan: 'Chinese', szechwan: 'Chinese', hunan: 'Chinese',
};

/** Categories, their plural, and the obvious synonyms pages use (a schema.org diet name too). */
const CATEGORY_WORDS: Record<string, Category> = {
  breakfast: 'Breakfast', breakfasts: 'Breakfast', brunch: 'Breakfast',
  lunch: 'Lunch', lunches: 'Lunch',
  dinner: 'Dinner', dinners: 'Dinner', supper: 'Dinner', 'main course': 'Dinner', 'main courses': 'Dinner',
  'main dish': 'Dinner', 'main dishes': 'Dinner', main: 'Dinner', mains: 'Dinner', entree: 'Dinner', entrée: 'Dinner',
  dessert: 'Dessert', desserts: 'Dessert', sweets: 'Dessert', pudding: 'Dessert', puddings: 'Dessert',
  vegan: 'Vegan', vegandiet: 'Vegan',
};

/** A word's meaning in a table, only from its own keys (`constructor` means nothing). */
function wordIn<T>(table: Record<string, T>, word: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, word) ? table[word] : undefined;
}

/** Entries read from each of the properties below: keywords lists can be long. */
const MAX_ENTRIES = 100;

/** The entries of a property that is a text, a comma list, or an array of either (each cleaned, lower case). */
function entriesOf(value: unknown): string[] {
  const entries: string[] = [];
  for (const item of listOf(value)) {
    const text = rawTextOf(item) ?? rawTextOf(propertyOf(item, 'name'));
    if (text === undefined) continue;
    for (const part of text.slice(0, 10_000).split(',')) {
      const entry = cleanText(schemaOrgName(part)).toLowerCase();
      if (entry) entries.push(entry);
      if (entries.length >= MAX_ENTRIES) return entries;
    }
  }
  return entries;
}

/** Our cuisine for a `recipeCuisine`: the first entry with a word we know ("Southern Italian" is Italian), else Others. */
export function cuisineOf(recipeCuisine: unknown): Cuisine {
  for (const entry of entriesOf(recipeCuisine)) {
    const cuisine = [entry, ...entry.split(/[^a-z-]+/)].map((word) => wordIn(CUISINE_WORDS, word)).find(Boolean);
    if (cuisine) return cuisine;
  }
  return 'Others';
}

/**
 * Our categories named by a recipe's `recipeCategory`, `keywords` and `suitableForDiet` (each a text, comma list or
 * array): whole entries matched case-insensitively with their synonyms ("Main course" is Dinner, `VeganDiet` Vegan),
 * unique, in CATEGORIES' order.
 */
export function categoriesOf(node: unknown): Category[] {
  const found = new Set<Category>();
  for (const key of ['recipeCategory', 'keywords', 'suitableForDiet']) {
    for (const entry of entriesOf(propertyOf(node, key))) {
      const category = wordIn(CATEGORY_WORDS, entry);
      if (category) found.add(category);
    }
  }
  return CATEGORIES.filter((category) => found.has(category));
}
