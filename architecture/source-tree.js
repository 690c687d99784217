'use strict';
/** The repository's own source folders, as the architecture checks see them. */
const path = require('path');
const { execFileSync } = require('child_process');

const REPO_ROOT = path.resolve(__dirname, '..');

const { discoverRemoteApps } = require('../config/frontend-apps');

/** Workspace source roots the import rules apply to (the ones that exist: a checkout may predate a package); every remote found. */
const SOURCE_ROOTS = ['shell/src', ...discoverRemoteApps().map((app) => `${app.dir}/src`), 'ui/src', 'api/src', 'api/test', 'contracts/src', 'embedded-mongo/src']
  .filter((dir) => require('fs').existsSync(path.join(REPO_ROOT, dir)));

/** Files git tracks (plus untracked, not ignored ones), relative to the repository root. */
function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

module.exports = { REPO_ROOT, SOURCE_ROOTS, trackedFiles };
