#!/usr/bin/env node
'use strict';
/**
 * `npm test`: everything a fresh clone needs to prove it works.
 *   1. Chromium: installed with apt when missing (as root), else a clear message.
 *   2. Build: contracts, embedded-mongo, api, the shell and every remote workspace in production mode (lerna + Nx:
 *      what did not change comes from the local cache).
 *   3. Unit tests of every workspace (jest), one after another, continuing after a failure.
 *   4. Browser tests (e2e workspace: its globalSetup starts the built stack on free ports and stops it).
 *   5. One summary line, `tests: N passed, N failed`; exit code 1 when anything failed.
 * Each phase prints its duration. Everything started here is stopped, also on failure or Ctrl-C.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { installShutdownHooks, runCommand, stopAll, killTree } = require('./lib/processes');
const { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES } = require('./lib/build');
const { remoteApps } = require('../deploy/src/apps');
const { phase, seconds } = require('./lib/cli');

const REPO_ROOT = path.resolve(__dirname, '..');
const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output');
const LOG_DIR = path.join(OUTPUT_DIR, 'logs');
/** Every workspace with unit tests, in this order; the remotes are the workspaces found on disk (config/frontend-apps.js). */
const UNIT_WORKSPACES = ['contracts', 'embedded-mongo', 'api', 'deploy', 'ui', 'shell', ...remoteApps().map((app) => app.dir), 'architecture'];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) {
    console.log(`Chromium: ${CHROMIUM_PATH}`);
    return;
  }
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist.`);
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      'Chromium is missing (/usr/bin/chromium) and this is not root, so it cannot be installed automatically.\n' +
      'Install it once with:  sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary, then run npm test again.',
    );
  }
  const logFile = path.join(LOG_DIR, 'apt.log');
  console.log(`Chromium is missing: installing it with apt (log: ${logFile})...`);
  const script = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';
  // Serialize with anyone else using apt on this machine.
  const [command, args] = commandExists('flock') ? ['flock', ['/tmp/apt.lock', 'sh', '-c', script]] : ['sh', ['-c', script]];
  const result = await runCommand({ name: 'apt', command, args, logFile });
  if (result.code !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Installing Chromium failed (exit ${result.code}); see ${logFile}:\n${result.tail}`);
  }
  console.log('Chromium installed.');
}

/** Counts from a jest --json result file; a run that left no file (it crashed) counts as one failure. */
function readJestResult(file, exitCode) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, crashed: true };
  }
  const passed = json.numPassedTests || 0;
  // Suites that could not run (a compile error, a failing beforeAll) hide their tests: count each as a failure.
  let failed = (json.numFailedTests || 0) + (json.numRuntimeErrorTestSuites || 0);
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed, crashed: false };
}

async function runJest(label, workspace, file, extraEnv = {}) {
  fs.rmSync(file, { force: true });
  const started = Date.now();
  const result = await runCommand({
    name: label,
    command: 'npm',
    args: ['test', '--silent', '-w', workspace, '--', '--ci', '--json', `--outputFile=${file}`],
    cwd: REPO_ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: process.stdout.isTTY ? '1' : process.env.FORCE_COLOR || '0', ...extraEnv },
    inheritOutput: true,
  });
  const counts = readJestResult(file, result.code);
  return { label, ...counts, code: result.code, duration: Date.now() - started };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** If the e2e run was killed before its teardown, stop the servers it left (their pids are in stack.json). */
const E2E_STACK_FILE = path.join(OUTPUT_DIR, `stack-test-${process.pid}.json`);
async function stopLeftoverStack() {
  const file = E2E_STACK_FILE;
  if (!fs.existsSync(file)) return;
  let info;
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return; // An unreadable file: nothing to stop.
  }
  if (info.stoppedAt) return;
  for (const pid of (info.pids || []).filter(isAlive)) {
    console.log(`Stopping a leftover browser-test process ${pid}`);
    await killTree(pid, 'SIGKILL');
  }
  fs.rmSync(file, { force: true });
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(LOG_DIR, { recursive: true });
  installShutdownHooks(stopLeftoverStack);
  const results = [];
  const problems = [];

  await phase('chromium', ensureChromium);

  const buildLog = path.join(LOG_DIR, 'build.log');
  const build = await phase('build (production)', () =>
    buildWorkspaces([...SERVER_WORKSPACES, ...FRONTEND_WORKSPACES], { logFile: buildLog }));
  if (!build.ok) problems.push(`build failed (log: ${buildLog}):\n${build.tail}`);

  await phase('unit tests', async () => {
    for (const dir of UNIT_WORKSPACES) {
      const pkg = require(path.join(REPO_ROOT, dir, 'package.json'));
      console.log(`\n--- ${pkg.name}`);
      results.push(await runJest(dir, pkg.name, path.join(OUTPUT_DIR, `jest-${dir}.json`)));
    }
  });

  if (!build.ok) {
    problems.push('browser tests skipped: the build failed');
  } else {
    await phase('browser tests', async () => {
      try {
        results.push(await runJest('e2e', '@forkful/e2e', path.join(OUTPUT_DIR, 'jest-e2e.json'), { FORKFUL_E2E_STACK_FILE: E2E_STACK_FILE }));
      } finally {
        await stopLeftoverStack();
      }
    });
  }

  console.log('\nResults:');
  for (const r of results) {
    const state = r.crashed ? 'did not report (crashed or did not compile)' : `${r.passed} passed, ${r.failed} failed`;
    console.log(`  ${r.label.padEnd(15)} ${state}  (${seconds(r.duration)})`);
    if (r.failed) problems.push(`${r.label}: ${r.crashed ? 'no results' : `${r.failed} failed`}`);
  }
  for (const problem of problems) console.log(`  ! ${problem}`);
  console.log(`  total time ${seconds(Date.now() - started)}; screenshots in ${path.join(OUTPUT_DIR, 'screenshots')}`);

  const passed = results.reduce((n, r) => n + r.passed, 0);
  let failed = results.reduce((n, r) => n + r.failed, 0);
  // A failed build or skipped browser run is a failure even though no test reported it.
  if (failed === 0 && problems.length) failed = 1;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return failed === 0 && problems.length === 0 ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(`\n${error.message}`);
    console.log('tests: 0 passed, 1 failed');
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
