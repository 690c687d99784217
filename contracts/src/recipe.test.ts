import { splitCommaList, CUISINES, CATEGORIES } from './recipe';

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
