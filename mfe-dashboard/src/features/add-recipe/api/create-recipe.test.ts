import { type AddRecipeResponse } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { runRecipeWrite } from '../../../testing/recipe-writes';
import { EMPTY_RECIPE, isAddConfirmed, toNewRecipe, useCreateRecipe, type AddRecipeValues } from './create-recipe';

const values: AddRecipeValues = { ...EMPTY_RECIPE, title: ' Dal ', cuisineType: 'Bangladeshi', prepTime: 30, categories: ['Lunch'] };

beforeEach(() => jest.restoreAllMocks());

describe('useCreateRecipe', () => {
  it('accepts insertedId or acknowledged true as the confirmation', () => {
    expect(isAddConfirmed({ acknowledged: false, insertedId: 'n1' })).toBe(true);
    expect(isAddConfirmed({ acknowledged: true })).toBe(true);
    expect(isAddConfirmed({})).toBe(false);
  });

  it('sends the photo description trimmed as imageAlt, and none when it is blank', () => {
    expect(toNewRecipe({ ...values, imageAlt: ' Dal with rice ' }).imageAlt).toBe('Dal with rice');
    expect(toNewRecipe({ ...values, imageAlt: '  ' })).not.toHaveProperty('imageAlt');
  });

  it('sends servings when the field has a number, and none when it is empty', () => {
    expect(toNewRecipe({ ...values, servings: 4 }).servings).toBe(4);
    expect(toNewRecipe(values)).not.toHaveProperty('servings');
  });

  it("sends an imported recipe's source, and none for a recipe typed in", () => {
    expect(toNewRecipe({ ...values, sourceUrl: ' https://example.com/dal ' }).sourceUrl).toBe('https://example.com/dal');
    expect(toNewRecipe(values)).not.toHaveProperty('sourceUrl');
  });

  it('posts the trimmed recipe and then invalidates every recipe query, in every remote, and nothing else', async () => {
    const add = jest.spyOn(api.recipes, 'add').mockResolvedValue({ acknowledged: true, insertedId: 'n1' });
    const outcome = await runRecipeWrite(useCreateRecipe, values);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ title: 'Dal', prepTime: 30, categories: ['Lunch'] }));
    expect(outcome).toEqual({ recipeQueriesInvalidated: [true, true, true, true], otherQueryInvalidated: false, error: undefined });
  });

  it('fails without invalidating anything when the answer lacks the confirmation', async () => {
    jest.spyOn(api.recipes, 'add').mockResolvedValue({} as AddRecipeResponse);
    const outcome = await runRecipeWrite(useCreateRecipe, values);
    expect(outcome.error).toEqual(new Error('The server did not confirm that the recipe was saved.'));
    expect(outcome.recipeQueriesInvalidated).toEqual([false, false, false, false]);
  });
});
