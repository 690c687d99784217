import { movedIds } from './move-recipe';

describe('movedIds', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps a recipe with the one above or below it', () => {
    expect(movedIds(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedIds(ids, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the order when the first moves up or the last moves down, and never changes its input', () => {
    expect(movedIds(ids, 0, -1)).toEqual(ids);
    expect(movedIds(ids, 2, 1)).toEqual(ids);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
