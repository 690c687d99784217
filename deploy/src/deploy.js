'use strict';
/**
 * One app's way to production: check its sources against what is live, build it alone, run its tests, verify
 * the build against what is live, render its pages in the live shell, upload it as a new immutable version and switch
 * the pointer, all or nothing. Also rollback/promote (a pointer switch, verified too).
 * Each switch rewrites the store's registry of live remotes (registry.js). Retiring a remote: retire.js; the first
 * publish of existing builds (what `npm run serve` does on a fresh clone): publish-first.js.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { REPO_ROOT, SHELL_NAME, packageName, hasScript } = require('./apps');
const { gitInfo } = require('./git-info');
const releases = require('./releases');
const { writeRegistry } = require('./registry');
const { DeployRefused, liveRemoteRecords, problemsGoingLive, refuseIf } = require('./going-live');
const { publishFirstVersions } = require('./publish-first');
const { retire } = require('./retire');
const { renderCheck } = require('./render-check');
// [server render check] the candidate's server container, and its pages rendered by the live shell's server bundle.
const { serverRenderCheck } = require('./server-render-check');
const { checkRemoteRoutes } = require('./route-checks');
const { readRoutes } = require('../../config/frontend-apps');
const { SINGLETONS } = require('../../config/singletons');
const { checkRemoteDependencies } = require('./verify');

function run(command, args, { cwd, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code === null ? 1 : code));
  });
}

function summarize(app, buildDir) {
  try {
    return releases.summarizeBuild(buildDir);
  } catch (error) {
    throw new DeployRefused(`Deploy of ${app.name} refused; nothing was changed: ${error.message}`);
  }
}

/**
 * The checkout against what is live, before anything is built: its route module against the live remotes', its
 * singleton ranges against the live shell's copies. A clash is refused in a second instead of after the build (the
 * build itself is checked again before the switch).
 */
async function problemsBeforeBuild(store, app) {
  let routes;
  try {
    routes = readRoutes(app.dir);
  } catch (error) {
    return [error.message];
  }
  const live = (await liveRemoteRecords(store)).filter((remote) => remote.name !== app.federationName);
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, app.dir, 'package.json'), 'utf8'));
  const shell = await releases.currentVersion(store, { name: SHELL_NAME });
  return [
    ...checkRemoteDependencies(app.federationName, dependencies, shell, SINGLETONS),
    ...checkRemoteRoutes({ name: app.federationName, app: app.name }, { routes, exposes: Object.keys(app.exposes || {}) }, live),
  ];
}

/**
 * Renders each page of the candidate in the live shell: on the server first (server-render-check.js: its server
 * container must be there and render every page; a second or two), then in headless Chromium (render-check.js);
 * folder stores only. `version`: the candidate's id when it is an existing version (promote, rollback).
 */
async function refuseIfPagesFail({ store, app, dir, routes, version, log, what }) {
  if (app.isShell || store.kind !== 'folder') return;
  // [server render check]
  refuseIf(await timed(log, "render each page on the server (the live shell's server bundle)", () => serverRenderCheck({ storeDir: store.root, app, dir, routes, version, log })), what);
  refuseIf(await timed(log, 'render each page in the live shell (headless Chromium)', () => renderCheck({ storeDir: store.root, app, dir, routes })), what);
}

async function timed(log, label, fn) {
  const started = Date.now();
  log(`${label}...`);
  const result = await fn();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * @param {object} options
 * @param {import('./apps').App} options.app
 * @param {object} options.store          from stores.openStore
 * @param {boolean} [options.skipTests]
 * @param {boolean} [options.makeCurrent]  false: publish the version without making it current (to preview, then promote)
 * @param {boolean} [options.skipRenderCheck]  do not render each page in the live shell first, on the server or in Chromium (emergencies)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ record: object, pointer: object, pruned: string[], registry?: object }>}
 */
async function deploy({ app, store, skipTests = false, makeCurrent = true, skipRenderCheck = false, log = console.log }) {
  if (!app.dir) throw new DeployRefused(`${app.name} has no workspace in this checkout: there is nothing to build and deploy.`);
  if (!app.isShell) refuseIf(await problemsBeforeBuild(store, app), `Deploy of ${app.name}`);
  const appDir = path.join(REPO_ROOT, app.dir);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), `forkful-deploy-${app.name}-`));
  try {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
    const built = await timed(log, `build ${app.dir} (production)`, () => run(process.execPath, [webpackCli, '--mode', 'production', '--output-path', buildDir], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
    }));
    if (built !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: the build failed (exit ${built}); nothing was changed.`);
    const summary = summarize(app, buildDir);
    refuseIf(await timed(log, 'verify against what is live', () => problemsGoingLive(store, app, summary)), `Deploy of ${app.name}`);
    if (skipRenderCheck) log('render checks (server and Chromium): skipped (--skip-render-check)');
    else await refuseIfPagesFail({ store, app, dir: buildDir, routes: summary.routes, log, what: `Deploy of ${app.name}` });
    // After the build, not beside it: the production build already uses both cores (measured: a one-page remote's
    // deploy took 25.8 s one after the other, 27.7 s side by side).
    if (skipTests) log(`tests of ${app.dir}: skipped (--skip-tests)`);
    else {
      // The tests only strip types (SWC), as the build does: the app's own type check is part of its tests.
      if (hasScript(app, 'typecheck')) {
        const checked = await timed(log, `type check of ${app.dir}`, () => run('npm', ['run', '--silent', 'typecheck', '-w', packageName(app)], { cwd: REPO_ROOT }));
        if (checked !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: its type check failed (exit ${checked}); nothing was changed.`);
      }
      const tested = await timed(log, `tests of ${app.dir}`, () => run('npm', ['test', '--silent', '-w', packageName(app), '--', '--ci'], { cwd: REPO_ROOT }));
      if (tested !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: its tests failed (exit ${tested}); nothing was changed.`);
    }

    const record = await timed(log, `upload to ${store.description}`, () => releases.uploadVersion(store, app, buildDir, gitInfo(app)));
    const { pointer, pruned, registry } = await timed(log, makeCurrent ? 'switch' : 'record (not current)', () => store.withLock(async () => {
      // What is live may have changed while this one built: check again under the lock, right before the switch.
      refuseIf(await problemsGoingLive(store, app, record), `Deploy of ${app.name}`);
      const committed = await releases.commitVersion(store, app, record, { makeCurrent });
      return { ...committed, registry: makeCurrent ? (await writeRegistry(store)).registry : undefined };
    }));
    return { record, pointer, pruned, registry };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

/** Makes version `id` (default: the one before the current) current, after the same checks as a deploy. */
async function rollback({ app, store, id, force = false, skipRenderCheck = false, log = () => undefined }) {
  return store.withLock(async () => {
    const target = id || (await releases.versionBefore(store, app));
    const record = await releases.readRecord(store, app, target);
    if (!record) throw new DeployRefused(`${app.name} has no version ${target} (see \`npm run deployments -- ${app.name}\`).`);
    const what = `Switching ${app.name} to ${target}`;
    if (!force) refuseIf(await problemsGoingLive(store, app, record, { version: target }), what, '\n(--force switches anyway)');
    if (!force && !skipRenderCheck) {
      await refuseIfPagesFail({ store, app, dir: path.join(store.root || '', app.name, 'versions', target), routes: record.routes, version: target, log, what });
    }
    const pointer = await releases.switchTo(store, app, target);
    await writeRegistry(store);
    return pointer;
  });
}

// publishFirstVersions and retire live in their own files; re-exported for the callers that know this module.
module.exports = { deploy, rollback, publishFirstVersions, retire, DeployRefused };
