import { configureApi } from '@forkful/runtime';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { buildRecipeJsonLd, serializeJsonLd } from './build-recipe-json-ld';

beforeAll(() => configureApi({ baseURL: 'http://api.test:4000' }));

describe('buildRecipeJsonLd', () => {
  it('describes the recipe as a schema.org Recipe', () => {
    const recipe = makeRecipe({ createdAt: '2024-05-01T10:00:00.000Z', likeCount: 7 });
    expect(buildRecipeJsonLd(recipe, 'https://forkful.test/recipes/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Creamy Garlic Pasta',
      image: ['https://images.example.com/pasta.jpg'],
      url: 'https://forkful.test/recipes/1',
      author: { '@type': 'Person', name: 'Maria Rossi' },
      recipeCuisine: 'Italian',
      recipeCategory: 'Lunch, Dinner',
      prepTime: 'PT25M',
      totalTime: 'PT25M',
      recipeIngredient: ['spaghetti', 'garlic', 'cream', 'parmesan'],
      recipeInstructions: 'Boil the pasta.\nMake the sauce.',
      datePublished: '2024-05-01T10:00:00.000Z',
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: 7,
      },
    });
  });

  it('resolves an image path on the API to an absolute URL', () => {
    expect(buildRecipeJsonLd(makeRecipe({ image: '/images/pasta.jpg' })).image).toEqual(['http://api.test:4000/images/pasta.jpg']);
  });

  it('leaves out what the recipe lacks: image, page URL, categories, a usable prep time, date', () => {
    const data = buildRecipeJsonLd(makeRecipe({ image: ' ', categories: [], prepTime: 0, createdAt: undefined }));
    for (const key of ['image', 'url', 'recipeCategory', 'prepTime', 'totalTime', 'datePublished']) expect(data).not.toHaveProperty(key);
  });

  it('rounds the prep time to whole minutes', () => {
    expect(buildRecipeJsonLd(makeRecipe({ prepTime: 12.6 })).prepTime).toBe('PT13M');
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so the text cannot close the script element, and stays valid JSON', () => {
    const json = serializeJsonLd({ name: '</script><b>x</b>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><b>x</b>' });
  });
});
