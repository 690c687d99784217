'use strict';
/**
 * The workspaces of this repository: the root package.json's `workspaces` (the one list; npm, lerna and Nx read it
 * too), expanded (`mfe-*` is every top-level folder it matches) and read. Node tooling only: `npm test`'s runner and
 * `npm run test:changed` (which tests to run), the architecture checks (which sources to read).
 */
const fs = require('fs');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..');

/** `mfe-*` -> /^mfe-[^/]*$/; a folder name without `*` matches itself. */
function patternOf(entry) {
  const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/**
 * Every workspace, in the order of the root's list (a pattern's folders sorted), as { dir, name, pkg }.
 * @param {string} [root]
 */
function workspaces(root = REPO_ROOT) {
  const { workspaces: entries = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const found = [];
  for (const entry of entries) {
    const pattern = patternOf(entry);
    for (const dir of folders.filter((folder) => pattern.test(folder) && !found.some((ws) => ws.dir === folder))) {
      const file = path.join(root, dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      found.push({ dir, name: pkg.name, pkg });
    }
  }
  return found;
}

module.exports = { workspaces, REPO_ROOT };
