import type { MealPlanEntry, PlannedRecipe, Recipe, ShoppingItem } from '@forkful/domain';

/** A recipe as GET /recipes lists it. */
export function recipeFixture(overrides: Partial<Recipe> = {}): Recipe {
  return {
    _id: 'r1',
    image: 'https://images.example.com/carbonara.jpg',
    imageAlt: 'A bowl of spaghetti carbonara',
    title: 'Carbonara',
    ingredients: '200 g spaghetti, 2 eggs, 50 g pecorino',
    instructions: 'Cook, toss, serve.',
    cuisineType: 'Italian',
    prepTime: 25,
    preparationTime: 25,
    categories: ['Dinner'],
    likeCount: 3,
    servings: 4,
    authorName: 'Ada',
    authorEmail: 'ada@example.com',
    ...overrides,
  };
}

/** The recipe of a plan entry, as the plan shows it. */
export function plannedRecipeOf(recipe: Recipe, removed = false): PlannedRecipe {
  return { _id: recipe._id, title: recipe.title, image: recipe.image, imageAlt: recipe.imageAlt, servings: recipe.servings, removed };
}

export function planEntryFixture(overrides: Partial<MealPlanEntry> = {}): MealPlanEntry {
  return {
    _id: 'e1',
    date: '2025-11-24',
    meal: 'dinner',
    servings: 4,
    note: '',
    recipe: plannedRecipeOf(recipeFixture()),
    createdAt: '2025-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function shoppingItemFixture(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return { _id: 'i1', text: '200 g spaghetti', checked: false, own: false, recipes: [{ recipeId: 'r1', title: 'Carbonara' }], ...overrides };
}
