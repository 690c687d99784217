import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { SessionUser } from '@forkful/runtime';
import type { RuntimeConfig } from '@forkful/topology';
import type { CachedIdToken } from './id-token-cache';

/**
 * Everything that needs the Firebase Auth SDK (~110 KB minified), in its own chunk: auth-service.ts loads it when
 * a page needs sign-in, or at once when this browser was signed in last time.
 */
export function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/**
 * Starts Firebase Auth; resolves once it has restored (or not) the saved session. `onToken` hears of every ID token it
 * issues (a sign-in, a refresh, the forced one after a profile change) and of the sign-out (null).
 */
export async function connect(
  firebase: RuntimeConfig['firebase'],
  onUser: (user: User | null) => void,
  onToken: (token: CachedIdToken | null) => void,
): Promise<Auth> {
  const { authEmulatorUrl, ...options } = firebase;
  const auth = getAuth(initializeApp(options));
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  onAuthStateChanged(auth, onUser);
  onIdTokenChanged(auth, (user) => {
    if (!user) return onToken(null);
    user.getIdTokenResult().then(
      ({ token, expirationTime }) => onToken({ uid: user.uid, token, expiresAt: Date.parse(expirationTime) }),
      () => onToken(null),
    );
  });
  await auth.authStateReady();
  return auth;
}

export async function register(auth: Auth, email: string, password: string, profile: { displayName: string; photoURL: string }) {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  return { user, saveProfile: () => updateProfile(user, profile) };
}

export const signInWithPassword = (auth: Auth, email: string, password: string) => signInWithEmailAndPassword(auth, email, password);
export const signInWithGoogle = (auth: Auth) => signInWithPopup(auth, new GoogleAuthProvider());
export const sendReset = (auth: Auth, email: string) => sendPasswordResetEmail(auth, email);
export const signOutOf = (auth: Auth) => signOut(auth);
