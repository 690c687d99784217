import { createStore, useStore } from 'zustand';

/**
 * The signed-in session. The shell owns Firebase and fills this store; remotes only read it.
 * It lives here, in the runtime package that Module Federation shares as a singleton,
 * so every remote sees the same store instance.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** A fresh ID token for the API (the provider refreshes it when it nears expiry), or null when signed out. */
  getIdToken: () => Promise<string | null>;
  /** Signs out through whoever owns the identity provider (the shell). */
  signOut: () => Promise<void>;
}

const signedOutState: SessionState = {
  status: 'loading',
  user: null,
  getIdToken: async () => null,
  signOut: async () => undefined,
};

export const sessionStore = createStore<SessionState>(() => signedOutState);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** For a remote running standalone, without the shell: a signed-in development user. */
export function setDevelopmentSession(user: Partial<SessionUser> = {}, token = 'development-token'): void {
  sessionStore.setState({
    status: 'signed-in',
    user: {
      uid: user.uid ?? 'dev-user',
      email: user.email ?? 'dev@forkful.local',
      displayName: user.displayName ?? 'Dev Cook',
      photoURL: user.photoURL ?? null,
    },
    getIdToken: async () => token,
    signOut: async () => sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null }),
  });
}
