/** What a version's record says of the checkout it was built from. */
import { spawnSync } from 'child_process';
import { REPO_ROOT, type App } from './apps';

export interface GitInfo {
  commit: string;
  /** The checkout differs from the commit in the app's folder or what every frontend builds with. */
  dirty: boolean;
}

/** The checkout's commit, and whether the app's folder (or what every frontend builds with) differs from it. */
export function gitInfo(app: App): GitInfo {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return { commit: 'nogit', dirty: false };
  const status = spawnSync('git', ['status', '--porcelain', '--', app.dir!, 'config', 'contracts', 'ui'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim(), dirty: Boolean(status.stdout.trim()) };
}
