/** The few REST calls made to the Auth emulator: create a user with a fixed uid and profile, sign in with a password. */

/** The emulator accepts any API key; the web SDK needs one anyway. */
export const EMULATOR_API_KEY = 'fake-api-key';

/** An error the emulator answered with; `code` is the first word of its message (`EMAIL_EXISTS`, ...). */
export class AuthEmulatorError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/** A request the emulator closed without answering: Node's fetch keeps idle connections open and the emulator closes
 * them after 5 s idle, so a request sent at that moment meets a closed socket, or a reset one (both seen under load in
 * npm test). */
function closedWithoutAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/** One POST to the emulator's Identity Toolkit REST API; a request it closed without answering is sent once more. */
export async function identityToolkit<T = Record<string, unknown>>(
  emulatorUrl: string,
  pathAndQuery: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const post = () =>
    fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const response = await post().catch((error: unknown) => {
    if (closedWithoutAnswer(error)) return post();
    throw error;
  });
  const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    const message = (json.error && json.error.message) || `HTTP ${response.status}`;
    throw new AuthEmulatorError(`Auth emulator ${pathAndQuery}: ${message}`, message.split(' ')[0]);
  }
  return json as T;
}

export interface EmulatorUserOptions {
  emulatorUrl: string;
  projectId?: string;
  uid?: string;
  email: string;
  password: string;
  displayName?: string;
  photoURL?: string;
  ignoreExisting?: boolean;
}

export interface CreatedUser {
  uid: string;
  email: string;
}

/** A user that was there already (`ignoreExisting`): its uid is the one asked for, if any. */
export interface ExistingUser {
  uid: string | undefined;
  email: string;
  existed: true;
}

/**
 * Create a password user. With `uid`, the user gets that fixed id (admin call, `Bearer owner`).
 * With `ignoreExisting`, an existing user with the same uid or email is not an error (sample users across restarts);
 * an existing user with that uid gets the given photoURL again: a sample avatar is served by the API, whose address
 * may have changed since the account was created (Firebase keeps absolute photo URLs only).
 */
export function createEmulatorUser(options: EmulatorUserOptions & { ignoreExisting?: false }): Promise<CreatedUser>;
export function createEmulatorUser(options: EmulatorUserOptions): Promise<CreatedUser | ExistingUser>;
export async function createEmulatorUser({
  emulatorUrl, projectId = 'demo-forkful', uid, email, password, displayName, photoURL, ignoreExisting = false,
}: EmulatorUserOptions): Promise<CreatedUser | ExistingUser> {
  const admin = { Authorization: 'Bearer owner' };
  try {
    const created = await identityToolkit<{ localId: string }>(
      emulatorUrl,
      `projects/${projectId}/accounts`,
      { localId: uid, email, password, displayName, photoUrl: photoURL, emailVerified: true },
      admin,
    );
    return { uid: created.localId, email };
  } catch (error) {
    const code = error instanceof AuthEmulatorError ? error.code : undefined;
    if (ignoreExisting && code === 'DUPLICATE_LOCAL_ID' && photoURL) {
      await identityToolkit(emulatorUrl, `projects/${projectId}/accounts:update`, { localId: uid, photoUrl: photoURL }, admin);
    }
    if (ignoreExisting && (code === 'DUPLICATE_LOCAL_ID' || code === 'EMAIL_EXISTS')) return { uid, email, existed: true };
    throw error;
  }
}

export interface EmulatorSession {
  idToken: string;
  refreshToken: string;
  uid: string;
  email: string;
  displayName?: string;
}

/** Sign in with email + password; returns the emulator's ID token (what the web SDK would send to the API). */
export async function signInWithPassword({ emulatorUrl, email, password }: { emulatorUrl: string; email: string; password: string }): Promise<EmulatorSession> {
  const result = await identityToolkit<{ idToken: string; refreshToken: string; localId: string; email: string; displayName?: string }>(
    emulatorUrl,
    `accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { idToken: result.idToken, refreshToken: result.refreshToken, uid: result.localId, email: result.email, displayName: result.displayName };
}
