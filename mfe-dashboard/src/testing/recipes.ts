import { API_MESSAGES, splitCommaList, type Category, type Recipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { TEST_USER } from './render';

/** A recipe of TEST_USER; both prep-time readings follow `prepTime`, as the API sends them. */
export function recipeFixture(overrides: Partial<Recipe> = {}): Recipe {
  const prepTime = overrides.prepTime ?? 40;
  return {
    _id: 'r1',
    image: 'https://images.example.com/risotto.jpg',
    title: 'Mushroom Risotto',
    ingredients: 'rice, mushrooms, parmesan',
    instructions: 'Stir patiently.',
    cuisineType: 'Italian',
    prepTime,
    preparationTime: prepTime,
    categories: ['Dinner', 'Vegan'],
    likeCount: 7,
    authorName: TEST_USER.displayName,
    authorEmail: TEST_USER.email,
    ...overrides,
  };
}

/**
 * api.recipes's my-recipes calls as one small in-memory server: update and delete change what `mine` answers next,
 * so the refetch after a write shows the write. A test can still override one call (e.g. `update.mockRejectedValue`).
 */
export function serveMyRecipes(initial: Recipe[]) {
  let stored = [...initial];
  const mine = jest.spyOn(api.recipes, 'mine').mockImplementation(async () => stored);
  const update = jest.spyOn(api.recipes, 'update').mockImplementation(async (id, { servings, ...input }) => {
    const edited = { prepTime: input.preparationTime, categories: splitCommaList(input.categories) as Category[] };
    // As the API: absent servings stay, null removes them.
    const serves = (recipe: Recipe) => (servings === undefined ? recipe.servings : (servings ?? undefined));
    stored = stored.map((recipe) => (recipe._id === id ? { ...recipe, ...input, ...edited, servings: serves(recipe) } : recipe));
    return { message: API_MESSAGES.updated };
  });
  const remove = jest.spyOn(api.recipes, 'remove').mockImplementation(async (id) => {
    stored = stored.filter((recipe) => recipe._id !== id);
    return { deletedCount: 1, message: API_MESSAGES.deleted };
  });
  return { mine, update, remove };
}
