import type { Recipe } from '@forkful/domain';

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = overrides._id ?? '64b000000000000000000001';
  return {
    _id: id,
    image: 'https://images.example.com/pasta.jpg',
    title: 'Creamy Garlic Pasta',
    ingredients: 'spaghetti, garlic , cream,, parmesan ',
    instructions: 'Boil the pasta.\nMake the sauce.',
    cuisineType: 'Italian',
    prepTime: 25,
    preparationTime: 25,
    categories: ['Lunch', 'Dinner'],
    likeCount: 4,
    authorName: 'Maria Rossi',
    authorEmail: 'maria@example.com',
    ...overrides,
  };
}

export function makeRecipes(count: number, start = 1): Recipe[] {
  return Array.from({ length: count }, (_, i) =>
    makeRecipe({ _id: `64b0000000000000000${String(start + i).padStart(5, '0')}`, title: `Recipe ${start + i}` }),
  );
}
