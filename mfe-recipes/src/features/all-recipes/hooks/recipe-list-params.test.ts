import { RECIPE_LIMITS } from '@forkful/domain';
import { parseRecipeListParams, toSearchParams } from './recipe-list-params';

describe('recipe list URL state', () => {
  it('reads cuisine, sort, search and page from the query', () => {
    expect(parseRecipeListParams(new URLSearchParams('cuisine=Mexican&sort=prep-desc&q=%20rice%20&page=3'))).toEqual({
      cuisine: 'Mexican',
      sort: 'prep-desc',
      q: 'rice',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parseRecipeListParams(new URLSearchParams('cuisine=French&sort=random&page=-2'))).toEqual({
      cuisine: undefined,
      sort: undefined,
      q: '',
      page: 1,
    });
    expect(parseRecipeListParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('reads the Top rated sort from a shared link', () => {
    expect(parseRecipeListParams(new URLSearchParams('sort=rating-desc')).sort).toBe('rating-desc');
  });

  it('writes only the non-default values and round-trips', () => {
    expect(toSearchParams({ q: '', page: 1 }).toString()).toBe('');
    const params = { cuisine: 'Chinese' as const, sort: 'title-asc' as const, q: 'noodle soup', page: 2 };
    expect(parseRecipeListParams(toSearchParams(params))).toEqual(params);
  });

  it('limits the search text to the API\'s limit on q (RECIPE_LIMITS.query in @forkful/domain)', () => {
    const atLimit = 'a'.repeat(RECIPE_LIMITS.query);
    expect(parseRecipeListParams(new URLSearchParams({ q: atLimit })).q).toBe(atLimit);
    expect(parseRecipeListParams(new URLSearchParams({ q: `${atLimit}bcd` })).q).toBe(atLimit);
  });
});
