import { recipeFixture } from '../../../test/recipes';
import { editValuesOf, isDeleteConfirmed, isUpdateConfirmed, toUpdateInput, updatedRecipe } from './edit-payload';

describe('edit payload', () => {
  it('reads a recipe in the edit reading and sends it back unchanged', () => {
    const recipe = recipeFixture({ prepTime: 12, preparationTime: 12, categories: ['Breakfast', 'Dessert'] });
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

  it('updates the row in both readings when the server sends no copy', () => {
    const recipe = recipeFixture();
    const next = updatedRecipe(recipe, { title: 'New', cuisineType: 'Chinese', preparationTime: 9, categories: 'Lunch' });
    expect(next).toMatchObject({ title: 'New', cuisineType: 'Chinese', prepTime: 9, preparationTime: 9, categories: ['Lunch'], image: recipe.image });
  });

  it('accepts only the confirmations the spec names', () => {
    expect(isUpdateConfirmed({ message: 'Recipe updated successfully' })).toBe(true);
    expect(isUpdateConfirmed({ message: 'ok' })).toBe(false);
    expect(isDeleteConfirmed({ deletedCount: 1 })).toBe(true);
    expect(isDeleteConfirmed({ message: 'Recipe deleted successfully!' })).toBe(true);
    expect(isDeleteConfirmed({ deletedCount: 0 })).toBe(false);
  });
});
