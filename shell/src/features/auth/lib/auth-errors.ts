import { DEFAULT_LOCALE } from '@forkful/domain';
import { appMessages, type ShellTranslate } from '../../../i18n';
import type en from '../../../i18n/messages/en';

type AuthErrorKey = Extract<keyof typeof en, `authError.${string}`>;

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

/** The known codes' messages (the shell's `authError.*`). */
const READABLE: Record<string, AuthErrorKey> = {
  'auth/email-already-in-use': 'authError.emailInUse',
  'auth/invalid-email': 'authError.invalidEmail',
  'auth/weak-password': 'authError.weakPassword',
  'auth/too-many-requests': 'authError.tooManyRequests',
  'auth/network-request-failed': 'authError.network',
  'auth/popup-closed-by-user': 'authError.popupClosed',
  'auth/cancelled-popup-request': 'authError.popupPending',
  'auth/popup-blocked': 'authError.popupBlocked',
  'auth/user-disabled': 'authError.userDisabled',
  'auth/operation-not-allowed': 'authError.methodDisabled',
  'auth/account-exists-with-different-credential': 'authError.otherCredential',
};

/**
 * The identity provider's message, in words a user understands (in the page's language, `t`) when the code is a known
 * one; else the provider's own text (Firebase's, in English).
 */
export function authErrorMessage(error: unknown, t: ShellTranslate = appMessages.translate(DEFAULT_LOCALE)): string {
  if (isWrongCredentials(error)) return t('authError.wrongCredentials');
  const code = authErrorCode(error);
  if (code && Object.hasOwn(READABLE, code)) return t(READABLE[code]);
  if (error instanceof Error && error.message) return error.message;
  return t('authError.unknown');
}
