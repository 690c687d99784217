import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Auth, getAuth } from 'firebase-admin/auth';
import { randomBytes } from 'node:crypto';
import { readStack } from './stack';

/** The Admin SDK against this run's Auth emulator (sets emailVerified, disables, revokes: what only an admin can). */
export function emulatorAdmin(): { auth: Auth; close(): Promise<void> } {
  const { authEmulatorHost, projectId } = readStack();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  const app = initializeApp({ projectId }, `test-admin-${randomBytes(4).toString('hex')}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}
