'use strict';
/**
 * Where Forkful keeps its local state, computed here only: FORKFUL_DATA_DIR, default <repo>/.data. Under it:
 * db/ (the embedded database's files), auth/ (the Auth emulator's users, exported on stop and imported on start),
 * deploy/ (the folder deployment store `npm run serve` serves). Used by scripts/ and deploy/; the API repeats the db/ default (api/src/config/api-config.ts) so it starts without scripts/.
 */
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The local state's root folder (absolute). */
function dataRoot(env = process.env) {
  const dir = env.FORKFUL_DATA_DIR && env.FORKFUL_DATA_DIR.trim();
  return dir ? path.resolve(dir) : path.join(REPO_ROOT, '.data');
}

/** Each kind of local state's folder under `root` (default: dataRoot()). */
function localStatePaths(root = dataRoot()) {
  return { root, db: path.join(root, 'db'), auth: path.join(root, 'auth'), deploy: path.join(root, 'deploy') };
}

module.exports = { dataRoot, localStatePaths };
