import { waitFor } from '@testing-library/react';
import { firebaseUserKey } from './firebase-kept-session';
import { readIdToken, REFRESH_AHEAD_MS, writeIdToken } from './id-token-cache';
import { SESSION_HINT_KEY, writeSessionHint } from './session-hint';

// The Firebase SDK is its own chunk: startAuth must not load it for a visitor who was not signed in.
const connect = jest.fn();
const toSessionUser = jest.fn();
jest.mock('./firebase-auth', () => ({ connect, toSessionUser, signOutOf: jest.fn() }));

const FIREBASE = { apiKey: 'k', authDomain: 'd', projectId: 'p' };

describe('startAuth', () => {
  beforeEach(() => {
    jest.resetModules();
    connect.mockReset();
    window.localStorage.clear();
  });

  it('shows a visitor without a remembered session as signed out, without loading Firebase', async () => {
    // A fresh auth-service (it starts once per page) with the session store it fills.
    const { sessionStore } = await import('@forkful/runtime');
    const { startAuth } = await import('./auth-service');
    startAuth(FIREBASE);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    await expect(sessionStore.getState().getIdToken()).resolves.toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });

  it('shows a remembered user as signed in at once and starts Firebase to confirm it', async () => {
    const user = { uid: 'u1', email: 'cook@forkful.test', displayName: 'Cook', photoURL: null };
    writeSessionHint(user);
    connect.mockResolvedValue({ currentUser: { getIdToken: async () => 'token-1' } });
    // A fresh auth-service (it starts once per page) with the session store it fills.
    const { sessionStore } = await import('@forkful/runtime');
    const { startAuth } = await import('./auth-service');
    startAuth(FIREBASE);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', user });
    await expect(sessionStore.getState().getIdToken()).resolves.toBe('token-1');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('restores a session Firebase kept without a hint (signed in before the hint existed)', async () => {
    const user = { uid: 'u2', email: 'old@forkful.test', displayName: 'Old', photoURL: null };
    window.localStorage.setItem(firebaseUserKey(FIREBASE.apiKey), '{"uid":"u2"}');
    connect.mockImplementation(async (_config: unknown, onUser: (u: unknown) => void) => {
      onUser(user);
      return { currentUser: { getIdToken: async () => 'token-2' } };
    });
    toSessionUser.mockReturnValue(user);
    const { sessionStore } = await import('@forkful/runtime');
    const { startAuth } = await import('./auth-service');
    startAuth(FIREBASE);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-out' });
    await waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', user }));
    expect(connect).toHaveBeenCalledTimes(1);
  });

  describe('with the last ID token Firebase issued still good', () => {
    const user = { uid: 'u3', email: 'cook@forkful.test', displayName: 'Cook', photoURL: null };
    const HOUR = 60 * 60_000;
    afterEach(() => jest.useRealTimers());

    it('signs the remembered user in for good and calls the API with that token, without loading Firebase', async () => {
      jest.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12), doNotFake: ['queueMicrotask', 'nextTick'] });
      writeSessionHint(user);
      writeIdToken({ uid: 'u3', token: 'cached-token', expiresAt: Date.now() + HOUR });
      connect.mockResolvedValue({ currentUser: { getIdToken: async () => 'fresh-token' } });
      const { sessionStore } = await import('@forkful/runtime');
      const { startAuth } = await import('./auth-service');
      startAuth(FIREBASE);
      expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', user });
      await expect(sessionStore.getState().getIdToken()).resolves.toBe('cached-token');
      expect(connect).not.toHaveBeenCalled();
      // Shortly before the token expires, Firebase loads to refresh it.
      jest.advanceTimersByTime(HOUR - REFRESH_AHEAD_MS - 1000);
      expect(connect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      await waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    });

    it("never uses another user's token: the hint's user waits for Firebase", async () => {
      writeSessionHint(user);
      writeIdToken({ uid: 'someone-else', token: 'their-token', expiresAt: Date.now() + HOUR });
      connect.mockResolvedValue({ currentUser: { getIdToken: async () => 'fresh-token' } });
      const { sessionStore } = await import('@forkful/runtime');
      const { startAuth } = await import('./auth-service');
      startAuth(FIREBASE);
      await expect(sessionStore.getState().getIdToken()).resolves.toBe('fresh-token');
      expect(connect).toHaveBeenCalledTimes(1);
    });

    it('keeps every token Firebase issues for the next page, and forgets it on sign-out', async () => {
      writeSessionHint(user);
      let onToken: (token: unknown) => void = () => undefined;
      connect.mockImplementation(async (_config: unknown, _onUser: unknown, tokens: (token: unknown) => void) => {
        onToken = tokens;
        return { currentUser: { getIdToken: async () => 'fresh-token' } };
      });
      const { sessionStore } = await import('@forkful/runtime');
      const { startAuth } = await import('./auth-service');
      startAuth(FIREBASE);
      await sessionStore.getState().getIdToken();
      onToken({ uid: 'u3', token: 'issued-token', expiresAt: Date.now() + HOUR });
      expect(readIdToken('u3')?.token).toBe('issued-token');
      onToken(null);
      expect(readIdToken('u3')).toBeNull();
    });

    it('asks Firebase who is signed in when another tab signs in or out', async () => {
      writeSessionHint(user);
      writeIdToken({ uid: 'u3', token: 'cached-token', expiresAt: Date.now() + HOUR });
      connect.mockResolvedValue({ currentUser: null });
      const { startAuth } = await import('./auth-service');
      startAuth(FIREBASE);
      window.dispatchEvent(new StorageEvent('storage', { key: 'forkful:id-token' }));
      expect(connect).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY }));
      // (The earlier tests' auth-services, each started once, hear it too.)
      await waitFor(() => expect(connect).toHaveBeenCalled());
    });
  });
});
