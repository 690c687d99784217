/**
 * How the shopping list tells that two lines name the same ingredient (shopping-merge.ts). Conservative on purpose:
 * only case, spacing and simple English plurals are ignored, so "Eggs" and "egg" match, "large onion" and "onion" do
 * not. A missed merge shows two items; a wrong one would hide an ingredient.
 */

const IRREGULAR_PLURALS: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf' };

/**
 * A lower-case word's singular, good enough to compare words (never shown): "eggs" → "egg", "tomatoes" → "tomato",
 * "berries" → "berry", "peaches" → "peach", "leaves" → "leaf". "-ie" also becomes "y", so "cookie" and "cookies" meet
 * at "cooky". Words ending in ss, us or is ("cress", "asparagus"), of three letters or less, or with anything but
 * letters are left as they are.
 */
export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (!/^\p{L}+$/u.test(word) || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (word.length <= 3) return word;
  if (/(?:ches|shes|sses|xes|zes|oes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The name two lines must share to merge: lower case, spaces collapsed, every word singular, trailing dots dropped. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.+$/, '')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(singular)
    .join(' ');
}

/**
 * Measures that convert to nothing but are counted ("2 cloves garlic", "1 can tomatoes"): the first word of a line
 * after its quantity, when it is one of these, is the item's unit, so "1 clove garlic" and "2 cloves of garlic" merge.
 */
const MEASURES = new Set([
  'bag', 'bottle', 'bunch', 'can', 'clove', 'cm', 'dash', 'drop', 'handful', 'head', 'inch', 'jar', 'pack', 'packet',
  'piece', 'pinch', 'sheet', 'slice', 'sprig', 'stalk', 'stick', 'tin',
]);

/** The measure a word names, as its singular ("cloves" → "clove"), if it names one. */
export function measureOf(word: string): string | undefined {
  const measure = singular(word.toLowerCase().replace(/\.$/, ''));
  return MEASURES.has(measure) ? measure : undefined;
}
