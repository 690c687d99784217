import { durationMinutes, recipeMinutes } from './durations';

describe('durationMinutes', () => {
  it.each([
    ['PT1H15M', 75],
    ['PT75M', 75],
    ['P0DT1H15M', 75],
    ['P0Y0M0DT0H45M0.000S', 45],
    ['PT1.5H', 90],
    ['P1DT2H', 26 * 60],
    ['pt20m', 20],
    ['PT0S', 0],
  ])('reads the ISO 8601 duration %s as %d minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each([
    ['1 hour 15 minutes', 75],
    ['1 hr 15 mins', 75],
    ['1h15m', 75],
    ['45 min', 45],
    ['2 hours', 120],
    ['30', 30],
  ])('reads the plain text "%s" as %d minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it('takes a number as minutes', () => {
    expect(durationMinutes(40)).toBe(40);
  });

  it.each([['PT'], ['-PT5M'], ['P1M'], ['soon'], [''], [{}], [null], [['PT5M']], [Number.NaN]])('gives nothing for %p', (value) => {
    expect(durationMinutes(value)).toBeUndefined();
  });
});

describe('recipeMinutes', () => {
  it('takes the total time first', () => {
    expect(recipeMinutes({ totalTime: 'PT1H', prepTime: 'PT10M', cookTime: 'PT20M' })).toBe(60);
  });
  it('adds prep and cook time without a total, or takes either alone', () => {
    expect(recipeMinutes({ prepTime: 'PT10M', cookTime: 'PT20M' })).toBe(30);
    expect(recipeMinutes({ cookTime: 'PT25M' })).toBe(25);
    expect(recipeMinutes({ prepTime: '15 minutes' })).toBe(15);
  });
  it('skips a zero or unreadable total for prep plus cook', () => {
    expect(recipeMinutes({ totalTime: 'PT0S', prepTime: 'PT5M', cookTime: 'PT5M' })).toBe(10);
    expect(recipeMinutes({ totalTime: 'whenever', prepTime: 'PT5M' })).toBe(5);
  });
  it('rounds to the nearest minute, half up, and any time above zero is at least one minute', () => {
    expect(recipeMinutes({ totalTime: 'PT1H15M29S' })).toBe(75);
    expect(recipeMinutes({ totalTime: 'PT1H15M30S' })).toBe(76);
    expect(recipeMinutes({ totalTime: 'PT20S' })).toBe(1);
  });
  it('gives nothing for no time, only zero, or more than the longest prep time we take', () => {
    expect(recipeMinutes({})).toBeUndefined();
    expect(recipeMinutes({ totalTime: 'PT0S', prepTime: 'PT0M' })).toBeUndefined();
    expect(recipeMinutes({ totalTime: 'P30D' })).toBeUndefined();
    expect(recipeMinutes('PT5M')).toBeUndefined();
  });
});
