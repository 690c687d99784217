import { readRecipePage, MAX_PAGE_RECIPES } from './read-recipe-page';
import { MAX_JSON_LD_BLOCKS, MAX_JSON_LD_LENGTH } from './json-ld-blocks';

const page = (head: string, body = '') => Buffer.from(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
const jsonLd = (value: unknown, type = 'application/ld+json') => `<script type="${type}">${JSON.stringify(value)}</script>`;
const recipe = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Recipe', name });
const names = (recipes: Record<string, unknown>[]) => recipes.map((found) => found.name);

describe('readRecipePage', () => {
  it('reads every JSON-LD block in document order, skipping a broken one', () => {
    const broken = '<script type="application/ld+json">{"@type": "Recipe", "name": </script>';
    const html = page(jsonLd(recipe('One')) + broken + jsonLd([recipe('Two'), recipe('Three')]));
    expect(names(readRecipePage(html))).toEqual(['One', 'Two', 'Three']);
  });

  it('tolerates comment and CDATA wrappers, a closing semicolon, line breaks inside strings, and a type with parameters', () => {
    const html = page(
      `<script type="application/ld+json">\n<!--\n{"@type":"Recipe","name":"Wrapped"}\n-->\n</script>` +
        `<script type="application/ld+json">//<![CDATA[\n{"@type":"Recipe","name":"In CDATA"};\n//]]></script>` +
        `<script type="Application/LD+JSON; charset=utf-8">{"@type":"Recipe","name":"Two\nlines"}</script>` +
        `<script type="application/json">${JSON.stringify(recipe('Not JSON-LD'))}</script>`,
    );
    expect(names(readRecipePage(html))).toEqual(['Wrapped', 'In CDATA', 'Two\nlines']);
  });

  it('reads microdata only when the JSON-LD holds no recipe', () => {
    const microdata = '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">From microdata</h1></div>';
    expect(names(readRecipePage(page(jsonLd(recipe('From JSON-LD')), microdata)))).toEqual(['From JSON-LD']);
    expect(names(readRecipePage(page(jsonLd({ '@type': 'Article' }), microdata)))).toEqual(['From microdata']);
  });

  it("decodes with the answer's charset first, then the page's <meta>, else UTF-8", () => {
    const script = (name: Buffer) =>
      Buffer.concat([Buffer.from('<script type="application/ld+json">{"@type":"Recipe","name":"'), name, Buffer.from('"}</script>')]);
    const latin1 = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), script(Buffer.from('Crème', 'latin1'))]);
    expect(names(readRecipePage(latin1))).toEqual(['Crème']);

    const utf8UnderLatin1Meta = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), script(Buffer.from('Crème'))]);
    expect(names(readRecipePage(utf8UnderLatin1Meta, 'utf-8'))).toEqual(['Crème']);
    expect(names(readRecipePage(utf8UnderLatin1Meta))).toEqual(['CrÃ¨me']);

    const utf8 = script(Buffer.from('Crème'));
    expect(names(readRecipePage(utf8))).toEqual(['Crème']);
    expect(names(readRecipePage(utf8, 'no-such-charset'))).toEqual(['Crème']);
  });

  it('finds nothing on a page without recipes, or on something that is not HTML', () => {
    expect(readRecipePage(page('<title>Hello</title>', '<p>No recipe here</p>'))).toEqual([]);
    expect(readRecipePage(Buffer.from([0, 1, 2, 255, 254]))).toEqual([]);
    expect(readRecipePage(Buffer.alloc(0))).toEqual([]);
  });

  describe('on a hostile page', () => {
    it(`keeps at most ${MAX_PAGE_RECIPES} recipes`, () => {
      const many = Array.from({ length: 500 }, (_, index) => recipe(`R${index}`));
      const found = readRecipePage(page(jsonLd(many) + jsonLd(recipe('Later'))));
      expect(found).toHaveLength(MAX_PAGE_RECIPES);
      expect(found[0].name).toBe('R0');
    });

    it(`reads at most ${MAX_JSON_LD_BLOCKS} JSON-LD blocks, and skips a block over ${MAX_JSON_LD_LENGTH} characters`, () => {
      const junk = jsonLd({ '@type': 'Thing' }).repeat(MAX_JSON_LD_BLOCKS);
      expect(readRecipePage(page(junk + jsonLd(recipe('Too late'))))).toEqual([]);
      const huge = jsonLd({ ...recipe('Huge'), padding: 'x'.repeat(MAX_JSON_LD_LENGTH) });
      expect(names(readRecipePage(page(huge + jsonLd(recipe('Small')))))).toEqual(['Small']);
    });

    it('survives a page of nearly 5 MB: deep nesting, thousands of blocks and items', () => {
      const deep = `<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>`;
      const buried = `${'{"a":'.repeat(100_000)}${JSON.stringify(recipe('Buried'))}${'}'.repeat(100_000)}`;
      const deepObject = `<script type="application/ld+json">${buried}</script>`;
      const scripts = '<script type="application/ld+json">{"@type":"Thing"}</script>'.repeat(20_000);
      const items = '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">M</b></div>'.repeat(31_000);
      const html = page(deep + deepObject + scripts, items);
      expect(html.length).toBeGreaterThan(4.5 * 1024 * 1024);
      const found = readRecipePage(html);
      expect(found.length).toBeLessThanOrEqual(MAX_PAGE_RECIPES);
      expect(names(found).every((name) => name === 'M')).toBe(true);
    });
  });
});
