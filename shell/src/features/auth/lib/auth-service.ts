import type { Auth, User } from 'firebase/auth';
import { createStore, useStore } from 'zustand';
import { sessionStore, type SessionUser } from '@forkful/runtime';
import { type RuntimeConfig } from '@forkful/topology';
import { clearPersonalQueries } from './personal-queries';
import { dropPersonalCaches } from '../../offline';
import { firebaseKeptSession } from './firebase-kept-session';
import { readIdToken, REFRESH_AHEAD_MS, writeIdToken } from './id-token-cache';
import { readSessionHint, SESSION_HINT_KEY, writeSessionHint } from './session-hint';

/**
 * The only module that talks to Firebase. It fills the shared session store that every remote reads;
 * the forms call the functions below (and their tests mock this module).
 *
 * The Firebase SDK (firebase-auth.ts) is its own chunk, loaded on demand: at once when this browser was signed in
 * last time (the session hint, or the session Firebase itself kept), else when a page needs sign-in (the guards, the
 * forms). Until it answers, the session is the hint's: signed in as the remembered user (tokens wait for Firebase), or
 * signed out, provisionally. A remembered user whose last ID token is still good (id-token-cache.ts) is signed in for
 * good: requests use that token, and the SDK loads only shortly before it expires, or when a page needs it (Logout,
 * the forms, a change of session in another tab), so a signed-in page does not download it.
 */
type FirebaseAuth = typeof import('./firebase-auth');

let config: RuntimeConfig['firebase'] | undefined;
let started: Promise<{ auth: Auth; firebase: FirebaseAuth } | undefined> | undefined;

/** Whether the session in the store is only the hint's guess (Firebase not asked yet). */
const provisional = createStore(() => ({ provisional: false }));
export const useSessionIsProvisional = () => useStore(provisional, (state) => state.provisional);

function setUser(user: SessionUser | null): void {
  writeSessionHint(user);
  sessionStore.setState({ status: user ? 'signed-in' : 'signed-out', user });
}

/** Loads and starts Firebase Auth once; undefined when it cannot start (the public pages still work). */
export function ensureAuth(): Promise<{ auth: Auth; firebase: FirebaseAuth } | undefined> {
  if (started) return started;
  const firebaseConfig = config;
  started = import(/* webpackChunkName: "firebase-auth" */ './firebase-auth')
    .then(async (firebase) => {
      if (!firebaseConfig) throw new Error('startAuth was not called');
      const auth = await firebase.connect(
        firebaseConfig,
        (user: User | null) => {
          // However the session ended (Logout, another tab, a revoked token), the account's cached data goes with it.
          if (!user) clearPersonalQueries();
          setUser(user ? firebase.toSessionUser(user) : null);
        },
        writeIdToken,
      );
      sessionStore.setState({
        getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
        signOut: () => firebase.signOutOf(auth),
      });
      return { auth, firebase };
    })
    .catch((error: unknown) => {
      console.error('[forkful] the identity provider could not start:', error);
      sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null });
      return undefined;
    })
    .finally(() => provisional.setState({ provisional: false }));
  return started;
}

async function requireAuth() {
  const ready = await ensureAuth();
  if (!ready) throw new Error('Sign-in is not available: the identity provider did not start.');
  return ready;
}

export function startAuth(firebase: RuntimeConfig['firebase']): void {
  config = firebase;
  const hint = readSessionHint();
  const token = hint ? readIdToken(hint.uid) : null;
  provisional.setState({ provisional: !token });
  sessionStore.setState({
    status: hint ? 'signed-in' : 'signed-out',
    user: hint,
    // Without a remembered session there is no token to wait for: Firebase loads only when sign-in is needed.
    getIdToken: async () => {
      const cached = hint ? readIdToken(hint.uid) : null;
      if (cached) return cached.token;
      const ready = hint ? await ensureAuth() : undefined;
      return ready?.auth.currentUser ? ready.auth.currentUser.getIdToken() : null;
    },
    signOut: async () => {
      const ready = await ensureAuth();
      if (ready) await ready.firebase.signOutOf(ready.auth);
    },
  });
  // Another tab signed in or out: Firebase says who is signed in now.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) void ensureAuth();
  });
  // A good token: Firebase loads to refresh it shortly before it expires (or sooner, when something needs it).
  if (token) window.setTimeout(() => void ensureAuth(), token.expiresAt - REFRESH_AHEAD_MS - Date.now());
  // Else confirming the remembered session waits until the page is idle (after hydration): until then the hint stands
  // in, and anything that needs Firebase sooner (a request's token, a guarded page, the forms) starts it at once itself.
  else if (hint) whenIdle(() => void ensureAuth());
  // A session Firebase kept without a hint (signed in before the hint existed): restored once the SDK has loaded.
  else void firebaseKeptSession(firebase.apiKey).then((kept) => (kept ? ensureAuth() : undefined));
}

/** Runs `task` when the browser is next idle (at the latest after 3 s), or soon where idle callbacks do not exist. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 0);
}

export interface Registration {
  name: string;
  email: string;
  photoURL: string;
  password: string;
}

export async function registerWithEmail({ name, email, photoURL, password }: Registration): Promise<void> {
  const { auth, firebase } = await requireAuth();
  const { user, saveProfile } = await firebase.register(auth, email, password, { displayName: name, photoURL });
  try {
    await saveProfile();
  } catch (error) {
    // The account exists and is signed in; only the name and photo are missing (the avatar shows 'Anonymous').
    console.error('[forkful] the new profile could not be saved:', error);
    return;
  }
  // The auth-state listener does not fire for a profile change, and the API reads the name from the token.
  setUser(firebase.toSessionUser(user));
  await user.getIdToken(true);
}

export async function loginWithEmail(email: string, password: string): Promise<void> {
  const { auth, firebase } = await requireAuth();
  await firebase.signInWithPassword(auth, email, password);
}

export async function loginWithGoogle(): Promise<void> {
  const { auth, firebase } = await requireAuth();
  await firebase.signInWithGoogle(auth);
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, firebase } = await requireAuth();
  await firebase.sendReset(auth, email);
}

/** Signs out through the session store, which is what the header's Logout uses, and forgets the account's data. */
export async function logout(): Promise<void> {
  const { user, signOut } = sessionStore.getState();
  await signOut();
  clearPersonalQueries(undefined, user?.uid);
  await dropPersonalCaches();
}
