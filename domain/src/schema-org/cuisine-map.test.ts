import { categoriesOf, cuisineOf } from './cuisine-map';

describe('cuisineOf', () => {
  it.each([
    ['Italian', 'Italian'],
    ['MEXICAN', 'Mexican'],
    ['Bengali', 'Bangladeshi'],
    ['bangla', 'Bangladeshi'],
    ['Bangladeshi', 'Bangladeshi'],
    ['Cantonese', 'Chinese'],
    ['Szechuan', 'Chinese'],
    ['Sichuan', 'Chinese'],
    ['Southern Italian', 'Italian'],
    [['American', 'Tex-Mex'], 'Mexican'],
    ['French, Italian', 'Italian'],
    ['Indian', 'Others'],
    ['constructor', 'Others'],
    [undefined, 'Others'],
    [42, 'Others'],
  ])('maps %p to %s', (recipeCuisine, cuisine) => {
    expect(cuisineOf(recipeCuisine)).toBe(cuisine);
  });
});

describe('categoriesOf', () => {
  it('matches recipeCategory as a text, comma list or array, case-insensitively, in our order', () => {
    expect(categoriesOf({ recipeCategory: 'dessert' })).toEqual(['Dessert']);
    expect(categoriesOf({ recipeCategory: 'Dinner, Breakfast' })).toEqual(['Breakfast', 'Dinner']);
    expect(categoriesOf({ recipeCategory: ['LUNCH', 'Snack'] })).toEqual(['Lunch']);
  });
  it('knows the obvious synonyms', () => {
    expect(categoriesOf({ recipeCategory: ['Main course', 'Brunch', 'Sweets'] })).toEqual(['Breakfast', 'Dinner', 'Dessert']);
    expect(categoriesOf({ recipeCategory: 'Main Dish' })).toEqual(['Dinner']);
    expect(categoriesOf({ recipeCategory: 'Supper' })).toEqual(['Dinner']);
    expect(categoriesOf({ recipeCategory: 'Desserts' })).toEqual(['Dessert']);
  });
  it('reads keywords and a vegan diet, as a name or a schema.org IRI, without duplicates', () => {
    expect(categoriesOf({ keywords: 'easy, vegan, weeknight dinner, dinner', recipeCategory: 'Dinner' })).toEqual(['Dinner', 'Vegan']);
    expect(categoriesOf({ suitableForDiet: 'https://schema.org/VeganDiet' })).toEqual(['Vegan']);
    expect(categoriesOf({ suitableForDiet: ['http://schema.org/GlutenFreeDiet', 'VeganDiet'] })).toEqual(['Vegan']);
  });
  it('matches whole entries only, and nothing from odd shapes', () => {
    expect(categoriesOf({ keywords: 'vegetarian lunch ideas, not dessert-like' })).toEqual([]);
    expect(categoriesOf({ recipeCategory: { name: 'Lunch' } })).toEqual(['Lunch']);
    expect(categoriesOf({ recipeCategory: 7, keywords: null, suitableForDiet: [{}] })).toEqual([]);
    expect(categoriesOf('Lunch')).toEqual([]);
  });
});
