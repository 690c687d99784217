import { randomBytes } from 'node:crypto';
import { readStack } from './stack';

export interface TestUser {
  uid: string;
  email: string;
  displayName: string | null;
  idToken: string;
}

/** The stack's one Auth emulator REST client (it sends again a request the emulator closed without answering). */
const { identityToolkit, EMULATOR_API_KEY } = require('@forkful/scripts/lib/auth-emulator-accounts') as {
  identityToolkit: (emulatorUrl: string, pathAndQuery: string, body: unknown) => Promise<unknown>;
  EMULATOR_API_KEY: string;
};

export async function emulatorPost<T>(path: string, body: unknown): Promise<T> {
  const { authEmulatorHost } = readStack();
  return (await identityToolkit(`http://${authEmulatorHost}`, `${path}?key=${EMULATOR_API_KEY}`, body)) as T;
}

/** A new emulator account (unique email unless given) and an ID token carrying its email and display name. */
export async function createTestUser(options: { email?: string; displayName?: string | null } = {}): Promise<TestUser> {
  const email = options.email ?? `cook-${randomBytes(5).toString('hex')}@forkful.test`;
  const displayName = options.displayName === undefined ? 'Test Cook' : options.displayName;
  const signUp = await emulatorPost<{ idToken: string; localId: string }>('accounts:signUp', {
    email,
    password: 'Forkful1',
    returnSecureToken: true,
  });
  if (!displayName) return { uid: signUp.localId, email: email.toLowerCase(), displayName: null, idToken: signUp.idToken };
  await emulatorPost('accounts:update', { idToken: signUp.idToken, displayName });
  // A fresh sign-in gives a token that carries the display name as its `name` claim.
  const signIn = await emulatorPost<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password: 'Forkful1',
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email: email.toLowerCase(), displayName, idToken: signIn.idToken };
}

/** A fresh ID token for an existing account (after an admin change, e.g. emailVerified, it carries the new claims). */
export async function signIn(email: string): Promise<string> {
  const signIn = await emulatorPost<{ idToken: string }>('accounts:signInWithPassword', { email, password: 'Forkful1', returnSecureToken: true });
  return signIn.idToken;
}

/** The user deletes their own account, as the product's "delete account" does. */
export async function deleteOwnAccount(user: TestUser): Promise<void> {
  await emulatorPost('accounts:delete', { idToken: user.idToken });
}

export function bearer(user: TestUser): { Authorization: string } {
  return { Authorization: `Bearer ${user.idToken}` };
}

/** A copy of an (unsigned, emulator) ID token with some claims changed: for wrong-project and expired cases. */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const changed = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, changed, signature ?? ''].join('.');
}
