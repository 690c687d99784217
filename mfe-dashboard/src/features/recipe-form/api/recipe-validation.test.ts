import { RECIPE_LIMITS } from '@forkful/domain';
import { checkServings, checkTitle } from './recipe-validation';

describe('recipe form limits', () => {
  it('allows titles as long as the API does (RECIPE_LIMITS.title in @forkful/domain), no longer', () => {
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title))).toBe(true);
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title + 1))).toBe(`Title must be at most ${RECIPE_LIMITS.title} characters`);
  });
});

describe('checkServings', () => {
  it('takes an empty field or a whole number from 1 to 100, and refuses anything else', () => {
    expect(checkServings(Number.NaN)).toBe(true);
    expect(checkServings(1)).toBe(true);
    expect(checkServings(100)).toBe(true);
    expect(checkServings(0)).toBe('Servings must be between 1 and 100');
    expect(checkServings(101)).toBe('Servings must be between 1 and 100');
    expect(checkServings(2.5)).toBe('Servings must be a whole number');
  });
});
