/**
 * Child processes for start, serve, test and the e2e globalSetup, spawned with execa and stopped with tree-kill (so
 * stopping one also stops whatever it spawned). Each runs detached, in its own process group: a Ctrl-C in the terminal
 * reaches only this script, which then stops the parts in order (the API before the Auth emulator it still needs).
 * Output goes either to the console, one prefixed and colored line at a time, or to a log file.
 */
import fs from 'node:fs';
import path from 'node:path';
import treeKill from 'tree-kill';

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
const useColor = Boolean(process.stdout.isTTY || process.env.FORCE_COLOR) && !process.env.NO_COLOR;
export const paint = (code: number, text: string): string => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
/** A pause that does not keep Node running by itself (a grace period must not hold up a test runner's exit). */
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface StartProcessOptions {
  /** Short label used as log prefix. */
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  /** The full environment (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** Write output there instead of the console. */
  logFile?: string;
  /** How long stop() waits after the stop signal before SIGKILL. */
  graceMs?: number;
  /** First signal sent by stop() (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /** Pass stdout/stderr straight through (keeps a test runner's colors). */
  inheritOutput?: boolean;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A started process, as startProcess returns it. */
export interface ProcessHandle {
  name: string;
  /** The command line, for messages. */
  command: string;
  /** Undefined when it could not be started. */
  pid: number | undefined;
  logFile?: string;
  graceMs: number;
  stopSignal: NodeJS.Signals;
  /** Null while it runs and after a signal; -1 when it could not be started. */
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  running: boolean;
  /** Its last output lines. */
  tail: () => string;
  stop: () => Promise<void>;
  /** Settles when it has exited (never rejects). */
  exited: Promise<ProcessExit>;
  /** Set while stopProcess stops it. */
  stopping?: Promise<void>;
  /** Set by superviseProcess (scripts/lib/supervise): it is started again when it dies. */
  supervised?: boolean;
}

/** Every process started here and not yet stopped. */
const tracked = new Set<ProcessHandle>();
let colorIndex = 0;

/** Signal a process and its descendants; a tree that is already gone is not an error. */
export const killTree = (pid: number, signal: NodeJS.Signals | number): Promise<void> =>
  new Promise((resolve) => treeKill(pid, signal, () => resolve()));

/** Where one child's lines go: the console (prefixed) or its log file; the last 60 are kept for error messages. */
function lineSink(name: string, command: string, args: string[], logFile: string | undefined) {
  const prefix = paint(COLORS[colorIndex++ % COLORS.length], `[${name}]`.padEnd(12));
  const tail: string[] = [];
  let log: fs.WriteStream | undefined;
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    log = fs.createWriteStream(logFile, { flags: 'a' });
    log.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  }
  const write = (line: string) => {
    tail.push(line);
    if (tail.length > 60) tail.shift();
    if (log) log.write(`${line}\n`);
    else process.stdout.write(`${prefix} ${line}\n`);
  };
  return { write, tail: () => tail.join('\n'), end: () => log && log.end() };
}

/** Start a long-running child process. */
export async function startProcess({
  name, command, args = [], cwd, env = process.env, logFile, graceMs = 5000, stopSignal = 'SIGTERM', inheritOutput = false,
}: StartProcessOptions): Promise<ProcessHandle> {
  const { execa } = await import('execa');
  const sink = lineSink(name, command, args, logFile);
  // Lines arrive as strings (execa's default encoding, line by line); execa types a transform's input as unknown.
  const toSink = function* toSink(line: unknown) { sink.write(line as string); };
  const child = execa(command, args, {
    cwd, env, extendEnv: false, detached: true, reject: false, buffer: false, stdin: 'ignore',
    stdout: inheritOutput ? 'inherit' : toSink,
    stderr: inheritOutput ? 'inherit' : toSink,
  });
  const exited = child.then((result): ProcessExit => {
    if (result.failed && result.exitCode === undefined && !result.signal) sink.write(`failed to start ${command}: ${result.shortMessage}`);
    Object.assign(handle, { running: false, exitCode: result.exitCode ?? (result.signal ? null : -1), exitSignal: result.signal ?? null });
    sink.end();
    return { code: handle.exitCode, signal: handle.exitSignal };
  });
  const handle: ProcessHandle = {
    name, command: `${command} ${args.join(' ')}`, pid: child.pid, logFile, graceMs, stopSignal,
    exitCode: null, exitSignal: null, running: true, tail: sink.tail,
    stop: () => stopProcess(handle),
    exited,
  };
  if (child.pid) tracked.add(handle);
  return handle;
}

/** Stop one process and its descendants: stopSignal (SIGTERM) first, SIGKILL after the grace period. */
export async function stopProcess(handle: ProcessHandle): Promise<void> {
  const { pid } = handle;
  if (!pid) return undefined;
  if (!handle.stopping) {
    handle.stopping = (async () => {
      if (handle.running) await killTree(pid, handle.stopSignal);
      await Promise.race([handle.exited, delay(handle.graceMs)]);
      if (handle.running) await killTree(pid, 'SIGKILL');
      // Wait (briefly) for the exit so its output is flushed.
      await Promise.race([handle.exited, delay(1000)]);
      tracked.delete(handle);
    })();
  }
  return handle.stopping;
}

export const shutdown = { started: false };

/** Stop every tracked process (in parallel: each one gets its own grace period). */
export async function stopAll(): Promise<void> {
  shutdown.started = true;
  await Promise.all([...tracked].reverse().map((h) => stopProcess(h)));
}

/** Last resort on process exit, where nothing can be awaited (tree-kill is asynchronous): kill each process group. */
export function killAllNow(): void {
  shutdown.started = true;
  for (const handle of tracked) {
    try {
      process.kill(-(handle.pid as number), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  tracked.clear();
}

/** Run a command to completion (a build step): { code, tail }, never rejects for a non-zero exit; Ctrl-C stops it. */
export async function runCommand(options: StartProcessOptions): Promise<{ code: number; signal: NodeJS.Signals | null; tail: string }> {
  const handle = await startProcess(options);
  const { code, signal } = await handle.exited;
  tracked.delete(handle);
  return { code: code === null ? 1 : code, signal, tail: handle.tail() };
}

let hooksInstalled = false;
/**
 * Ctrl-C / SIGTERM stop everything (then exit with the conventional code); a second Ctrl-C at least a second
 * later kills at once. On any exit, whatever is still running is killed.
 * `beforeExit`: extra cleanup run on a signal (e.g. stop the stack in order).
 */
export function installShutdownHooks(beforeExit?: () => Promise<unknown> | unknown): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstSignalAt) {
      // npm forwards the terminal's SIGINT too, so ignore a duplicate arriving right after the first.
      if (now - firstSignalAt > 1000) {
        process.stderr.write('\nKilling everything now.\n');
        killAllNow();
        process.exit(130);
      }
      return;
    }
    firstSignalAt = now;
    process.stderr.write(`\n${signal}: stopping everything...\n`);
    Promise.resolve()
      .then(() => beforeExit && beforeExit())
      .catch(() => {})
      .then(stopAll)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  process.on('exit', killAllNow);
}

/** Every process started here and not yet stopped. */
export const trackedProcesses = (): ProcessHandle[] => [...tracked];
