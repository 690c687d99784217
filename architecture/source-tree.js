'use strict';
/** The repository's own source folders, as the architecture checks see them. */
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { workspaces } = require('../config/workspaces');

const REPO_ROOT = path.resolve(__dirname, '..');

/** The folders of a workspace that hold its code and tests (whichever it has). */
const CODE_FOLDERS = ['src', 'server', 'test', 'tests', 'support'];

/**
 * Every workspace's code folders (config/workspaces.js: the root's one list, so a new remote or package is read
 * without an edit here). The import rules apply to all of them.
 */
const SOURCE_ROOTS = workspaces(REPO_ROOT)
  .flatMap((ws) => CODE_FOLDERS.map((folder) => `${ws.dir}/${folder}`))
  .filter((dir) => fs.existsSync(path.join(REPO_ROOT, dir)));

/** Files git tracks (plus untracked, not ignored ones), relative to the repository root. */
function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

module.exports = { REPO_ROOT, SOURCE_ROOTS, trackedFiles };
