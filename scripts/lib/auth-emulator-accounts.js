'use strict';
/** The few REST calls made to the Auth emulator: create a user with a fixed uid and profile, sign in with a password. */

/** The emulator accepts any API key; the web SDK needs one anyway. */
const EMULATOR_API_KEY = 'fake-api-key';

async function identityToolkit(emulatorUrl, pathAndQuery, body, headers = {}) {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = (json.error && json.error.message) || `HTTP ${response.status}`;
    const error = new Error(`Auth emulator ${pathAndQuery}: ${message}`);
    error.code = message.split(' ')[0];
    throw error;
  }
  return json;
}

/**
 * Create a password user. With `uid`, the user gets that fixed id (admin call, `Bearer owner`).
 * With `ignoreExisting`, an existing user with the same uid or email is not an error (sample users across restarts).
 * @returns {Promise<{uid: string, email: string}>}
 */
async function createEmulatorUser({ emulatorUrl, projectId = 'demo-forkful', uid, email, password, displayName, photoURL, ignoreExisting = false }) {
  try {
    const created = await identityToolkit(
      emulatorUrl,
      `projects/${projectId}/accounts`,
      { localId: uid, email, password, displayName, photoUrl: photoURL, emailVerified: true },
      { Authorization: 'Bearer owner' },
    );
    return { uid: created.localId, email };
  } catch (error) {
    if (ignoreExisting && (error.code === 'DUPLICATE_LOCAL_ID' || error.code === 'EMAIL_EXISTS')) return { uid, email, existed: true };
    throw error;
  }
}

/** Sign in with email + password; returns the emulator's ID token (what the web SDK would send to the API). */
async function signInWithPassword({ emulatorUrl, email, password }) {
  const result = await identityToolkit(emulatorUrl, `accounts:signInWithPassword?key=${EMULATOR_API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return { idToken: result.idToken, refreshToken: result.refreshToken, uid: result.localId, email: result.email, displayName: result.displayName };
}

module.exports = { createEmulatorUser, signInWithPassword, EMULATOR_API_KEY };
