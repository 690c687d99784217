import { render, screen } from '@testing-library/react';
import { configureApi } from '@forkful/runtime';
import { makeRecipe } from '../../../testing/recipe-fixtures';
import { RecipeJsonLd } from './recipe-json-ld';

beforeAll(() => configureApi({ baseURL: 'http://api.test:4000' }));
beforeEach(() => window.history.replaceState(null, '', '/recipes/1'));

/** The JSON-LD the page carries for a recipe. */
function jsonLdOf(recipe: ReturnType<typeof makeRecipe>): Record<string, unknown> {
  const { unmount } = render(<RecipeJsonLd recipe={recipe} />);
  const script = screen.getByTestId('recipe-json-ld');
  expect(script).toHaveAttribute('type', 'application/ld+json');
  const data = JSON.parse(script.innerHTML) as Record<string, unknown>;
  unmount();
  return data;
}

describe('RecipeJsonLd', () => {
  it('describes the recipe as a schema.org Recipe linking to this page, its photo and the page it came from', () => {
    const recipe = makeRecipe({ createdAt: '2024-05-01T10:00:00.000Z', likeCount: 7, servings: 4, sourceUrl: 'https://example.com/pasta' });
    expect(jsonLdOf(recipe)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Creamy Garlic Pasta',
      image: ['https://images.example.com/pasta.jpg'],
      url: 'http://localhost/recipes/1',
      isBasedOn: 'https://example.com/pasta',
      author: { '@type': 'Person', name: 'Maria Rossi' },
      recipeCuisine: 'Italian',
      recipeCategory: 'Lunch, Dinner',
      prepTime: 'PT25M',
      totalTime: 'PT25M',
      recipeYield: '4',
      recipeIngredient: ['spaghetti', 'garlic', 'cream', 'parmesan'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Boil the pasta.' },
        { '@type': 'HowToStep', text: 'Make the sauce.' },
      ],
      datePublished: '2024-05-01T10:00:00.000Z',
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: 7,
      },
    });
  });

  it("resolves a photo's path on the API to an absolute URL", () => {
    expect(jsonLdOf(makeRecipe({ image: '/images/pasta.jpg' })).image).toEqual(['http://api.test:4000/images/pasta.jpg']);
  });

  it('leaves out what the recipe lacks: photo, source, categories, a usable prep time, servings, date', () => {
    const data = jsonLdOf(makeRecipe({ image: ' ', categories: [], prepTime: 0, createdAt: undefined }));
    for (const key of ['image', 'isBasedOn', 'recipeCategory', 'prepTime', 'totalTime', 'recipeYield', 'datePublished']) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('escapes "<" so recipe text cannot close the script element, and stays valid JSON', () => {
    render(<RecipeJsonLd recipe={makeRecipe({ title: '</script><b>x</b>', instructions: 'Heat to <180 °C' })} />);
    const script = screen.getByTestId('recipe-json-ld');
    expect(script.innerHTML).not.toContain('<');
    const data = JSON.parse(script.innerHTML) as Record<string, unknown>;
    expect(data.name).toBe('</script><b>x</b>');
    expect(data.recipeInstructions).toBe('Heat to <180 °C');
  });
});
