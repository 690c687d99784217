import type { Recipe } from '../recipe';
import { readSchemaOrgRecipe } from './read-recipe';
import { recipeToSchemaOrg, serializeJsonLd } from './write-recipe';

function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    _id: '64b000000000000000000001',
    image: '/images/64b0000000000000000000aa',
    title: 'Creamy Garlic Pasta',
    ingredients: 'spaghetti, 2 cloves garlic; crushed, cream, parmesan',
    instructions: '1. Boil the pasta.\n2. Make the sauce.\n3. Toss together.',
    cuisineType: 'Italian',
    prepTime: 25,
    preparationTime: 25,
    categories: ['Lunch', 'Dinner'],
    likeCount: 7,
    servings: 4,
    sourceUrl: 'https://grandma.example/pasta',
    authorName: 'Maria Rossi',
    authorEmail: 'maria@example.com',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const links = { pageUrl: 'https://forkful.test/recipes/1', imageUrl: 'https://api.forkful.test/images/64b0000000000000000000aa' };

describe('recipeToSchemaOrg', () => {
  it("describes the recipe as the recipe page's schema.org Recipe", () => {
    expect(recipeToSchemaOrg(makeRecipe(), links)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Creamy Garlic Pasta',
      image: ['https://api.forkful.test/images/64b0000000000000000000aa'],
      url: 'https://forkful.test/recipes/1',
      isBasedOn: 'https://grandma.example/pasta',
      author: { '@type': 'Person', name: 'Maria Rossi' },
      recipeCuisine: 'Italian',
      recipeCategory: 'Lunch, Dinner',
      prepTime: 'PT25M',
      totalTime: 'PT25M',
      recipeYield: '4',
      recipeIngredient: ['spaghetti', '2 cloves garlic; crushed', 'cream', 'parmesan'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Boil the pasta.' },
        { '@type': 'HowToStep', text: 'Make the sauce.' },
        { '@type': 'HowToStep', text: 'Toss together.' },
      ],
      datePublished: '2024-05-01T10:00:00.000Z',
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: 7,
      },
    });
  });

  it('keeps one-line instructions as their text', () => {
    expect(recipeToSchemaOrg(makeRecipe({ instructions: ' Mix it all and bake. ' }), {}).recipeInstructions).toBe('Mix it all and bake.');
  });

  it('leaves out what the recipe lacks: image, page, source, categories, a usable prep time, servings, date', () => {
    const data = recipeToSchemaOrg(
      makeRecipe({ categories: [], prepTime: 0.2, servings: undefined, sourceUrl: undefined, createdAt: undefined }),
      {},
    );
    const absent = ['image', 'url', 'isBasedOn', 'recipeCategory', 'prepTime', 'totalTime', 'recipeYield', 'datePublished'];
    for (const key of [...absent, 'description']) expect(data).not.toHaveProperty(key);
  });

  it('rounds the prep time to whole minutes', () => {
    expect(recipeToSchemaOrg(makeRecipe({ prepTime: 12.6 }), {}).prepTime).toBe('PT13M');
  });
});

describe('recipeToSchemaOrg then readSchemaOrgRecipe', () => {
  it('gives back the recipe: title, ingredients, instructions, time, servings, cuisine, categories, photo, source', () => {
    const recipe = makeRecipe();
    const read = readSchemaOrgRecipe(JSON.parse(JSON.stringify(recipeToSchemaOrg(recipe, links))));
    expect(read).toEqual({
      draft: {
        title: recipe.title,
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        prepTime: 25,
        servings: 4,
        cuisineType: 'Italian',
        categories: ['Lunch', 'Dinner'],
        imageUrl: links.imageUrl,
        sourceUrl: recipe.sourceUrl,
      },
    });
  });

  it('gives back unnumbered and one-line instructions numbered, and the Forkful page as the source when none was kept', () => {
    const recipe = makeRecipe({
      instructions: 'Boil the pasta.\nMake the sauce.',
      sourceUrl: undefined,
      cuisineType: 'Others',
      categories: ['Vegan'],
    });
    const draft = readSchemaOrgRecipe(recipeToSchemaOrg(recipe, links));
    expect(draft).toEqual({
      draft: expect.objectContaining({
        instructions: '1. Boil the pasta.\n2. Make the sauce.',
        sourceUrl: links.pageUrl,
        cuisineType: 'Others',
        categories: ['Vegan'],
      }),
    });
    const oneLine = readSchemaOrgRecipe(recipeToSchemaOrg(makeRecipe({ instructions: 'Mix and bake.' }), {}));
    expect(oneLine).toEqual({ draft: expect.objectContaining({ instructions: '1. Mix and bake.' }) });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so the text cannot close the script element, and stays valid JSON', () => {
    const json = serializeJsonLd({ name: '</script><b>x</b>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><b>x</b>' });
  });
});
