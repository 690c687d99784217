/**
 * Where Forkful keeps its local state, computed here only: FORKFUL_DATA_DIR, default <repo>/.data. Under it:
 * db/ (the embedded database's files), auth/ (the Auth emulator's users, exported on stop and imported on start),
 * deploy/ (the folder deployment store `npm run serve` serves), metrics-token.json (the local stack's METRICS_TOKEN and API
 * URL, mode 0600, for `npm run deployments` in another terminal). Used by scripts/ and deploy/; the API repeats the db/ default (api/src/config/api-config.ts) so it starts without scripts/.
 */
import path from 'node:path';
import { REPO_ROOT } from './workspaces';

export interface LocalStatePaths {
  root: string;
  db: string;
  auth: string;
  deploy: string;
  /** `{ token, apiUrl }` of the running local stack's API, written at its start (mode 0600). */
  metricsTokenFile: string;
}

/** The local state's root folder (absolute). */
export function dataRoot(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.FORKFUL_DATA_DIR && env.FORKFUL_DATA_DIR.trim();
  return dir ? path.resolve(dir) : path.join(REPO_ROOT, '.data');
}

/** Each kind of local state's folder under `root` (default: dataRoot()). */
export function localStatePaths(root: string = dataRoot()): LocalStatePaths {
  return {
    root, db: path.join(root, 'db'), auth: path.join(root, 'auth'), deploy: path.join(root, 'deploy'), metricsTokenFile: path.join(root, 'metrics-token.json'),
  };
}
