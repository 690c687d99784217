'use strict';
/**
 * Builds the workspaces a command needs, in dependency order, at most two at a time (2-core machines), skipping a
 * workspace whose build output is newer than all of its inputs (FORCE_BUILD=1 rebuilds anyway).
 */
const fs = require('fs');
const path = require('path');
const { runCommand } = require('./processes');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Each workspace: its build output (the file whose age says "built"), what it is built from, what it needs first. */
const WORKSPACES = {
  contracts: { pkg: '@forkful/contracts', outputs: ['dist/index.js'], deps: [] },
  'embedded-mongo': { pkg: '@forkful/embedded-mongo', outputs: ['dist/index.js'], deps: [] },
  api: { pkg: '@forkful/api', outputs: ['dist/main.js'], deps: ['contracts', 'embedded-mongo'] },
  shell: { pkg: '@forkful/shell', outputs: ['dist/index.html'], deps: ['contracts'], frontend: true },
  'mfe-public': { pkg: '@forkful/mfe-public', outputs: ['dist/mf-manifest.json', 'dist/index.html'], deps: ['contracts'], frontend: true },
  'mfe-recipes': { pkg: '@forkful/mfe-recipes', outputs: ['dist/mf-manifest.json', 'dist/index.html'], deps: ['contracts'], frontend: true },
  'mfe-dashboard': { pkg: '@forkful/mfe-dashboard', outputs: ['dist/mf-manifest.json', 'dist/index.html'], deps: ['contracts'], frontend: true },
};
const SERVER_WORKSPACES = ['contracts', 'embedded-mongo', 'api'];
const FRONTEND_WORKSPACES = ['shell', 'mfe-public', 'mfe-recipes', 'mfe-dashboard'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-output', '.data']);

function newestMtime(target) {
  let newest = 0;
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function outputMtime(name) {
  const dir = path.join(REPO_ROOT, name);
  let oldest = Infinity;
  for (const output of WORKSPACES[name].outputs) {
    try {
      oldest = Math.min(oldest, fs.statSync(path.join(dir, output)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

/** True when every output exists and is newer than the sources, the shared config and the dependencies' outputs. */
function isUpToDate(name) {
  const built = outputMtime(name);
  if (!built) return false;
  const spec = WORKSPACES[name];
  const inputs = [path.join(REPO_ROOT, name), path.join(REPO_ROOT, 'tsconfig.base.json')];
  // Frontends also bundle the UI kit's source (ui/), so a kit change rebuilds them.
  if (spec.frontend) inputs.push(path.join(REPO_ROOT, 'config'), path.join(REPO_ROOT, 'ui'));
  const newestInput = Math.max(...inputs.map(newestMtime), ...spec.deps.map(outputMtime));
  return newestInput < built;
}

/** Mark a failed build as not built, so the next run does not skip it because tsc/webpack emitted anyway. */
function invalidate(name) {
  for (const output of WORKSPACES[name].outputs) {
    try {
      fs.utimesSync(path.join(REPO_ROOT, name, output), 0, 0);
    } catch {
      // Nothing was written.
    }
  }
}

/**
 * Build the named workspaces (and nothing else) respecting their order.
 * @param {string[]} names
 * @param {object} [options]
 * @param {boolean} [options.force]    rebuild even when up to date
 * @param {number} [options.parallel]  builds at once (default 2)
 * @param {string} [options.logDir]    one log file per build there (default: the console)
 * @returns {Promise<{ failed: string[], built: string[], skipped: string[] }>}
 */
async function buildWorkspaces(names, { force = Boolean(process.env.FORCE_BUILD), parallel = 2, logDir, log = console.log } = {}) {
  const pending = new Set(names);
  const done = new Set();
  const failed = [];
  const built = [];
  const skipped = [];
  const running = new Map();

  const ready = (name) => WORKSPACES[name].deps.every((dep) => !pending.has(dep) && !running.has(dep));
  const depFailed = (name) => WORKSPACES[name].deps.some((dep) => failed.includes(dep));

  const buildOne = async (name) => {
    if (depFailed(name)) {
      failed.push(name);
      log(`build ${name}: not built, a dependency failed`);
      return;
    }
    if (!force && isUpToDate(name)) {
      skipped.push(name);
      log(`build ${name}: up to date`);
      return;
    }
    const started = Date.now();
    log(`build ${name}: building...`);
    const result = await runCommand({
      name: `build:${name}`,
      command: 'npm',
      args: ['run', 'build', '--silent', '-w', WORKSPACES[name].pkg],
      cwd: REPO_ROOT,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      logFile: logDir ? path.join(logDir, `build-${name}.log`) : undefined,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.code === 0) {
      built.push(name);
      log(`build ${name}: done in ${seconds} s`);
    } else {
      invalidate(name);
      failed.push(name);
      log(`build ${name}: FAILED after ${seconds} s (exit ${result.code})${logDir ? `, see ${path.join(logDir, `build-${name}.log`)}` : ''}\n${result.tail}`);
    }
  };

  while (pending.size || running.size) {
    for (const name of [...pending]) {
      if (running.size >= parallel) break;
      if (!ready(name)) continue;
      pending.delete(name);
      running.set(name, buildOne(name).finally(() => {
        running.delete(name);
        done.add(name);
      }));
    }
    if (running.size) await Promise.race(running.values());
    else if (pending.size) throw new Error(`Cannot order the builds of ${[...pending].join(', ')}`);
  }
  return { failed, built, skipped };
}

module.exports = { buildWorkspaces, isUpToDate, WORKSPACES, SERVER_WORKSPACES, FRONTEND_WORKSPACES };
