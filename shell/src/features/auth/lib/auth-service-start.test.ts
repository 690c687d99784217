import { waitFor } from '@testing-library/react';
import { firebaseUserKey } from './firebase-kept-session';
import { writeSessionHint } from './session-hint';

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
    const { sessionStore } = await import('@forkful/contracts');
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
    const { sessionStore } = await import('@forkful/contracts');
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
    const { sessionStore } = await import('@forkful/contracts');
    const { startAuth } = await import('./auth-service');
    startAuth(FIREBASE);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-out' });
    await waitFor(() => expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', user }));
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
