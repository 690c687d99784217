import { canonicalPathOf, DEFAULT_DESCRIPTION, documentHead } from './document-head';

const url = (path: string) => new URL(path, 'http://forkful.test');

describe('documentHead', () => {
  it('takes the title and description the page gave, flattened and trimmed', () => {
    const head = documentHead({ title: 'Ada · Forkful', description: `  Recipes\n by   Ada ${'x'.repeat(400)}` }, url('/cooks/ada'), 200);
    expect(head.title).toBe('Ada · Forkful');
    expect(head.description.startsWith('Recipes by Ada x')).toBe(true);
    expect(head.description.length).toBe(300);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.noindex).toBeUndefined();
  });

  it('falls back to the product name and its description', () => {
    expect(documentHead({}, url('/'), 200)).toEqual({ title: 'Forkful', description: DEFAULT_DESCRIPTION, image: undefined, canonicalPath: '/', noindex: undefined });
  });

  it('keeps only http(s) images', () => {
    expect(documentHead({ image: 'https://img.test/a.jpg' }, url('/'), 200).image).toBe('https://img.test/a.jpg');
    expect(documentHead({ image: 'javascript:alert(1)' }, url('/'), 200).image).toBeUndefined();
    expect(documentHead({ image: '/relative.jpg' }, url('/'), 200).image).toBeUndefined();
  });

  it('marks a 404 noindex', () => {
    expect(documentHead({}, url('/nope'), 404).noindex).toBe(true);
  });
});

describe('canonicalPathOf', () => {
  it('keeps the parameters that choose content, sorted, and drops the rest', () => {
    expect(canonicalPathOf(url('/all-recipes?utm_source=x&sort=likes&cuisine=Thai&preview=a@b'))).toBe('/all-recipes?cuisine=Thai&sort=likes');
    expect(canonicalPathOf(url('/about?ref=1'))).toBe('/about');
  });
});
