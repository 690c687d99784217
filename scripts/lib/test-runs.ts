/**
 * One run of a workspace's tests for `npm test` (scripts/test.ts): jest with a JSON report, its counts, and what to
 * print about it. A run in the background (`quiet`) writes its output to a log file and prints one line when it ends,
 * plus the failed tests' messages; a run in the foreground prints jest's own output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { frontendApps } from '@forkful/deploy/src/apps';
import { paint, REPO_ROOT, runCommand, seconds, workspaces, type Workspace } from '@forkful/platform';

/** Background runs give way to the foreground (the browser tests, the build): they take the CPU those leave idle. */
const BACKGROUND_NICENESS = '19';

/** The frontends' type check: one program for all of them (tsconfig.frontends.json). */
export const TYPECHECK_ARGS = ['-p', 'tsconfig.frontends.json'];
/** The Node tool packages' type check: one program for all of them (tsconfig.tooling.json). */
export const TOOLING_TYPECHECK_ARGS = ['-p', 'tsconfig.tooling.json'];
/** The browser tests' type check (with the DOM: they run functions in the page); jest only strips their types. */
export const E2E_TYPECHECK_ARGS = ['-p', 'e2e/tsconfig.json'];

/**
 * What a workspace's tests read, as its package.json says (`forkful.tests`), which decides when `npm test` runs them
 * beside the browser tests, whose drills change the checkout (scripts/test.ts):
 * - `reads-frontend-sources` (every frontend app found on disk, whatever it says): before those drills start;
 * - `self-contained`: any time, they read nothing the drills change;
 * - `reads-checkout` (the default, the safe one): after the browser tests;
 * - `browser`: the browser tests themselves.
 */
const TEST_KINDS = ['reads-frontend-sources', 'self-contained', 'reads-checkout', 'browser'] as const;
type TestKind = (typeof TEST_KINDS)[number];

function testKindOf(ws: Workspace, frontendDirs: Set<string | undefined>): TestKind {
  if (frontendDirs.has(ws.dir)) return 'reads-frontend-sources';
  const kind = ws.pkg.forkful?.tests ?? 'reads-checkout';
  if (!isTestKind(kind)) throw new Error(`${ws.dir}/package.json: forkful.tests is "${kind}"; one of ${TEST_KINDS.join(', ')}`);
  return kind;
}

function isTestKind(kind: string): kind is TestKind {
  return (TEST_KINDS as readonly string[]).includes(kind);
}

const TEST_FILE = /\.(test|spec|e2e-spec)\.[cm]?[jt]sx?$/;

function testFileCount(ws: Workspace): number {
  const files = fs.readdirSync(path.join(REPO_ROOT, ws.dir), { recursive: true, encoding: 'utf8' });
  return files.filter((file) => TEST_FILE.test(file) && !file.split(path.sep).some((part) => part === 'node_modules' || part === 'dist')).length;
}

/** Every workspace with a `test` script (@forkful/platform's workspaces(): the root's one list), by what its tests read. */
export function unitTestWorkspaces(): { readsFrontendSources: string[]; selfContained: string[]; readsCheckout: string[] } {
  const frontendDirs = new Set(frontendApps().map((app) => app.dir));
  const tested = workspaces().filter((ws) => ws.pkg.scripts?.test);
  // The largest suites first (by test files), so the long ones start while the browser tests still leave CPU idle.
  const ofKind = (kind: TestKind) => tested.filter((ws) => testKindOf(ws, frontendDirs) === kind).sort((a, b) => testFileCount(b) - testFileCount(a)).map((ws) => ws.dir);
  return {
    readsFrontendSources: ofKind('reads-frontend-sources'),
    selfContained: ofKind('self-contained'),
    readsCheckout: ofKind('reads-checkout'),
  };
}

/** What `jest --json` writes, as far as it is read here. */
interface JestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrorTestSuites?: number;
  testResults?: {
    name: string;
    failureMessage?: string | null;
    assertionResults?: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

export interface JestResult {
  passed: number;
  failed: number;
  crashed: boolean;
  failures: string[];
}

/** One finished run (a workspace's jest or a check), as the summary reads it. */
export interface Run extends JestResult {
  label: string;
  /** A check (the type check) rather than a test run: passed or failed as a whole. */
  check?: boolean;
  code?: number;
  duration: number;
  logFile?: string;
}

/** Counts from a jest --json result file; a run that left no file (it crashed) counts as one failure. */
export function readJestResult(file: string, exitCode: number): JestResult {
  let json: JestReport;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8')) as JestReport;
  } catch {
    return { passed: 0, failed: 1, crashed: true, failures: [] };
  }
  const passed = json.numPassedTests || 0;
  // Suites that could not run (a compile error, a failing beforeAll) hide their tests: count each as a failure.
  let failed = (json.numFailedTests || 0) + (json.numRuntimeErrorTestSuites || 0);
  if (exitCode !== 0 && failed === 0) failed = 1;
  const failures = (json.testResults || []).flatMap((suite) => {
    const file = path.relative(REPO_ROOT, suite.name);
    const tests = (suite.assertionResults || []).filter((t) => t.status === 'failed').map((t) => `${file} > ${t.fullName}\n${t.failureMessages.join('\n')}`);
    return tests.length || !suite.failureMessage ? tests : [`${file}\n${suite.failureMessage}`];
  });
  return { passed, failed, crashed: false, failures };
}

/**
 * The command as given, or at low priority. Every command runs detached, in a session of its own, and Linux schedules each session as one group (autogroup) sharing the CPU equally with the others, so a
 * process's own nice value only ranks it inside its session: the session's nice (/proc/self/autogroup) is what makes
 * the whole background give way to the browser tests' sessions. Where autogroup is off, the process's nice does it.
 */
function commandOf(command: string, args: string[], lowPriority: boolean): { command: string; args: string[] } {
  if (!lowPriority) return { command, args };
  const script = `echo ${BACKGROUND_NICENESS} > /proc/self/autogroup 2>/dev/null; exec nice -n ${BACKGROUND_NICENESS} "$@"`;
  return { command: 'sh', args: ['-c', script, 'sh', command, ...args] };
}

export interface JestRunOptions {
  /** The workspace folder, as the summary shows it. */
  label: string;
  /** Its package name. */
  workspace: string;
  /** Where the JSON report (and a background run's log) go. */
  outputDir: string;
  /** Beside the browser tests: output to a log, a line at the end. */
  background?: boolean;
  /** At low priority (default: when in the background); a run the browser tests wait for keeps normal priority. */
  lowPriority?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Runs one workspace's jest and reads its report. */
export async function runJest({ label, workspace, outputDir, background = false, lowPriority = background, env = {} }: JestRunOptions): Promise<Run> {
  const file = path.join(outputDir, `jest-${label}.json`);
  const logFile = background ? path.join(outputDir, 'logs', `unit-${label}.log`) : undefined;
  fs.rmSync(file, { force: true });
  if (logFile) fs.rmSync(logFile, { force: true });
  const started = Date.now();
  if (!background) console.log(`\n--- ${workspace}`);
  const { command, args } = commandOf('npm', ['test', '--silent', '-w', workspace, '--', '--ci', '--json', `--outputFile=${file}`], lowPriority);
  const result = await runCommand({
    name: label,
    command,
    args,
    cwd: REPO_ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: background ? '0' : process.stdout.isTTY ? '1' : process.env.FORCE_COLOR || '0', ...env },
    inheritOutput: !background,
    logFile,
  });
  const run = { label, ...readJestResult(file, result.code), code: result.code, duration: Date.now() - started, logFile };
  if (background) printBackgroundRun(run);
  return run;
}

/** A check that is not jest (the type check): passed or failed as a whole, its output in a log. */
export async function runCheck({ label, command, args, outputDir, background = false, lowPriority = background }: {
  label: string; command: string; args: string[]; outputDir: string; background?: boolean; lowPriority?: boolean;
}): Promise<Run> {
  const logFile = path.join(outputDir, 'logs', `${label}.log`);
  fs.rmSync(logFile, { force: true });
  const started = Date.now();
  const result = await runCommand({ name: label, ...commandOf(command, args, lowPriority), cwd: REPO_ROOT, logFile });
  const ok = result.code === 0;
  const run = { label, check: true, passed: 0, failed: ok ? 0 : 1, crashed: false, failures: ok ? [] : [result.tail], duration: Date.now() - started, logFile };
  printBackgroundRun(run);
  return run;
}

function printBackgroundRun(run: Run): void {
  const state = run.check ? (run.failed ? 'FAILED' : 'ok') : run.crashed ? 'did not report (crashed or did not compile)' : `${run.passed} passed, ${run.failed} failed`;
  console.log(paint(run.failed ? 31 : 2, `[unit] ${run.label}: ${state} (${seconds(run.duration)}; log: ${path.relative(REPO_ROOT, run.logFile ?? '')})`));
  for (const failure of run.failures) console.log(paint(31, `[unit] ✕ ${failure}`));
}
