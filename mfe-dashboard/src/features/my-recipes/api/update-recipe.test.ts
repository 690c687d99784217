import { api } from '@forkful/runtime/api';
import { runRecipeWrite } from '../../../testing/recipe-writes';
import { isUpdateConfirmed, useUpdateRecipe } from './update-recipe';

const change = { id: 'r1', input: { title: 'New', cuisineType: 'Chinese' as const, preparationTime: 9, categories: 'Lunch' } };

beforeEach(() => jest.restoreAllMocks());

describe('useUpdateRecipe', () => {
  it('accepts only the confirmation the spec names', () => {
    expect(isUpdateConfirmed({ message: 'Recipe updated successfully' })).toBe(true);
    expect(isUpdateConfirmed({ message: 'ok' })).toBe(false);
    expect(isUpdateConfirmed(undefined)).toBe(false);
  });

  it('sends the change and then invalidates every recipe query, in every remote, and nothing else', async () => {
    const update = jest.spyOn(api.recipes, 'update').mockResolvedValue({ message: 'Recipe updated successfully' });
    const outcome = await runRecipeWrite(useUpdateRecipe, change);
    expect(update).toHaveBeenCalledWith('r1', change.input);
    expect(outcome).toEqual({ recipeQueriesInvalidated: [true, true, true, true], otherQueryInvalidated: false, error: undefined });
  });

  it('fails without invalidating anything when the answer lacks the confirmation', async () => {
    jest.spyOn(api.recipes, 'update').mockResolvedValue({ message: 'Nothing changed' });
    const outcome = await runRecipeWrite(useUpdateRecipe, change);
    expect(outcome.error).toEqual(new Error('Unexpected update response: {"message":"Nothing changed"}'));
    expect(outcome.recipeQueriesInvalidated).toEqual([false, false, false, false]);
  });
});
