import { changedTally, sameTally, summaryOf, tallyOf, tallyUpdate } from './rating-tally';

describe('a recipe rating tally', () => {
  it('reads a recipe never rated as nothing: no average, count 0, breakdown zeros', () => {
    expect(summaryOf({})).toEqual({ average: null, count: 0, breakdown: [0, 0, 0, 0, 0] });
    expect(summaryOf(null)).toEqual({ average: null, count: 0, breakdown: [0, 0, 0, 0, 0] });
  });

  it('summarises the stored fields with the average to one decimal', () => {
    expect(summaryOf({ ratingCount: 3, ratingSum: 14, ratingBreakdown: [0, 0, 0, 1, 2] })).toEqual({ average: 4.7, count: 3, breakdown: [0, 0, 0, 1, 2] });
  });

  it('counts a new rating: +1 count, +stars to the sum, +1 in its star column', () => {
    const after = changedTally(tallyOf({}), { added: 4 });
    expect(after).toEqual({ count: 1, sum: 4, breakdown: [0, 0, 0, 1, 0] });
    expect(changedTally(after, { added: 1 })).toEqual({ count: 2, sum: 5, breakdown: [1, 0, 0, 1, 0] });
  });

  it('moves a changed rating between columns and changes the sum by the difference, the count unchanged', () => {
    const before = tallyOf({ ratingCount: 2, ratingSum: 7, ratingBreakdown: [0, 1, 0, 0, 1] });
    expect(changedTally(before, { removed: 2, added: 4 })).toEqual({ count: 2, sum: 9, breakdown: [0, 0, 0, 1, 1] });
  });

  it('takes a deleted rating out, and never goes below zero on a tally that drifted', () => {
    const one = tallyOf({ ratingCount: 1, ratingSum: 5, ratingBreakdown: [0, 0, 0, 0, 1] });
    expect(changedTally(one, { removed: 5 })).toEqual({ count: 0, sum: 0, breakdown: [0, 0, 0, 0, 0] });
    expect(changedTally(tallyOf({}), { removed: 3 })).toEqual({ count: 0, sum: 0, breakdown: [0, 0, 0, 0, 0] });
  });

  it('knows an unchanged rating changes nothing', () => {
    const before = tallyOf({ ratingCount: 2, ratingSum: 7, ratingBreakdown: [0, 1, 0, 0, 1] });
    expect(sameTally(before, changedTally(before, { removed: 5, added: 5 }))).toBe(true);
    expect(sameTally(before, changedTally(before, { removed: 5, added: 4 }))).toBe(false);
  });

  it('stores the exact average (not rounded), or removes every rating field once no rating is left', () => {
    expect(tallyUpdate({ count: 3, sum: 14, breakdown: [0, 0, 0, 1, 2] })).toEqual({
      $set: { ratingCount: 3, ratingSum: 14, ratingBreakdown: [0, 0, 0, 1, 2], ratingAverage: 14 / 3 },
    });
    expect(tallyUpdate({ count: 0, sum: 0, breakdown: [0, 0, 0, 0, 0] })).toEqual({
      $unset: { ratingCount: 1, ratingSum: 1, ratingBreakdown: 1, ratingAverage: 1 },
    });
  });
});
