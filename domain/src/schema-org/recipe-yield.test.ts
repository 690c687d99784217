import { servingsOfYield } from './recipe-yield';

describe('servingsOfYield', () => {
  it.each([
    [4, 4],
    [6.5, 6],
    ['4', 4],
    ['4 servings', 4],
    ['Serves 4-6', 4],
    ['Makes 12 cookies', 12],
    ['Serves four', 4],
    [['4', '4 servings'], 4],
    [['a batch of 200', '8 servings'], 8],
    [{ '@type': 'QuantitativeValue', value: 6 }, 6],
    [{ '@value': '3 portions' }, 3],
  ])('reads %p as %d', (value, servings) => {
    expect(servingsOfYield(value)).toBe(servings);
  });

  it.each([[0], [101], ['Makes 150 cookies'], ['a big pot'], [''], [null], [{}], [true], [Number.POSITIVE_INFINITY]])(
    'gives nothing for %p (none, or outside 1 to 100)',
    (value) => {
      expect(servingsOfYield(value)).toBeUndefined();
    },
  );
});
