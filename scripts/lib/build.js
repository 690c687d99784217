'use strict';
/**
 * Builds the workspaces a command needs with `lerna run build` (Nx underneath, nx.json): each after the workspaces it
 * depends on, and from Nx's local cache when its inputs did not change (FORCE_BUILD=1 skips the cache).
 */
const path = require('path');
const { frontendApps } = require('../../deploy/src/apps');
const { runCommand } = require('./processes');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const LERNA_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'lerna');
/** What the stack runs from: the API (its dependencies, contracts and embedded-mongo, come with it). */
const SERVER_WORKSPACES = ['api'];
/** The shell and every remote workspace found on disk (config/frontend-apps.js). */
const FRONTEND_WORKSPACES = frontendApps().map((app) => app.dir);

/**
 * Build the named workspace folders (and what they depend on).
 * @param {string[]} dirs
 * @param {object} [options]
 * @param {string} [options.logFile]  the build's output there (default: the console)
 * @returns {Promise<{ ok: boolean, tail: string }>}
 */
async function buildWorkspaces(dirs, { logFile, force = Boolean(process.env.FORCE_BUILD) } = {}) {
  const scopes = dirs.flatMap((dir) => ['--scope', require(path.join(REPO_ROOT, dir, 'package.json')).name]);
  const result = await runCommand({
    name: 'build',
    command: LERNA_BIN,
    args: ['run', 'build', ...scopes, '--concurrency', '2', '--loglevel', 'warn', ...(force ? ['--skip-nx-cache'] : [])],
    cwd: REPO_ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    logFile,
  });
  return { ok: result.code === 0, tail: result.tail };
}

module.exports = { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES };
