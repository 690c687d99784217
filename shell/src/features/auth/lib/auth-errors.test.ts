import { authErrorMessage, isWrongCredentials } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('auth errors', () => {
  it('treats the emulator and the production wrong-password codes alike', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/user-not-found']) {
      expect(isWrongCredentials(firebaseError(code))).toBe(true);
      expect(authErrorMessage(firebaseError(code))).toBe('Wrong email or password.');
    }
    expect(isWrongCredentials(firebaseError('auth/network-request-failed'))).toBe(false);
    expect(isWrongCredentials('nope')).toBe(false);
  });

  it('explains known codes and keeps the provider message for the others', () => {
    expect(authErrorMessage(firebaseError('auth/email-already-in-use'))).toMatch(/already exists/);
    expect(authErrorMessage(firebaseError('auth/some-new-code'))).toBe('Firebase: Error (auth/some-new-code).');
    expect(authErrorMessage(undefined)).toMatch(/went wrong/);
  });
});
