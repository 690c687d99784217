import { RECIPE_LIMITS } from '@forkful/contracts';
import { checkTitle, TITLE_MAX_LENGTH } from './recipe-validation';

describe('recipe form limits', () => {
  it('allows titles as long as the API does (RECIPE_LIMITS in contracts), no longer', () => {
    expect(TITLE_MAX_LENGTH).toBe(RECIPE_LIMITS.title);
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title))).toBe(true);
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title + 1))).toBe(`Title must be at most ${RECIPE_LIMITS.title} characters`);
  });
});
