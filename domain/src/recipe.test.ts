import { splitCommaList, isServingsCount, isRecipeAuthor, CUISINES, CATEGORIES } from './recipe';

describe('splitCommaList', () => {
  it('splits on commas, trims, and drops empty items', () => {
    expect(splitCommaList(' flour,  eggs ,, milk ,')).toEqual(['flour', 'eggs', 'milk']);
  });
  it('gives an empty list for empty or missing input', () => {
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(undefined)).toEqual([]);
  });
});

describe('spec constants', () => {
  it('lists the cuisines and categories in the spec order', () => {
    expect(CUISINES).toEqual(['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others']);
    expect(CATEGORIES).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan']);
  });
});

describe('isServingsCount', () => {
  it('takes whole numbers from 1 to 100 only', () => {
    expect([1, 4, 100].map(isServingsCount)).toEqual([true, true, true]);
    expect([0, 101, 2.5, Number.NaN, -1].map(isServingsCount)).toEqual([false, false, false, false, false]);
  });
});

describe('isRecipeAuthor', () => {
  const recipe = { authorUid: 'maria-uid', authorEmail: 'maria@example.com' };

  it('is the account whose uid wrote the recipe, whatever its email is now', () => {
    expect(isRecipeAuthor(recipe, { uid: 'maria-uid', email: 'maria.new@example.com' })).toBe(true);
  });
  it("is never another account, even one holding the recipe's email", () => {
    expect(isRecipeAuthor(recipe, { uid: 'someone-else', email: 'maria@example.com' })).toBe(false);
  });
  it('is nobody for a recipe without an author uid (older data) or without a signed-in user', () => {
    expect(isRecipeAuthor({ authorUid: undefined }, { uid: '' })).toBe(false);
    expect(isRecipeAuthor({ authorUid: '' }, { uid: '' })).toBe(false);
    expect(isRecipeAuthor(recipe, null)).toBe(false);
    expect(isRecipeAuthor(null, { uid: 'maria-uid' })).toBe(false);
  });
});
