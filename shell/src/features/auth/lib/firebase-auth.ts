import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { RuntimeConfig, SessionUser } from '@forkful/contracts';

/**
 * Everything that needs the Firebase Auth SDK (~110 KB minified), in its own chunk: auth-service.ts loads it when
 * a page needs sign-in, or at once when this browser was signed in last time.
 */
export function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/** Starts Firebase Auth; resolves once it has restored (or not) the saved session. */
export async function connect(firebase: RuntimeConfig['firebase'], onUser: (user: User | null) => void): Promise<Auth> {
  const { authEmulatorUrl, ...options } = firebase;
  const auth = getAuth(initializeApp(options));
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  onAuthStateChanged(auth, onUser);
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
