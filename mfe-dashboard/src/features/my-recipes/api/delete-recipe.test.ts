import { api } from '@forkful/runtime/api';
import { runRecipeWrite } from '../../../testing/recipe-writes';
import { isDeleteConfirmed, useDeleteRecipe } from './delete-recipe';

beforeEach(() => jest.restoreAllMocks());

describe('useDeleteRecipe', () => {
  it('accepts only the confirmations the spec names', () => {
    expect(isDeleteConfirmed({ deletedCount: 1 })).toBe(true);
    expect(isDeleteConfirmed({ message: 'Recipe deleted successfully!' })).toBe(true);
    expect(isDeleteConfirmed({ deletedCount: 0 })).toBe(false);
  });

  it('deletes and then invalidates every recipe query, in every remote, and nothing else', async () => {
    const remove = jest.spyOn(api.recipes, 'remove').mockResolvedValue({ deletedCount: 1, message: 'Recipe deleted successfully!' });
    const outcome = await runRecipeWrite(useDeleteRecipe, 'r1');
    expect(remove).toHaveBeenCalledWith('r1');
    expect(outcome).toEqual({ recipeQueriesInvalidated: [true, true, true, true], otherQueryInvalidated: false, error: undefined });
  });

  it('invalidates nothing when the API refuses', async () => {
    jest.spyOn(api.recipes, 'remove').mockRejectedValue(new Error('Request failed with status code 403'));
    const outcome = await runRecipeWrite(useDeleteRecipe, 'r1');
    expect(outcome.error).toEqual(new Error('Request failed with status code 403'));
    expect(outcome.recipeQueriesInvalidated).toEqual([false, false, false, false]);
  });
});
