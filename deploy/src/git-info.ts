/** What a version's record says of the checkout it was built from. */
import { spawnSync } from 'child_process';
import { REPO_ROOT, type App } from './apps';

/**
 * What every frontend builds with beside its own folder: the build config and the packages it bundles (contracts, the
 * frozen shim, only in the shell's build: one list for every app is simpler and only ever says dirty more often).
 */
const FRONTEND_BUILD_INPUTS = ['config', 'domain', 'topology', 'design-tokens', 'runtime', 'contracts', 'ui'];

export interface GitInfo {
  commit: string;
  /** The checkout differs from the commit in the app's folder or what every frontend builds with. */
  dirty: boolean;
}

/** The checkout's commit, and whether the app's folder (or what every frontend builds with) differs from it. */
export function gitInfo(app: App): GitInfo {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return { commit: 'nogit', dirty: false };
  const status = spawnSync('git', ['status', '--porcelain', '--', app.dir!, ...FRONTEND_BUILD_INPUTS], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim(), dirty: Boolean(status.stdout.trim()) };
}
