import { isNestedDeeperThan } from './json-body';

describe('isNestedDeeperThan', () => {
  const nest = (levels: number): unknown => {
    let value: unknown = [];
    for (let i = 1; i < levels; i++) value = { a: value };
    return value;
  };

  it('counts the top-level object or array as level 1 and ignores scalars', () => {
    expect(isNestedDeeperThan({ a: 'x', b: [1, 2] }, 2)).toBe(false);
    expect(isNestedDeeperThan({ a: { b: {} } }, 2)).toBe(true);
    expect(isNestedDeeperThan('text', 0)).toBe(false);
    expect(isNestedDeeperThan(null, 0)).toBe(false);
  });

  it('finds the limit exactly, and walks 100,000 levels without overflowing the stack', () => {
    expect(isNestedDeeperThan(nest(32), 32)).toBe(false);
    expect(isNestedDeeperThan(nest(33), 32)).toBe(true);
    expect(isNestedDeeperThan(nest(100_000), 32)).toBe(true);
  });
});
