import { firstPasswordProblem } from './password-rules';

describe('firstPasswordProblem', () => {
  it('reports a short password first, even when other rules also fail', () => {
    expect(firstPasswordProblem('abc')).toBe('Password must be at least 6 characters');
    expect(firstPasswordProblem('')).toBe('Password must be at least 6 characters');
    expect(firstPasswordProblem('12345')).toBe('Password must be at least 6 characters');
  });

  it('then asks for an uppercase letter', () => {
    expect(firstPasswordProblem('abcdef')).toBe('Must contain an uppercase letter');
    expect(firstPasswordProblem('123456')).toBe('Must contain an uppercase letter');
  });

  it('then asks for a lowercase letter', () => {
    expect(firstPasswordProblem('ABCDEF')).toBe('Must contain a lowercase letter');
    expect(firstPasswordProblem('ABC123')).toBe('Must contain a lowercase letter');
  });

  it('accepts a password that meets every rule, at the minimum length', () => {
    expect(firstPasswordProblem('Abcdef')).toBeUndefined();
    expect(firstPasswordProblem('Str0ng pass')).toBeUndefined();
  });
});
