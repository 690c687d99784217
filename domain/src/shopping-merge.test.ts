import { mergeShoppingItems, type PlannedIngredients } from './shopping-merge';

/** A planned recipe: id "r1".., title "Recipe r1", its raw ingredients field and factor. */
const planned = (recipeId: string, ingredients: string, factor = 1): PlannedIngredients => ({ recipeId, title: `Recipe ${recipeId}`, ingredients, factor });
/** Each field as its own recipe (r1, r2, ...) at factor 1. */
const recipes = (...fields: string[]): PlannedIngredients[] => fields.map((field, i) => planned(`r${i + 1}`, field));
const texts = (input: PlannedIngredients[]) => mergeShoppingItems(input).map((item) => item.text);

// [what, input, the items' texts in order]
const CASES: [string, PlannedIngredients[], string[]][] = [
  // Same unit.
  ['the issue: grams and kilos', recipes('200 g flour', '0.5 kg flour'), ['700 g flour']],
  ['the issue: cups with a fraction', recipes('1 cup milk', '1/2 cup milk'), ['1½ cup milk']],
  ['the issue: no quantity merged by name', recipes('salt', 'salt'), ['salt']],
  ['the issue: counts without a unit', recipes('2 eggs', '3 eggs'), ['5 eggs']],
  ['grams and grams', recipes('150 g butter', '100 g butter'), ['250 g butter']],
  ['a glued unit', recipes('400g pasta', '200 g pasta'), ['600 g pasta']],
  ['tablespoons keep their spelling', recipes('2 tablespoons olive oil', '1 tablespoon olive oil'), ['3 tablespoons olive oil']],
  ['a unit spelled for another number gives way to its symbol', recipes('1 gram saffron', '1 gram saffron'), ['2 g saffron']],
  ['lines of one recipe merge too', recipes('1 tbsp oil, 2 tbsp oil'), ['3 tbsp oil']],
  // Converting within a kind, and a readable unit.
  ['1000 g and over is kilograms', recipes('600 g potatoes', '900 g potatoes'), ['1.5 kg potatoes']],
  ['kilograms under 1000 g are grams', recipes('0.25 kg sugar', '0.25 kg sugar'), ['500 g sugar']],
  ['spelled-out units convert', recipes('300 grams rice', '1 kilo rice'), ['1.3 kg rice']],
  ['milligrams stay when the total is under a gram', recipes('200 mg saffron', '300 mg saffron'), ['500 mg saffron']],
  ['millilitres and litres', recipes('250 ml stock', '1 l stock'), ['1.25 l stock']],
  ['centilitres and decilitres are shown as ml', recipes('4 cl rum', '1 dl rum'), ['140 ml rum']],
  ['3 tsp is 1 tbsp', recipes('1 tsp salt', '2 tsp salt'), ['1 tbsp salt']],
  ['tablespoons become cups from ¼ cup', recipes('2 tbsp butter', '2 tbsp butter'), ['¼ cup butter']],
  ['6 tbsp stays tbsp (not ⅜ cup)', recipes('3 tbsp sugar', '3 tbsp sugar'), ['6 tbsp sugar']],
  ['cups and tablespoons', recipes('1/2 cup cream', '4 tbsp cream'), ['¾ cup cream']],
  ['1½ tsp stays tsp', recipes('1 tsp cumin', '½ tsp cumin'), ['1½ tsp cumin']],
  ['ounces and pounds', recipes('8 oz cheddar', '1 lb cheddar'), ['1½ lb cheddar']],
  ['12 oz stays oz', recipes('4 oz ham', '8 oz ham'), ['12 oz ham']],
  ['metric and US mixed: metric', recipes('200 g flour', '8 oz flour'), ['427 g flour']],
  ['a cup and millilitres: metric', recipes('1 cup milk', '200 ml milk'), ['437 ml milk']],
  // Incompatible kinds stay apart.
  ['volume and mass stay apart', recipes('1 cup flour', '200 g flour'), ['1 cup flour', '200 g flour']],
  ['a count and a mass stay apart', recipes('2 onions', '200 g onions'), ['2 onions', '200 g onions']],
  ['no quantity and a quantity stay apart', recipes('salt', '1 tsp salt'), ['salt', '1 tsp salt']],
  ['different names stay apart', recipes('1 onion', '1 red onion', '1 large onion'), ['1 onion', '1 red onion', '1 large onion']],
  ['a measure merges with itself only', recipes('2 cloves garlic', '1 clove of garlic', '1 head garlic'), ['3 cloves garlic', '1 head garlic']],
  ['cans', recipes('1 can chopped tomatoes', '2 cans chopped tomatoes'), ['3 cans chopped tomatoes']],
  // Ranges.
  ['a range and a number', recipes('2-3 eggs', '1 egg'), ['3-4 eggs']],
  ['two ranges', recipes('2 to 3 tbsp lime juice', '1-2 tbsp lime juice'), ['3-5 tbsp lime juice']],
  ['a range converted', recipes('200-300 g feta', '0.5 kg feta'), ['700-800 g feta']],
  // Fractions.
  ['unicode and slash fractions', recipes('½ cup sugar', '1/4 cup sugar'), ['¾ cup sugar']],
  ['mixed numbers', recipes('1 1/2 cups flour', '1½ cups flour'), ['3 cups flour']],
  ['thirds stay exact', recipes('1/3 cup oil', '1/3 cup oil', '1/3 cup oil'), ['1 cup oil']],
  ['decimals', recipes('1.5 kg lamb', '0.25 kg lamb'), ['1.75 kg lamb']],
  // Names: case, spaces, plurals, "of".
  ['case and spaces', recipes('Salt', '  salt ', 'SALT'), ['Salt']],
  ['singular and plural', recipes('1 egg', '2 eggs'), ['3 eggs']],
  ['-oes plurals', recipes('2 tomatoes', '1 tomato'), ['3 tomatoes']],
  ['-ies plurals', recipes('100 g berries', '50 g berry'), ['150 g berries']],
  ['"of" after a unit', recipes('2 cups of flour', '1 cup flour'), ['3 cups of flour']],
  ['singular spelling for one', recipes('½ egg', '½ egg'), ['1 egg']],
  ['no words but the amount', recipes('2 tbsp', '1 tbsp'), ['3 tbsp']],
  // Scaling by factor first.
  ['scaled before merging', [planned('r1', '200 g pasta', 2), planned('r2', '100 g pasta', 0.5)], ['450 g pasta']],
  ['scaled to thirds', [planned('r1', '1 cup stock', 1 / 3), planned('r2', '1 cup stock', 1 / 6)], ['½ cup stock']],
  ['a bad factor counts as 1', [planned('r1', '2 eggs', 0), planned('r2', '1 egg', Number.NaN)], ['3 eggs']],
  ['scaling leaves no-quantity lines alone', [planned('r1', 'pepper', 3)], ['pepper']],
  // Order and the split the recipe page uses.
  ['first-seen order', recipes('salt, 2 eggs, 100 g flour', '1 egg, 1 cup milk, 100 g flour'), ['salt', '3 eggs', '200 g flour', '1 cup milk']],
  ['empty items of the comma list are dropped', recipes(' , flour ,, ', ''), ['flour']],
];

describe('mergeShoppingItems', () => {
  it('covers at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (_what, input, expected) => {
    expect(texts(input)).toEqual(expected);
  });

  it.each([
    [recipes('200 g flour', '1 kg flour'), ['flour|mass']],
    [recipes('1 cup milk', '2 tbsp milk'), ['milk|volume']],
    [recipes('2 Eggs'), ['egg|count']],
    [recipes('Salt '), ['salt|none']],
    [recipes('2 cloves of garlic'), ['garlic|clove']],
    [recipes('1 cup flour', '200 g flour', '2 flour', 'flour'), ['flour|volume', 'flour|mass', 'flour|count', 'flour|none']],
  ])('keys name the ingredient and its kind of amount (%#)', (input, keys) => {
    expect(mergeShoppingItems(input).map((item) => item.key)).toEqual(keys);
  });

  it('gives the same keys for the same ingredient whatever the amounts, spelling or order', () => {
    const first = mergeShoppingItems(recipes('200 g Flour, 2 eggs, salt'));
    const again = mergeShoppingItems([planned('r9', 'Salt, 1 egg, 1.5 kilograms flour', 3)]);
    expect(new Set(again.map((item) => item.key))).toEqual(new Set(first.map((item) => item.key)));
    expect(mergeShoppingItems(recipes('200 g Flour, 2 eggs, salt'))).toEqual(first);
  });

  it('lists the recipes needing an item once each, in first-seen order', () => {
    const input = [planned('a', '1 egg'), planned('b', '2 eggs, 1 egg'), planned('a', '3 eggs'), planned('c', 'salt')];
    const [eggs, salt] = mergeShoppingItems(input);
    expect(eggs).toEqual({ key: 'egg|count', text: '7 eggs', recipes: [{ recipeId: 'a', title: 'Recipe a' }, { recipeId: 'b', title: 'Recipe b' }] });
    expect(salt.recipes).toEqual([{ recipeId: 'c', title: 'Recipe c' }]);
  });

  it('never merges two different ingredients', () => {
    const input = recipes('1 cup rice, 1 cup rice flour, 1 cup rice vinegar', '1 lime, 2 lime leaves', '100 g peas, 100 g pea shoots');
    expect(texts(input)).toEqual(['1 cup rice', '1 cup rice flour', '1 cup rice vinegar', '1 lime', '2 lime leaves', '100 g peas', '100 g pea shoots']);
  });

  it('reads the largest plan the API allows in bounded time, a recipe planned again read once', () => {
    // 300 different recipes of about 5000 characters (500 lines each), each planned twice: 300 000 lines.
    const field = (r: number) => Array.from({ length: 500 }, (_, i) => `${(i % 9) + 1} g spice ${(i + r) % 50}`).join(', ');
    const input = Array.from({ length: 600 }, (_, i) => planned(`r${i % 300}`, field(i % 300)));
    const started = performance.now();
    const items = mergeShoppingItems(input);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(items).toHaveLength(50);
    expect(items[0].recipes).toHaveLength(300);
  });
});
