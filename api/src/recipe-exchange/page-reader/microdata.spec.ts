import * as cheerio from 'cheerio';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from './fixtures/fixture-server.spec-helper';
import { microdataRecipes } from './microdata';

const load = (html: string) => cheerio.load(html);

describe('microdataRecipes', () => {
  it('reads an old schema.org microdata recipe as the JSON-LD shape: nested items, attributes, lists', () => {
    const $ = cheerio.loadBuffer(readFileSync(join(FIXTURES_DIR, 'microdata-only.html')));
    const [recipe, ...others] = microdataRecipes($, 20);
    expect(others).toEqual([]);
    expect(recipe).toEqual({
      '@type': 'Recipe',
      name: "Grandma's Buttermilk Pancakes",
      image: '/photos/pancakes.jpg',
      author: { '@type': 'Person', name: 'Edna Miller' },
      description: 'Fluffy pancakes for a slow Sunday.',
      recipeCategory: 'Breakfast',
      recipeCuisine: 'American',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      totalTime: 'PT25M',
      recipeYield: 'Serves 6',
      nutrition: { '@type': 'NutritionInformation', calories: '240' },
      ingredients: ['2 cups flour', '2 tbsp sugar', '2 cups buttermilk, cold', '2 eggs', '3 tbsp melted butter'],
      recipeInstructions: [expect.stringContaining('<li>Whisk the flour and sugar together.</li>')],
    });
  });

  it('reads HowToStep and ImageObject items, link hrefs, and a content attribute on any element', () => {
    const $ = cheerio.loadBuffer(readFileSync(join(FIXTURES_DIR, 'microdata-howto-steps.html')));
    const [recipe] = microdataRecipes($, 20);
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      url: '/ricette/risotto-milanese',
      image: { '@type': 'ImageObject', contentUrl: '/photos/risotto.jpg', width: '800' },
      totalTime: 'PT40M',
      recipeYield: '4',
      recipeIngredient: expect.arrayContaining(['320 g riso Carnaroli']),
    });
    expect(recipe.recipeInstructions).toHaveLength(4);
    expect((recipe.recipeInstructions as unknown[])[0]).toEqual({
      '@type': 'HowToStep',
      text: 'Tostate il riso in metà del burro per 2 minuti.',
    });
  });

  it('keeps one ingredient as a list, gives an element with two property names to both, and reads data and meter values', () => {
    const $ = load(`<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name headline">Toast</h1><span itemprop="recipeIngredient">1 slice bread, toasted</span>
      <data itemprop="recipeYield" value="2">two</data></div>`);
    expect(microdataRecipes($, 20)).toEqual([
      { '@type': 'Recipe', name: 'Toast', headline: 'Toast', recipeIngredient: ['1 slice bread, toasted'], recipeYield: '2' },
    ]);
  });

  it('finds only Recipe items (http or https, among several types), in document order, at most the number asked', () => {
    const item = (type: string, name: string) => `<div itemscope itemtype="${type}"><span itemprop="name">${name}</span></div>`;
    const $ = load(
      item('https://schema.org/Article', 'Article') +
        item('http://schema.org/Recipe', 'First') +
        item('https://schema.org/Thing https://schema.org/Recipe', 'Second') +
        item('https://schema.org/Recipe', 'Third'),
    );
    expect(microdataRecipes($, 20).map((recipe) => recipe.name)).toEqual(['First', 'Second', 'Third']);
    expect(microdataRecipes($, 2).map((recipe) => recipe.name)).toEqual(['First', 'Second']);
  });

  it('stops nesting items at a bounded depth, and stops reading on a page of very many elements', () => {
    const depth = 200;
    const nested = '<div itemprop="about" itemscope itemtype="https://schema.org/Thing">'.repeat(depth) + 'deep' + '</div>'.repeat(depth);
    const [recipe] = microdataRecipes(load(`<div itemscope itemtype="https://schema.org/Recipe">${nested}</div>`), 20);
    let level: unknown = recipe;
    let levels = 0;
    while (typeof level === 'object' && level !== null && 'about' in level) {
      level = (level as { about: unknown }).about;
      levels += 1;
    }
    expect(levels).toBeLessThanOrEqual(9);
    expect(typeof level).toBe('string');

    const many = '<span itemprop="recipeIngredient">salt</span>'.repeat(50_000);
    const [big] = microdataRecipes(load(`<div itemscope itemtype="https://schema.org/Recipe">${many}</div>`), 20);
    expect((big.recipeIngredient as unknown[]).length).toBeLessThanOrEqual(20_000);
  });
});
