import { reviewPageOf } from './review-read-hook';

const RECIPE = '0123456789abcdef01234567';

describe('reviewPageOf (the URLs answered before Nest)', () => {
  it('reads the recipe and page of /recipes/{id}/reviews, page 1 without a query', () => {
    expect(reviewPageOf(`/recipes/${RECIPE}/reviews`)).toEqual({ recipeId: RECIPE, page: 1 });
    expect(reviewPageOf(`/recipes/${RECIPE}/reviews?page=1`)).toEqual({ recipeId: RECIPE, page: 1 });
    expect(reviewPageOf(`/recipes/${RECIPE}/reviews?page=1000`)).toEqual({ recipeId: RECIPE, page: 1000 });
  });

  it.each([
    ['another route', `/recipes/${RECIPE}/reviews/mine`],
    ['a recipe', `/recipes/${RECIPE}`],
    ['an upper-case id', `/recipes/${RECIPE.toUpperCase()}/reviews`],
    ['a short id', '/recipes/0123/reviews'],
    ['a trailing slash', `/recipes/${RECIPE}/reviews/`],
    ['page 0', `/recipes/${RECIPE}/reviews?page=0`],
    ['page 1001', `/recipes/${RECIPE}/reviews?page=1001`],
    ['a leading zero', `/recipes/${RECIPE}/reviews?page=01`],
    ['an empty query', `/recipes/${RECIPE}/reviews?`],
    ['a repeated page', `/recipes/${RECIPE}/reviews?page=1&page=1`],
    ['another parameter', `/recipes/${RECIPE}/reviews?page=1&limit=50`],
    ['an encoded page', `/recipes/${RECIPE}/reviews?page=%31`],
  ])('leaves %s to Nest', (_case, url) => {
    expect(reviewPageOf(url)).toBeNull();
  });
});
