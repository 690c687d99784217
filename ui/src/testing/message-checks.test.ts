import { messageArguments, translationProblems } from './message-checks';

describe('translation checks', () => {
  it('finds the arguments of plural and nested messages', () => {
    expect(messageArguments('{count, plural, one {# recipe by {name}} other {# recipes}}')).toEqual(['count', 'name']);
    expect(messageArguments("You haven't added any")).toEqual([]);
  });

  it('reports missing, extra, empty, broken and mismatched messages', () => {
    const en = { a: 'A', b: 'Hi {name}', c: 'C', d: 'D' };
    const other = { a: 'এ', b: 'হাই {nam}', c: ' ', e: 'E', d: '{oops' };
    expect(translationProblems(en, other)).toEqual([
      'e: not in English',
      'b: arguments {nam} where English has {name}',
      'c: empty',
      expect.stringContaining('d: '),
    ]);
  });

  it('accepts a complete translation', () => {
    expect(translationProblems({ a: '{n, plural, one {# x} other {# xs}}' }, { a: '{n, plural, other {# টি}}' })).toEqual([]);
  });
});
