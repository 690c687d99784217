import { initializeApp, type FirebaseApp } from 'firebase/app';
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
import { sessionStore, type RuntimeConfig, type SessionUser } from '@forkful/contracts';
import { clearPersonalQueries } from './personal-queries';

/**
 * The only module that talks to Firebase. It fills the shared session store that every remote reads;
 * the forms call the functions below (and their tests mock this module).
 */
let auth: Auth | undefined;

function requireAuth(): Auth {
  if (!auth) throw new Error('Sign-in is not available: the identity provider did not start.');
  return auth;
}

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

export function startAuth(firebase: RuntimeConfig['firebase']): void {
  let app: FirebaseApp;
  try {
    const { authEmulatorUrl, ...options } = firebase;
    app = initializeApp(options);
    auth = getAuth(app);
    if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  } catch (error) {
    // The public pages still work without sign-in; protected ones send the visitor to /login.
    console.error('[forkful] the identity provider could not start:', error);
    sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null });
    return;
  }
  const started = auth;
  sessionStore.setState({
    getIdToken: async () => (started.currentUser ? started.currentUser.getIdToken() : null),
    signOut: () => signOut(started),
  });
  onAuthStateChanged(started, (user) => {
    // However the session ended (Logout, another tab, a revoked token), the account's cached data goes with it.
    if (!user) clearPersonalQueries();
    sessionStore.setState({ status: user ? 'signed-in' : 'signed-out', user: user ? toSessionUser(user) : null });
  });
}

export interface Registration {
  name: string;
  email: string;
  photoURL: string;
  password: string;
}

export async function registerWithEmail({ name, email, photoURL, password }: Registration): Promise<void> {
  const current = requireAuth();
  const { user } = await createUserWithEmailAndPassword(current, email, password);
  try {
    await updateProfile(user, { displayName: name, photoURL });
  } catch (error) {
    // The account exists and is signed in; only the name and photo are missing (the avatar shows 'Anonymous').
    console.error('[forkful] the new profile could not be saved:', error);
    return;
  }
  // The auth-state listener does not fire for a profile change, and the API reads the name from the token.
  sessionStore.setState({ user: toSessionUser(user) });
  await user.getIdToken(true);
}

export async function loginWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(requireAuth(), email, password);
}

export async function loginWithGoogle(): Promise<void> {
  await signInWithPopup(requireAuth(), new GoogleAuthProvider());
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(requireAuth(), email);
}

/** Signs out through the session store, which is what the header's Logout uses, and forgets the account's data. */
export async function logout(): Promise<void> {
  await sessionStore.getState().signOut();
  clearPersonalQueries();
}
