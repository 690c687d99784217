'use strict';
/**
 * One app's way to production: build it alone, verify it against what is live, run its tests, upload it as a new
 * immutable version and switch the pointer, all or nothing. Also rollback/promote (a pointer switch, verified too)
 * and the first publish of existing builds (what `npm run serve` does on a fresh clone).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { APPS, REMOTE_APPS, REPO_ROOT, packageName } = require('./apps');
const releases = require('./releases');
const { checkRemote, checkShell } = require('./verify');

class DeployRefused extends Error {}

function run(command, args, { cwd, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code === null ? 1 : code));
  });
}

/** The checkout's commit, and whether the app's folder differs from it. */
function gitInfo(app) {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return { commit: 'nogit', dirty: false };
  const status = spawnSync('git', ['status', '--porcelain', '--', app.dir, 'config', 'contracts', 'ui'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim(), dirty: Boolean(status.stdout.trim()) };
}

/** The live summaries of every app (undefined where nothing is live). */
async function liveSummaries(store) {
  const entries = await Promise.all(APPS.map(async (app) => [app.federationName, await releases.currentVersion(store, app)]));
  return Object.fromEntries(entries);
}

function repositoryRequires() {
  return require('@forkful/contracts/core').REMOTES;
}

/** Every reason `summary` must not become the live version of `app`. */
async function problemsGoingLive(store, app, summary) {
  const live = await liveSummaries(store);
  if (app.isShell) {
    const remotes = Object.fromEntries(REMOTE_APPS.map((r) => [r.federationName, live[r.federationName]]));
    return checkShell(summary, remotes);
  }
  return checkRemote(app.federationName, summary, live.shell, repositoryRequires());
}

function refuseIf(problems, what) {
  if (problems.length) throw new DeployRefused(`${what} refused; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ record: object, pointer: object, pruned: string[] }>}
 */
async function deploy({ app, store, skipTests = false, makeCurrent = true, log = console.log }) {
  const appDir = path.join(REPO_ROOT, app.dir);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), `forkful-deploy-${app.name}-`));
  try {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
    const built = await timed(log, `build ${app.dir} (production)`, () => run(process.execPath, [webpackCli, '--mode', 'production', '--output-path', buildDir], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
    }));
    if (built !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: the build failed (exit ${built}); nothing was changed.`);

    const summary = releases.summarizeBuild(buildDir);
    refuseIf(await timed(log, 'verify against what is live', () => problemsGoingLive(store, app, summary)), `Deploy of ${app.name}`);

    if (skipTests) log(`tests of ${app.dir}: skipped (--skip-tests)`);
    else {
      const tested = await timed(log, `tests of ${app.dir}`, () => run('npm', ['test', '--silent', '-w', packageName(app), '--', '--ci'], { cwd: REPO_ROOT }));
      if (tested !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: its tests failed (exit ${tested}); nothing was changed.`);
    }

    const record = await timed(log, `upload to ${store.description}`, () => releases.uploadVersion(store, app, buildDir, gitInfo(app)));
    const { pointer, pruned } = await timed(log, makeCurrent ? 'switch' : 'record (not current)', () => store.withLock(async () => {
      // What is live may have changed while this one built: check again under the lock, right before the switch.
      refuseIf(await problemsGoingLive(store, app, record), `Deploy of ${app.name}`);
      return releases.commitVersion(store, app, record, { makeCurrent });
    }));
    return { record, pointer, pruned };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

/** Makes version `id` (default: the one before the current) current, after the same checks as a deploy. */
async function rollback({ app, store, id, force = false }) {
  return store.withLock(async () => {
    const target = id || (await releases.versionBefore(store, app));
    const record = await releases.readRecord(store, app, target);
    if (!record) throw new DeployRefused(`${app.name} has no version ${target} (see \`npm run deployments -- ${app.name}\`).`);
    if (!force) refuseIf(await problemsGoingLive(store, app, record), `Switching ${app.name} to ${target}`);
    return releases.switchTo(store, app, target);
  });
}

/** Publishes `dist/` of each app that has no version in the store yet (a fresh clone's first `npm run serve`). */
async function publishFirstVersions({ store, apps = APPS, log = console.log }) {
  const published = [];
  for (const app of apps) {
    if (await releases.readPointer(store, app)) continue;
    const distDir = path.join(REPO_ROOT, app.dir, 'dist');
    if (!fs.existsSync(distDir)) throw new Error(`${app.dir}/dist is missing: build it before publishing.`);
    await store.withLock(async () => {
      if (await releases.readPointer(store, app)) return;
      const record = await releases.uploadVersion(store, app, distDir, gitInfo(app));
      await releases.commitVersion(store, app, record);
      published.push(record);
      log(`${app.dir}: published its build as the first version ${record.id}`);
    });
  }
  return published;
}

module.exports = { deploy, rollback, publishFirstVersions, DeployRefused };
