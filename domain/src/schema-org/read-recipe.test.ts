import { RECIPE_LIMITS } from '../recipe';
import { findSchemaOrgRecipes, MAX_FOUND_RECIPES, readSchemaOrgRecipe, RECIPE_REFUSALS, type ReadRecipe } from './read-recipe';

const soup = { '@type': 'Recipe', name: 'Soup' };
const stew = { '@type': 'Recipe', name: 'Stew' };

describe('findSchemaOrgRecipes', () => {
  it('finds a Recipe object, and the recipes of an array', () => {
    expect(findSchemaOrgRecipes(soup)).toEqual([soup]);
    expect(findSchemaOrgRecipes([{ '@type': 'Person' }, soup, stew])).toEqual([soup, stew]);
  });
  it('finds recipes in an @graph, with @type as an array or a schema.org IRI', () => {
    const article = { '@type': ['Recipe', 'NewsArticle'], name: 'Tacos' };
    const iri = { '@type': 'http://schema.org/Recipe', name: 'Dal' };
    const secure = { '@type': ['https://schema.org/Recipe'], name: 'Rice' };
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, article, iri, secure] };
    expect(findSchemaOrgRecipes(graph)).toEqual([article, iri, secure]);
  });
  it('finds nested recipes in document order: a WebPage mainEntity, an ItemList item', () => {
    const page = {
      '@type': 'WebPage',
      mainEntity: soup,
      hasPart: { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: stew }] },
    };
    expect(findSchemaOrgRecipes(page)).toEqual([soup, stew]);
  });
  it('finds nothing in values that hold no recipe', () => {
    for (const value of [null, undefined, 'Recipe', 3, [], {}, { '@type': 'Article', name: 'Recipe' }, { '@type': 7 }]) {
      expect(findSchemaOrgRecipes(value)).toEqual([]);
    }
  });
  it('looks no deeper than 8 levels', () => {
    let deep: unknown = soup;
    for (let level = 0; level < 10_000; level += 1) deep = { '@type': 'Thing', about: deep };
    expect(findSchemaOrgRecipes(deep)).toEqual([]);
    expect(findSchemaOrgRecipes({ a: { b: { c: soup } } })).toEqual([soup]);
  });
  it('stops one past the most a file may hold', () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({ '@type': 'Recipe', name: `R${index}` }));
    const found = findSchemaOrgRecipes(many);
    expect(found).toHaveLength(MAX_FOUND_RECIPES);
    expect(found[0]).toBe(many[0]);
  });
});

function draftOf(read: ReadRecipe) {
  if (!('draft' in read)) throw new Error(`refused: ${read.reason}`);
  return read.draft;
}

describe('readSchemaOrgRecipe', () => {
  const complete = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Chicken &amp; <em>Rice</em>  Bake',
    image: [{ '@type': 'ImageObject', url: '/photos/bake.jpg' }],
    url: 'https://cook.example/bake#recipe',
    recipeIngredient: ['1 cup rice, rinsed', '2 chicken thighs'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Heat the oven.' }, { '@type': 'HowToStep', text: 'Bake 40 minutes.' }],
    prepTime: 'PT15M',
    cookTime: 'PT40M',
    recipeYield: ['4', '4 servings'],
    recipeCuisine: 'Cantonese',
    recipeCategory: 'Main course',
    keywords: 'easy, brunch',
  };

  it('reads every field of a complete recipe', () => {
    expect(draftOf(readSchemaOrgRecipe(complete, 'https://cook.example/recipes/bake'))).toEqual({
      title: 'Chicken & Rice Bake',
      ingredients: '1 cup rice; rinsed, 2 chicken thighs',
      instructions: '1. Heat the oven.\n2. Bake 40 minutes.',
      prepTime: 55,
      servings: 4,
      cuisineType: 'Chinese',
      categories: ['Breakfast', 'Dinner'],
      sourceUrl: 'https://cook.example/bake#recipe',
      imageUrl: 'https://cook.example/photos/bake.jpg',
    });
  });

  it('refuses, with a reason, what is not a recipe or lacks a name, ingredients or instructions', () => {
    expect(readSchemaOrgRecipe({ ...complete, '@type': 'Article' })).toEqual({ reason: RECIPE_REFUSALS.notRecipe });
    expect(readSchemaOrgRecipe({ ...complete, name: ' <b></b> ' })).toEqual({ reason: 'It has no name' });
    expect(readSchemaOrgRecipe({ ...complete, recipeIngredient: [] })).toEqual({ reason: 'It has no ingredients' });
    expect(readSchemaOrgRecipe({ ...complete, recipeInstructions: [{ '@type': 'HowToStep' }] })).toEqual({
      reason: 'It has no instructions',
    });
    expect(readSchemaOrgRecipe(null as never)).toEqual({ reason: RECIPE_REFUSALS.notRecipe });
    expect(readSchemaOrgRecipe(['x'] as never)).toEqual({ reason: RECIPE_REFUSALS.notRecipe });
  });

  it('reads an untyped object, and the older `ingredients` property', () => {
    const { '@type': _type, recipeIngredient: _lines, ...rest } = complete;
    const draft = draftOf(readSchemaOrgRecipe({ ...rest, ingredients: ['salt'] }));
    expect(draft.ingredients).toBe('salt');
  });

  it('takes the source from isBasedOn, else url, else the page, resolving relative addresses, http(s) only', () => {
    const base = 'https://cook.example/recipes/bake';
    expect(draftOf(readSchemaOrgRecipe({ ...complete, isBasedOn: 'https://grandma.example/bake' }, base)).sourceUrl).toBe(
      'https://grandma.example/bake',
    );
    expect(draftOf(readSchemaOrgRecipe({ ...complete, isBasedOn: { '@type': 'CreativeWork', url: '/original' } }, base)).sourceUrl).toBe(
      'https://cook.example/original',
    );
    expect(draftOf(readSchemaOrgRecipe({ ...complete, url: 'javascript:alert(1)' }, base)).sourceUrl).toBe(base);
    expect(draftOf(readSchemaOrgRecipe({ ...complete, url: undefined })).sourceUrl).toBeUndefined();
    expect(draftOf(readSchemaOrgRecipe({ ...complete, url: undefined }, 'not an address')).sourceUrl).toBeUndefined();
  });

  it('takes the first usable image: a text, an array, an ImageObject url or contentUrl', () => {
    const read = (image: unknown) => draftOf(readSchemaOrgRecipe({ ...complete, image }, 'https://cook.example/a/')).imageUrl;
    expect(read('https://img.example/1.jpg')).toBe('https://img.example/1.jpg');
    expect(read(['data:image/png;base64,xx', 'big.jpg'])).toBe('https://cook.example/a/big.jpg');
    expect(read({ '@type': 'ImageObject', contentUrl: '//cdn.example/c.jpg' })).toBe('https://cdn.example/c.jpg');
    expect(read([{ '@type': 'ImageObject', url: 'https://img.example/a.jpg?w=1&amp;h=2' }])).toBe('https://img.example/a.jpg?w=1&h=2');
    expect(read(`https://img.example/${'x'.repeat(RECIPE_LIMITS.imageUrl)}.jpg`)).toBeUndefined();
    expect(read({ url: 12 })).toBeUndefined();
  });

  it('cuts a long title and keeps whole steps within the limits', () => {
    const draft = draftOf(
      readSchemaOrgRecipe({
        ...complete,
        name: 'word '.repeat(100),
        recipeInstructions: Array.from({ length: 500 }, (_, index) => `Stir the pot again, round ${index}, for a long while.`),
      }),
    );
    expect(draft.title.length).toBeLessThanOrEqual(RECIPE_LIMITS.title);
    expect(draft.title.endsWith('word')).toBe(true);
    expect(draft.instructions.length).toBeLessThanOrEqual(RECIPE_LIMITS.instructions);
    expect(draft.instructions.split('\n').at(-1)).toMatch(/^\d+\. Stir the pot again, round \d+, for a long while\.$/);
  });

  it('never throws on hostile shapes: wrong types everywhere, deep nesting, huge arrays', () => {
    let deep: unknown = 'deep';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    const hostile: unknown[] = [
      { '@type': 'Recipe', name: 12, recipeIngredient: 7, recipeInstructions: 3 },
      { '@type': 'Recipe', name: ['', { '@value': 'Named' }], recipeIngredient: deep, recipeInstructions: deep },
      { '@type': ['Recipe'], name: {}, recipeIngredient: {}, recipeInstructions: {} },
      {
        '@type': 'Recipe',
        name: 'Huge',
        recipeIngredient: Array.from({ length: 100_000 }, () => 'salt'),
        recipeInstructions: Array.from({ length: 100_000 }, () => ({ '@type': 'HowToStep', text: { nope: true } })),
        image: deep,
        url: 42,
        isBasedOn: [null],
        totalTime: { '@type': 'Duration' },
        recipeYield: deep,
        recipeCuisine: deep,
        recipeCategory: deep,
        keywords: Array.from({ length: 100_000 }, () => 'x'),
        constructor: 'Dinner',
      },
      Object.assign(Object.create(null), { '@type': 'Recipe', name: 'No prototype', recipeIngredient: 'a', recipeInstructions: 'b' }),
    ];
    for (const node of hostile) {
      const read = readSchemaOrgRecipe(node as never, 'https://cook.example/');
      expect(read).toEqual(expect.objectContaining('draft' in read ? { draft: expect.any(Object) } : { reason: expect.any(String) }));
    }
    // Numbers are read as texts: the cook reviews the draft anyway.
    expect(readSchemaOrgRecipe(hostile[0] as never)).toEqual({
      draft: { title: '12', ingredients: '7', instructions: '1. 3', cuisineType: 'Others', categories: [] },
    });
    expect(readSchemaOrgRecipe(hostile[3] as never)).toEqual({ reason: 'It has no instructions' });
    expect(draftOf(readSchemaOrgRecipe(hostile[4] as never)).title).toBe('No prototype');
  });
});
