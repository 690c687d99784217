/** Firebase error codes, read without importing the SDK (the forms and their tests stay SDK-free). */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Wrong email or password. The emulator (and older projects) answer `auth/wrong-password` or
 * `auth/user-not-found`; production projects with email-enumeration protection answer `auth/invalid-credential`
 * (`auth/invalid-login-credentials` in some SDK versions).
 */
const WRONG_CREDENTIALS = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

export function isWrongCredentials(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && WRONG_CREDENTIALS.has(code);
}

const READABLE: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for Forkful.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email using a different sign-in method.',
};

/** The identity provider's message, in words a user understands when the code is a known one. */
export function authErrorMessage(error: unknown): string {
  if (isWrongCredentials(error)) return 'Wrong email or password.';
  const code = authErrorCode(error);
  if (code && READABLE[code]) return READABLE[code];
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong while talking to the sign-in service.';
}
