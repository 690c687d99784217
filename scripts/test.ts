/**
 * `npm test`: everything a fresh clone needs to prove it works, in about the time the browser tests take.
 *   1. Chromium: installed with apt when missing (as root), else a clear message.
 *   2. Build the API and its packages (lerna + Nx: what did not change comes from the local cache).
 *   3. Then, at once:
 *      - the foreground: the frontends' production build, then the browser tests (e2e workspace: its globalSetup
 *        starts the built stack on free ports, and one Chromium, and stops them); jest's output on the console;
 *      - two background lanes, each test run a line on the console and a log in test-output/logs:
 *        the checkout lane: the frontends' type check (tsconfig.frontends.json), then the unit tests that read the
 *        frontends' sources or the whole checkout (deploy, the import rules, any workspace that says nothing), after
 *        which the browser tests that change the checkout may start (E2E_CHECKOUT_GATE: the new-remote drill adds
 *        mfe-hello/), at normal priority since the drills wait for it; the self-contained lane, at low priority:
 *        the suites that read nothing those drills change (the API, the
 *        database, ...), the largest first (`forkful.tests` in each package.json says which kind:
 *        scripts/lib/test-runs.ts), then the type checks of the Node tool packages (tsconfig.tooling.json) and the
 *        browser tests (e2e/tsconfig.json).
 *      The browser tests wait on the network and the browser much of the time; the background takes that idle CPU
 *      and gives way whenever the foreground needs it.
 *      Every workspace with a `test` script in the root's workspaces list runs once.
 *   4. One summary line, `tests: N passed, N failed`; exit code 1 when anything failed.
 * Each phase prints its duration. Everything started here is stopped, also on failure or Ctrl-C.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH, installShutdownHooks, killTree, phase, REPO_ROOT, runCommand, seconds, stopAll } from '@forkful/platform';
import { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES, workspacePackageName } from './lib/build';
import { runJest, runCheck, unitTestWorkspaces, E2E_TYPECHECK_ARGS, TOOLING_TYPECHECK_ARGS, TYPECHECK_ARGS, type Run } from './lib/test-runs';

const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output');
const LOG_DIR = path.join(OUTPUT_DIR, 'logs');
const UNIT_WORKSPACES = unitTestWorkspaces();
const TSC_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsc');

function commandExists(name: string): boolean {
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
  const [command, args]: [string, string[]] = commandExists('flock') ? ['flock', ['/tmp/apt.lock', 'sh', '-c', script]] : ['sh', ['-c', script]];
  const result = await runCommand({ name: 'apt', command, args, logFile });
  if (result.code !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Installing Chromium failed (exit ${result.code}); see ${logFile}:\n${result.tail}`);
  }
  console.log('Chromium installed.');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** If the e2e run was killed before its teardown, stop the servers it left (their pids are in stack.json). */
const E2E_STACK_FILE = path.join(OUTPUT_DIR, `stack-test-${process.pid}.json`);
/** Created when the browser tests may change the checkout (e2e/support/checkout.ts). */
const E2E_CHECKOUT_GATE = path.join(OUTPUT_DIR, `checkout-gate-${process.pid}`);
async function stopLeftoverStack() {
  const file = E2E_STACK_FILE;
  if (!fs.existsSync(file)) return;
  let info: { stoppedAt?: string; pids?: number[] };
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof info;
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
  fs.rmSync(E2E_CHECKOUT_GATE, { force: true });
  installShutdownHooks(stopLeftoverStack);
  const results: Run[] = [];
  const problems: string[] = [];

  await phase('chromium', ensureChromium);

  const buildLog = path.join(LOG_DIR, 'build.log');
  const serverBuild = await phase('build: the API and its packages (production)', () => buildWorkspaces(SERVER_WORKSPACES, { logFile: buildLog }));
  if (!serverBuild.ok) problems.push(`build failed (log: ${buildLog}):\n${serverBuild.tail}`);

  const unitRun = (dir: string, lowPriority: boolean) => runJest({ label: dir, workspace: workspacePackageName(dir), outputDir: OUTPUT_DIR, background: true, lowPriority });
  // Two background lanes beside the browser tests, from the start:
  // - the checks and the tests that read the checkout (the frontends' type check and unit tests, deploy, the import
  //   rules), after which the browser tests that change the checkout may start (E2E_CHECKOUT_GATE). The drills wait
  //   for it, so it keeps normal priority: at low priority it ended minutes after the other browser tests;
  // - the self-contained suites (the API's, the database's, ...), the longest first, then the type checks of the
  //   tool packages and the browser tests: at low priority, in the CPU the rest leaves idle.
  const checkoutLane = (async () => {
    results.push(await runCheck({ label: 'typecheck', command: TSC_BIN, args: TYPECHECK_ARGS, outputDir: OUTPUT_DIR, background: true, lowPriority: false }));
    for (const dir of [...UNIT_WORKSPACES.readsFrontendSources, ...UNIT_WORKSPACES.readsCheckout]) results.push(await unitRun(dir, false));
    fs.writeFileSync(E2E_CHECKOUT_GATE, '');
  })();
  const selfContainedLane = (async () => {
    for (const dir of UNIT_WORKSPACES.selfContained) results.push(await unitRun(dir, true));
    // They read no frontend: here they leave the checkout lane, and the drills' gate, sooner.
    results.push(await runCheck({ label: 'typecheck-tools', command: TSC_BIN, args: TOOLING_TYPECHECK_ARGS, outputDir: OUTPUT_DIR, background: true }));
    results.push(await runCheck({ label: 'typecheck-e2e', command: TSC_BIN, args: E2E_TYPECHECK_ARGS, outputDir: OUTPUT_DIR, background: true }));
  })();
  const backgroundLane = Promise.all([checkoutLane, selfContainedLane]);

  await phase('build: the frontends (production), then the browser tests; unit tests beside them', async () => {
    const frontendBuild = await buildWorkspaces(FRONTEND_WORKSPACES, { logFile: buildLog });
    if (!serverBuild.ok || !frontendBuild.ok) {
      if (!frontendBuild.ok) problems.push(`build failed (log: ${buildLog}):\n${frontendBuild.tail}`);
      problems.push('browser tests skipped: the build failed');
    } else {
      try {
        results.push(await runJest({ label: 'e2e', workspace: '@forkful/e2e', outputDir: OUTPUT_DIR, env: { FORKFUL_E2E_STACK_FILE: E2E_STACK_FILE, FORKFUL_E2E_CHECKOUT_GATE: E2E_CHECKOUT_GATE } }));
      } finally {
        await stopLeftoverStack();
      }
    }
    await backgroundLane;
    fs.rmSync(E2E_CHECKOUT_GATE, { force: true });
  });

  console.log('\nResults:');
  for (const r of results) {
    if (r.check) {
      console.log(`  ${r.label.padEnd(15)} ${r.failed ? 'FAILED' : 'ok'}  (${seconds(r.duration)})`);
      if (r.failed) problems.push(`${r.label} failed (log: ${r.logFile})`);
      continue;
    }
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
  .catch((error: Error) => {
    console.error(`\n${error.message}`);
    console.log('tests: 0 passed, 1 failed');
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
