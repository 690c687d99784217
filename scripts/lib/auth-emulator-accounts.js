'use strict';
/** The few REST calls made to the Auth emulator: create a user with a fixed uid and profile, sign in with a password. */

/** The emulator accepts any API key; the web SDK needs one anyway. */
const EMULATOR_API_KEY = 'fake-api-key';

/** A request the emulator closed without answering: Node's fetch keeps idle connections open and the emulator closes
 * them after 5 s idle, so a request sent at that moment meets a closed socket (seen under load in npm test). */
function closedWithoutAnswer(error) {
  return error?.cause?.code === 'UND_ERR_SOCKET';
}

/** One POST to the emulator's Identity Toolkit REST API; a request it closed without answering is sent once more. */
async function identityToolkit(emulatorUrl, pathAndQuery, body, headers = {}) {
  const post = () =>
    fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const response = await post().catch((error) => {
    if (closedWithoutAnswer(error)) return post();
    throw error;
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
 * With `ignoreExisting`, an existing user with the same uid or email is not an error (sample users across restarts);
 * an existing user with that uid gets the given photoURL again: a sample avatar is served by the API, whose address
 * may have changed since the account was created (Firebase keeps absolute photo URLs only).
 * @returns {Promise<{uid: string, email: string}>}
 */
async function createEmulatorUser({ emulatorUrl, projectId = 'demo-forkful', uid, email, password, displayName, photoURL, ignoreExisting = false }) {
  const admin = { Authorization: 'Bearer owner' };
  try {
    const created = await identityToolkit(
      emulatorUrl,
      `projects/${projectId}/accounts`,
      { localId: uid, email, password, displayName, photoUrl: photoURL, emailVerified: true },
      admin,
    );
    return { uid: created.localId, email };
  } catch (error) {
    if (ignoreExisting && error.code === 'DUPLICATE_LOCAL_ID' && photoURL) {
      await identityToolkit(emulatorUrl, `projects/${projectId}/accounts:update`, { localId: uid, photoUrl: photoURL }, admin);
    }
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

module.exports = { createEmulatorUser, signInWithPassword, identityToolkit, EMULATOR_API_KEY };
