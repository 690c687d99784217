import { act, renderHook, waitFor } from '@testing-library/react';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { TEST_USER } from '../../../testing/render';
import { idToken } from '../testing/id-token';
import { tokenHasRole, useHasRole } from './use-has-role';

afterEach(() => act(() => sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null })));

describe('tokenHasRole', () => {
  it("is true when the token's roles claim holds the role", () => {
    const token = idToken({ roles: ['moderator'] });
    expect(token.split('.')[1].length % 4).not.toBe(0); // base64url without its padding, as JWTs are
    expect(tokenHasRole(token, 'moderator')).toBe(true);
    expect(tokenHasRole(idToken({ roles: ['operator', 'moderator'] }), 'moderator')).toBe(true);
  });

  it('is false without the role, without a roles claim, or with roles that are not a list', () => {
    expect(tokenHasRole(idToken({ roles: ['operator'] }), 'moderator')).toBe(false);
    expect(tokenHasRole(idToken({}), 'moderator')).toBe(false);
    expect(tokenHasRole(idToken({ roles: 'moderator' }), 'moderator')).toBe(false);
  });

  it('reads a payload in base64url with any characters in it (a name with accents)', () => {
    const token = idToken({ name: 'Zoë Ñúñez ??>>', roles: ['moderator'] });
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokenHasRole(token, 'moderator')).toBe(true);
  });

  it('is false for no token and for tokens that are not a JWT with a JSON payload', () => {
    for (const malformed of [null, '', 'development-token', 'a.b.c', 'a.!!!.c', `h.${btoa('not json')}.s`, `h.${btoa('null')}.s`]) {
      expect(tokenHasRole(malformed, 'moderator')).toBe(false);
    }
  });
});

describe('useHasRole', () => {
  it("is true once the signed-in session's token carries the role", async () => {
    setDevelopmentSession(TEST_USER, idToken({ roles: ['moderator'] }));
    const { result } = renderHook(() => useHasRole('moderator'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is false for a token without it, and goes false when the session signs out', async () => {
    setDevelopmentSession(TEST_USER, idToken({ roles: ['moderator'] }));
    const { result } = renderHook(() => useHasRole('moderator'));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => setDevelopmentSession(TEST_USER, idToken({ roles: [] })));
    await waitFor(() => expect(result.current).toBe(false));
    act(() => setDevelopmentSession(TEST_USER, idToken({ roles: ['moderator'] })));
    await waitFor(() => expect(result.current).toBe(true));
    await act(() => sessionStore.getState().signOut());
    expect(result.current).toBe(false);
  });

  it('is false when the token cannot be read', async () => {
    const getIdToken = jest.fn().mockRejectedValue(new Error('offline'));
    act(() => sessionStore.setState({ status: 'signed-in', user: { ...TEST_USER, photoURL: null }, getIdToken }));
    const { result } = renderHook(() => useHasRole('moderator'));
    await waitFor(() => expect(getIdToken).toHaveBeenCalled());
    expect(result.current).toBe(false);
  });
});
