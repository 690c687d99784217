import { compactPageRange } from './page-range';

describe('compactPageRange', () => {
  it('lists every page when there are few', () => {
    expect(compactPageRange(1, 1)).toEqual([1]);
    expect(compactPageRange(3, 4)).toEqual([1, 2, 3, 4]);
    expect(compactPageRange(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(compactPageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(compactPageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });

  it('shows the current page with its neighbours in the middle', () => {
    expect(compactPageRange(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(compactPageRange(6250, 12500)).toEqual([1, 'gap-start', 6249, 6250, 6251, 'gap-end', 12500]);
  });

  it('keeps the last pages together near the end', () => {
    expect(compactPageRange(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(compactPageRange(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('always shows the current page, even when asked for one out of range', () => {
    for (let page = 1; page <= 30; page++) expect(compactPageRange(page, 30)).toContain(page);
    expect(compactPageRange(99, 30)).toContain(30);
  });
});

describe('compactPageRange without neighbours (phones)', () => {
  it('shows first, current and last with gaps', () => {
    expect(compactPageRange(1, 5, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(compactPageRange(1, 100, 0)).toEqual([1, 2, 3, 'gap-end', 100]);
    expect(compactPageRange(50, 100, 0)).toEqual([1, 'gap-start', 50, 'gap-end', 100]);
    expect(compactPageRange(99, 100, 0)).toEqual([1, 'gap-start', 98, 99, 100]);
  });
});
