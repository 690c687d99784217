import { originFrom, rememberOrigin } from './redirect-memory';

describe('redirect memory', () => {
  it('remembers the full origin (path, query and hash) and gives it back', () => {
    const state = rememberOrigin({ pathname: '/recipes/42', search: '?tab=steps', hash: '#top' });
    expect(originFrom(state)).toBe('/recipes/42?tab=steps#top');
  });

  it('falls back to the home page without a remembered origin', () => {
    expect(originFrom(undefined)).toBe('/');
    expect(originFrom(null)).toBe('/');
    expect(originFrom({})).toBe('/');
    expect(originFrom({ from: 42 })).toBe('/');
  });

  it('never sends the user to another site', () => {
    expect(originFrom({ from: 'https://evil.example/' })).toBe('/');
    expect(originFrom({ from: '//evil.example/path' })).toBe('/');
    expect(originFrom({ from: '/\\evil.example' })).toBe('/');
  });

  it('never sends a signed-in user back to a signed-out-only page', () => {
    expect(originFrom({ from: '/login' })).toBe('/');
    expect(originFrom({ from: '/register?x=1' })).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(originFrom(undefined, '/dashboard')).toBe('/dashboard');
  });
});
