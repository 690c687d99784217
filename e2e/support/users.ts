/**
 * Users in the stack's Firebase Auth emulator: create one through its REST API, or sign in through the shell's UI.
 */
import * as authEmulator from '@forkful/scripts/lib/auth-emulator-accounts';
import type { Page } from 'playwright-core';
import { readStack } from './stack';

// authEmulator: the same code the stack uses to create the sample users.

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL?: string;
  /** A fresh Firebase ID token (valid for an hour), for apiFetch(..., { token }). */
  idToken: string;
}

/** A password that passes the register form's rules (6+ characters, an uppercase and a lowercase letter). */
export const DEFAULT_TEST_PASSWORD = 'Forkful123';

let counter = 0;
/** A unique email address, so tests never collide with each other or with earlier runs. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@forkful.test`;
}

export async function createTestUser(options: { email?: string; password?: string; displayName?: string; photoURL?: string } = {}): Promise<TestUser> {
  const { authEmulatorUrl, projectId } = readStack();
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const displayName = options.displayName ?? `Test Cook ${counter}`;
  const { uid } = await authEmulator.createEmulatorUser({
    emulatorUrl: authEmulatorUrl,
    projectId,
    email,
    password,
    displayName,
    photoURL: options.photoURL,
  });
  const { idToken } = await signInForToken(email, password);
  return { uid, email, password, displayName, photoURL: options.photoURL, idToken };
}

/** A fresh ID token for an existing user (e.g. a sample user). */
export async function signInForToken(email: string, password: string): Promise<{ idToken: string; uid: string }> {
  return authEmulator.signInWithPassword({ emulatorUrl: readStack().authEmulatorUrl, email, password });
}

/** Sign in through the shell's /login form and wait until the app has left /login. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${readStack().shellUrl}/login`);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
}
