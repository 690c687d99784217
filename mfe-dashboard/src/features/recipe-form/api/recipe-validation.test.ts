import { RECIPE_LIMITS } from '@forkful/domain';
import { appMessages, englishT } from '../../../i18n';
import { checkPrepTime, checkServings, checkTitle } from './recipe-validation';

describe('recipe form limits', () => {
  it('allows titles as long as the API does (RECIPE_LIMITS.title in @forkful/domain), no longer', () => {
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title), englishT)).toBe(true);
    expect(checkTitle('t'.repeat(RECIPE_LIMITS.title + 1), englishT)).toBe(`Title must be at most ${RECIPE_LIMITS.title} characters`);
  });
});

describe('checkServings', () => {
  it('takes an empty field or a whole number from 1 to 100, and refuses anything else', () => {
    expect(checkServings(Number.NaN, englishT)).toBe(true);
    expect(checkServings(1, englishT)).toBe(true);
    expect(checkServings(100, englishT)).toBe(true);
    expect(checkServings(0, englishT)).toBe('Servings must be between 1 and 100');
    expect(checkServings(101, englishT)).toBe('Servings must be between 1 and 100');
    expect(checkServings(2.5, englishT)).toBe('Servings must be a whole number');
  });
});

describe('in Bangla', () => {
  it('words the problems in Bangla with Bangla digits', async () => {
    await appMessages.preload('bn');
    const t = appMessages.translate('bn');
    expect(checkServings(0, t)).toBe('কতজনের জন্য, তা ১ থেকে ১০০-এর মধ্যে হতে হবে');
    expect(checkPrepTime(0, t)).toBe('প্রস্তুতির সময় অন্তত ১ মিনিট হতে হবে');
  });
});
