import type { Recipe } from '@forkful/contracts';
import { TEST_USER } from './render';

export function recipeFixture(overrides: Partial<Recipe> = {}): Recipe {
  return {
    _id: 'r1',
    image: 'https://images.example.com/risotto.jpg',
    title: 'Mushroom Risotto',
    ingredients: 'rice, mushrooms, parmesan',
    instructions: 'Stir patiently.',
    cuisineType: 'Italian',
    prepTime: 40,
    preparationTime: 40,
    categories: ['Dinner', 'Vegan'],
    likeCount: 7,
    authorName: TEST_USER.displayName,
    authorEmail: TEST_USER.email,
    ...overrides,
  };
}
