import { recipeFixture } from '../../../testing/recipes';
import { editValuesOf, toUpdateInput } from './edit-payload';

describe('edit payload', () => {
  it("reads a recipe into the form and sends it back unchanged, prepTime renamed to the spec's preparationTime", () => {
    const recipe = recipeFixture({ prepTime: 12, categories: ['Breakfast', 'Dessert'] });
    expect(editValuesOf(recipe)).toMatchObject({ prepTime: 12, categories: 'Breakfast, Dessert' });
    expect(toUpdateInput(editValuesOf(recipe))).toEqual({
      title: recipe.title,
      cuisineType: recipe.cuisineType,
      preparationTime: 12,
      categories: 'Breakfast, Dessert',
      image: recipe.image,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    });
  });

  it('does not send blank optional fields, and sends no categories as an empty string', () => {
    const values = { ...editValuesOf(recipeFixture()), image: '  ', ingredients: '', instructions: '', categories: ' , ' };
    expect(toUpdateInput(values)).toEqual({ title: 'Mushroom Risotto', cuisineType: 'Italian', preparationTime: 40, categories: '' });
  });

  it("sends the photo description trimmed; blank, only to remove the recipe's own (empty removes it)", () => {
    const plain = recipeFixture();
    expect(toUpdateInput({ ...editValuesOf(plain), imageAlt: ' Risotto in a bowl ' }, plain).imageAlt).toBe('Risotto in a bowl');
    expect(toUpdateInput({ ...editValuesOf(plain), imageAlt: '  ' }, plain)).not.toHaveProperty('imageAlt');
    const described = recipeFixture({ imageAlt: 'Risotto in a bowl' });
    expect(editValuesOf(described).imageAlt).toBe('Risotto in a bowl');
    expect(toUpdateInput({ ...editValuesOf(described), imageAlt: '' }, described).imageAlt).toBe('');
  });

  it("sends servings when given, null to remove the recipe's own, nothing when empty and there were none", () => {
    const plain = recipeFixture();
    expect(editValuesOf(plain).servings).toBeNaN();
    expect(toUpdateInput({ ...editValuesOf(plain), servings: 4 }, plain).servings).toBe(4);
    expect(toUpdateInput(editValuesOf(plain), plain)).not.toHaveProperty('servings');
    const serving = recipeFixture({ servings: 2 });
    expect(editValuesOf(serving).servings).toBe(2);
    expect(toUpdateInput({ ...editValuesOf(serving), servings: Number.NaN }, serving).servings).toBeNull();
  });
});
