import { formatQuantity, parseLeadingQuantity, scaleIngredientLine } from './ingredient-scaling';

const THIRD = 1 / 3;

// Real recipe lines: [line, factor, expected line]. Factor = new servings / recipe servings.
const LINES: [string, number, string][] = [
  // The examples (servings 2 → 4).
  ['200 g pasta', 2, '400 g pasta'],
  ['1/2 cup milk', 2, '1 cup milk'],
  ['salt', 2, 'salt'],
  // Integers and counts.
  ['3 eggs', 2, '6 eggs'],
  ['3 eggs', 0.5, '1½ eggs'],
  ['4 egg yolks', 0.5, '2 egg yolks'],
  ['1 large onion, finely chopped', 1.5, '1½ large onion, finely chopped'],
  ['2 cloves garlic', THIRD, '⅔ cloves garlic'],
  ['6 chicken thighs', THIRD, '2 chicken thighs'],
  ['12 cherry tomatoes', 0.25, '3 cherry tomatoes'],
  ['1 lemon, zested', 3, '3 lemon, zested'],
  // Metric weights and volumes: decimals, never fractions.
  ['400 g spaghetti', 0.5, '200 g spaghetti'],
  ['150 g pancetta', 1.5, '225 g pancetta'],
  ['500 g minced beef', THIRD, '167 g minced beef'],
  ['250 ml double cream', 1.5, '375 ml double cream'],
  ['100 ml dry white wine', THIRD, '33 ml dry white wine'],
  ['1 kg potatoes', 1.5, '1.5 kg potatoes'],
  ['1 kg beef brisket', THIRD, '0.33 kg beef brisket'],
  ['1.5 l chicken stock', 0.5, '0.75 l chicken stock'],
  ['2 L water', 0.25, '0.5 L water'],
  ['7 g dried yeast', 0.5, '3.5 g dried yeast'],
  ['5 ml vanilla extract', THIRD, '1.7 ml vanilla extract'],
  ['1 gram saffron threads', 0.5, '0.5 gram saffron threads'],
  ['75 grams caster sugar', 2, '150 grams caster sugar'],
  ['330 mL beer', 1.5, '495 mL beer'],
  ['4 cl dark rum', 1.5, '6 cl dark rum'],
  ['0.5 kg mussels', 3, '1.5 kg mussels'],
  ['400g chopped tomatoes', 2, '800g chopped tomatoes'],
  ['2kg pork shoulder', 0.25, '0.5kg pork shoulder'],
  // Spoons and cups: fractions.
  ['1 1/2 cups plain flour', 2, '3 cups plain flour'],
  ['1 1/2 cups plain flour', THIRD, '½ cups plain flour'],
  ['3/4 cup sugar', 0.5, '⅜ cup sugar'],
  ['1/3 cup olive oil', 3, '1 cup olive oil'],
  ['2/3 cup buttermilk', 1.5, '1 cup buttermilk'],
  ['1/4 tsp ground nutmeg', 2, '½ tsp ground nutmeg'],
  ['1 tbsp soy sauce', THIRD, '⅓ tbsp soy sauce'],
  ['2 tbsp butter', 0.75, '1½ tbsp butter'],
  ['1.5 cups basmati rice', 2, '3 cups basmati rice'],
  ['0.25 cup maple syrup', 3, '¾ cup maple syrup'],
  ['1 teaspoon baking soda', 1.25, '1¼ teaspoon baking soda'],
  ['1 tsp salt', 0.1, '⅛ tsp salt'],
  // Unicode fractions.
  ['½ tsp chilli flakes', 2, '1 tsp chilli flakes'],
  ['1½ cups chicken stock', THIRD, '½ cups chicken stock'],
  ['1 ½ tbsp honey', 2, '3 tbsp honey'],
  ['¾ cup grated parmesan', 0.5, '⅜ cup grated parmesan'],
  ['1⁄2 tsp ground cumin', 1.5, '¾ tsp ground cumin'],
  ['2¼ cups milk', 2, '4½ cups milk'],
  // Ranges: both ends.
  ['2-3 tbsp lime juice', 2, '4-6 tbsp lime juice'],
  ['2 – 3 green chillies', 0.5, '1 – 1½ green chillies'],
  ['3 to 4 cups vegetable stock', 1.5, '4½ to 6 cups vegetable stock'],
  ['200-250 g feta', 2, '400-500 g feta'],
  // Only the leading quantity; the rest of the line as it was.
  ['1 (400 g) can chopped tomatoes', 2, '2 (400 g) can chopped tomatoes'],
  ['2 x 400 g tins chickpeas', 1.5, '3 x 400 g tins chickpeas'],
  ['2x 400g cans coconut milk', 0.5, '1x 400g cans coconut milk'],
  ['1/2-inch piece fresh ginger', 2, '1-inch piece fresh ginger'],
  ['2 12-oz bottles beer', 0.5, '1 12-oz bottles beer'],
  ['  2 sprigs rosemary', 2, '  4 sprigs rosemary'],
  ['1,5 kg lamb shoulder', 1.5, '2,25 kg lamb shoulder'],
  // No quantity: unchanged.
  ['black pepper', 2, 'black pepper'],
  ['a pinch of salt', 2, 'a pinch of salt'],
  ['olive oil, for frying', THIRD, 'olive oil, for frying'],
  ['00 flour', 2, '00 flour'],
  ['7up', 2, '7up'],
  ['2% milk', 2, '2% milk'],
  ['0 g sugar', 2, '0 g sugar'],
  ['1,000 g flour', 2, '1,000 g flour'],
  ['fresh basil leaves', 0.5, 'fresh basil leaves'],
];

describe('scaleIngredientLine', () => {
  it('covers at least 40 real lines', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LINES)('%j ×%f → %j', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('gives the line back exactly for factor 1, original spelling included', () => {
    for (const line of ['1 1/2 cups flour', '0.50 kg rice', '1⁄2 lemon', '2 – 3 eggs']) {
      expect(scaleIngredientLine(line, 1)).toBe(line);
    }
  });

  it.each([0, -2, NaN, Infinity, -Infinity])('leaves the line unchanged for factor %p', (factor) => {
    expect(scaleIngredientLine('200 g pasta', factor)).toBe('200 g pasta');
  });

  it('never writes a zero', () => {
    expect(scaleIngredientLine('1 g salt', 0.01)).toBe('0.1 g salt');
    expect(scaleIngredientLine('1 kg flour', 0.001)).toBe('0.01 kg flour');
    expect(scaleIngredientLine('1 pinch saffron', 0.01)).toBe('⅛ pinch saffron');
  });
});

describe('parseLeadingQuantity', () => {
  it('reads the value, its text and the untouched rest', () => {
    expect(parseLeadingQuantity('1 1/2 cups flour')).toEqual({ value: 1.5, text: '1 1/2', rest: ' cups flour' });
    expect(parseLeadingQuantity('400g pasta')).toEqual({ value: 400, text: '400', rest: 'g pasta' });
    expect(parseLeadingQuantity(' ½ lemon')).toEqual({ value: 0.5, text: '½', rest: ' lemon' });
  });

  it('reads a range with its upper end', () => {
    expect(parseLeadingQuantity('2 to 3 eggs')).toEqual({ value: 2, upTo: 3, text: '2 to 3', rest: ' eggs' });
  });

  it('keeps fractions exact', () => {
    expect(parseLeadingQuantity('1/3 cup oil')?.value).toBe(1 / 3);
  });

  it.each(['salt', '', '   ', '00 flour', '7up', '3eggs', '2% milk', '3-2 eggs', '1/0 cup water', '123456 g flour'])(
    'finds no quantity in %j',
    (line) => {
      expect(parseLeadingQuantity(line)).toBeNull();
    },
  );
});

describe('formatQuantity', () => {
  it.each([
    [0.5, undefined, '½'],
    [1.5, undefined, '1½'],
    [0.333, undefined, '⅓'],
    [2, 'cups', '2'],
    [0.2, 'cup', '0.2'],
    [0.4375, 'tsp', '0.44'],
    [2.999, undefined, '3'],
    [0.5, 'g', '0.5'],
    [212.6, 'g', '213'],
    [1.25, 'kg', '1.25'],
    [0.5, 'KG', '0.5'],
    [1.005, 'l', '1'],
    [0.333, 'ml', '0.3'],
    [0.001, 'g', '0.1'],
  ])('%p with unit %p → %j', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected);
  });
});
