import { parsePublicRead } from './public-read-request';
import { publicReadKey } from './public-read-responses';

const parse = (url: string) => parsePublicRead(publicReadKey(url)!);

describe('parsePublicRead', () => {
  it('names the top list, a recipe and a list page with its defaults', () => {
    expect(parse('/top-recipes')).toEqual({ kind: 'top' });
    expect(parse('/recipes/0123456789abcdef01234567')).toEqual({ kind: 'recipe', id: '0123456789abcdef01234567' });
    expect(parse('/recipes?page=3')).toEqual({ kind: 'page', page: 3, limit: 8, cuisine: undefined, sort: undefined });
    expect(parse('/recipes?sort=prep-desc&cuisine=Mexican&limit=100&page=1000000')).toEqual({
      kind: 'page', page: 1000000, limit: 100, cuisine: 'Mexican', sort: 'prep-desc',
    });
    expect(parse('/recipes?sort=rating-desc&page=2')).toEqual({ kind: 'page', page: 2, limit: 8, cuisine: undefined, sort: 'rating-desc' });
  });

  it.each([
    ['a search', '/recipes?q=soup'],
    ['an unknown parameter', '/recipes?page=1&colour=red'],
    ['a repeated parameter', '/recipes?page=1&page=2'],
    ['page 0', '/recipes?page=0'],
    ['a page past the last', '/recipes?page=1000001'],
    ['a limit over the most', '/recipes?limit=101'],
    ['a leading zero', '/recipes?page=01'],
    ['an empty value', '/recipes?cuisine='],
    ['a cuisine not offered', '/recipes?cuisine=Martian'],
    ['an encoded value', '/recipes?cuisine=Mexican%20'],
    ['a sort not offered', '/recipes?sort=likes'],
    ['a parameter without a value', '/recipes?page'],
    ['an upper-case id', '/recipes/0123456789ABCDEF01234567'],
  ])('leaves %s to Nest (its validation answers)', (_what, url) => {
    expect(parse(url)).toBeNull();
  });
});
