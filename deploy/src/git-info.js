'use strict';
/** What a version's record says of the checkout it was built from. */
const { spawnSync } = require('child_process');
const { REPO_ROOT } = require('./apps');

/** The checkout's commit, and whether the app's folder (or what every frontend builds with) differs from it. */
function gitInfo(app) {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return { commit: 'nogit', dirty: false };
  const status = spawnSync('git', ['status', '--porcelain', '--', app.dir, 'config', 'contracts', 'ui'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim(), dirty: Boolean(status.stdout.trim()) };
}

module.exports = { gitInfo };
