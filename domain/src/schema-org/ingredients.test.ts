import { RECIPE_LIMITS } from '../recipe';
import { ingredientLines, ingredientsText } from './ingredients';

describe('ingredientLines', () => {
  it('cleans each line of an array, a comma inside a line becoming a semicolon', () => {
    expect(ingredientLines(['1 cup flour, sifted', '  2 <b>eggs</b> ', 'salt &amp; pepper', ''])).toEqual([
      '1 cup flour; sifted',
      '2 eggs',
      'salt & pepper',
    ]);
  });
  it('drops the headings of ingredient groups', () => {
    expect(ingredientLines(['For the dough:', '2 cups flour', 'For the sauce :', 'soy sauce'])).toEqual(['2 cups flour', 'soy sauce']);
  });
  it("keeps a number's comma from splitting it", () => {
    expect(ingredientLines(['1,5 kg Mehl', '1,000 g rice, rinsed'])).toEqual(['1.5 kg Mehl', '1000 g rice; rinsed']);
  });
  it('reads one text with line breaks or list markup a line each, and one single line as a comma list', () => {
    expect(ingredientLines('2 eggs\n1 cup milk, warm')).toEqual(['2 eggs', '1 cup milk; warm']);
    expect(ingredientLines('<ul><li>2 eggs</li><li>milk</li></ul>')).toEqual(['2 eggs', 'milk']);
    expect(ingredientLines('2 eggs, 1 cup milk, flour')).toEqual(['2 eggs', '1 cup milk', 'flour']);
  });
  it('reads objects with a name or text, numbers, and skips what is neither', () => {
    expect(ingredientLines([{ '@type': 'HowToSupply', name: 'butter' }, { text: 'sugar' }, 3, {}, null, true, ['nested']])).toEqual([
      'butter',
      'sugar',
      '3',
      'nested',
    ]);
  });
});

describe('ingredientsText', () => {
  it('joins the lines with ", "', () => {
    expect(ingredientsText(['1 cup flour; sifted', '2 eggs'])).toBe('1 cup flour; sifted, 2 eggs');
  });
  it('drops whole trailing lines past the limit rather than cutting one', () => {
    const line = 'x'.repeat(99);
    const text = ingredientsText(Array.from({ length: 100 }, () => line));
    expect(text.length).toBeLessThanOrEqual(RECIPE_LIMITS.ingredients);
    expect(text.split(', ').every((entry) => entry === line)).toBe(true);
  });
});
