import { Types } from 'mongoose';
import { isAuthor, ownRecipesFilter, StoredRecipe, toRecipeView } from './recipe-view';
import { escapeRegex } from './recipe-queries.service';

const stored = {
  _id: new Types.ObjectId('0123456789abcdef01234567'),
  image: '/images/recipes/dal.svg',
  title: 'Dal',
  ingredients: 'lentils, salt',
  instructions: 'Simmer.',
  cuisineType: 'Bangladeshi' as const,
  prepTime: 30,
  categories: ['Lunch' as const],
  likeCount: 4,
  authorName: 'Ayesha',
  authorEmail: 'ayesha@forkful.dev',
  authorUid: 'uid-1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

describe('toRecipeView', () => {
  it('gives both prep-time readings, categories as an array, an absolute sample image URL, and the author uid, no internals', () => {
    const view = toRecipeView(stored, 'http://localhost:4000');
    expect(view).toEqual({
      _id: '0123456789abcdef01234567',
      image: 'http://localhost:4000/images/recipes/dal.svg',
      title: 'Dal',
      ingredients: 'lentils, salt',
      instructions: 'Simmer.',
      cuisineType: 'Bangladeshi',
      prepTime: 30,
      preparationTime: 30,
      categories: ['Lunch'],
      likeCount: 4,
      authorName: 'Ayesha',
      authorEmail: 'ayesha@forkful.dev',
      authorUid: 'uid-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: undefined,
    });
  });

  it('gives servings when set, and authorUid when the recipe has one (older recipes have none)', () => {
    expect(toRecipeView({ ...stored, servings: 4 }, '').servings).toBe(4);
    expect(toRecipeView({ ...stored, servings: null }, '')).not.toHaveProperty('servings');
    expect(toRecipeView({ ...stored, authorUid: '' }, '')).not.toHaveProperty('authorUid');
    expect(toRecipeView({ ...stored, authorUid: undefined }, '')).not.toHaveProperty('authorUid');
  });

  it('gives the average rating to one decimal and the count once rated, neither before (nor the sum or breakdown)', () => {
    const rated = toRecipeView({ ...stored, ratingCount: 3, ratingSum: 14 }, '');
    expect(rated).toMatchObject({ ratingAverage: 4.7, ratingCount: 3 });
    expect(rated).not.toHaveProperty('ratingSum');
    expect(toRecipeView({ ...stored, ratingCount: 2, ratingSum: 9 }, '')).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    for (const unrated of [{}, { ratingCount: 0, ratingSum: 0 }, { ratingCount: 2 }]) {
      const view = toRecipeView({ ...stored, ...unrated }, '');
      expect(view).not.toHaveProperty('ratingAverage');
      expect(view).not.toHaveProperty('ratingCount');
    }
  });

  it('turns legacy categories (a comma string, or none) into an array', () => {
    expect(toRecipeView({ ...stored, categories: 'Lunch, Vegan' }, '').categories).toEqual(['Lunch', 'Vegan']);
    expect(toRecipeView({ ...stored, categories: undefined }, '').categories).toEqual([]);
  });
});

describe('authorship', () => {
  const caller = (uid: string, email: string | null) => ({ uid, email, emailVerified: true, name: null, roles: [] });

  it('recognises the author by uid alone: the same email on another account is not the author', () => {
    expect(isAuthor(stored, caller('uid-1', null))).toBe(true);
    expect(isAuthor(stored, caller('other', 'ayesha@forkful.dev'))).toBe(false);
    expect(isAuthor({ authorEmail: 'ayesha@forkful.dev' } as StoredRecipe, caller('uid-1', 'ayesha@forkful.dev'))).toBe(false);
    expect(isAuthor({ authorUid: '', authorEmail: 'ayesha@forkful.dev' } as StoredRecipe, caller('', 'ayesha@forkful.dev'))).toBe(false);
  });

  it('filters own recipes the same way', () => {
    expect(ownRecipesFilter(caller('u', 'a@b.c'))).toEqual({ authorUid: 'u' });
  });
});

describe('escapeRegex', () => {
  it('makes every metacharacter literal', () => {
    const text = 'C++ (x) [y] {2} a|b ^$ .* ? \\ / -';
    const pattern = new RegExp(escapeRegex(text));
    expect(pattern.test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});
