'use strict';
/**
 * Child processes for start, serve, test and the e2e globalSetup, spawned with execa and stopped with tree-kill (so
 * stopping one also stops whatever it spawned). Each runs detached, in its own process group: a Ctrl-C in the terminal
 * reaches only this script, which then stops the parts in order (the API before the Auth emulator it still needs).
 * Output goes either to the console, one prefixed and colored line at a time, or to a log file.
 */
const fs = require('fs');
const path = require('path');
const { promisify } = require('util');
const treeKill = promisify(require('tree-kill'));

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
const useColor = Boolean(process.stdout.isTTY || process.env.FORCE_COLOR) && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
/** A pause that does not keep Node running by itself (a grace period must not hold up a test runner's exit). */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Every process started here and not yet stopped. */
const tracked = new Set();
let colorIndex = 0;

/** Signal a process and its descendants; a tree that is already gone is not an error. */
const killTree = (pid, signal) => treeKill(pid, signal).catch(() => {});

/** Where one child's lines go: the console (prefixed) or its log file; the last 60 are kept for error messages. */
function lineSink(name, command, args, logFile) {
  const prefix = paint(COLORS[colorIndex++ % COLORS.length], `[${name}]`.padEnd(12));
  const tail = [];
  let log;
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    log = fs.createWriteStream(logFile, { flags: 'a' });
    log.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  }
  const write = (line) => {
    tail.push(line);
    if (tail.length > 60) tail.shift();
    if (log) log.write(`${line}\n`);
    else process.stdout.write(`${prefix} ${line}\n`);
  };
  return { write, tail: () => tail.join('\n'), end: () => log && log.end() };
}

/**
 * Start a long-running child process.
 * @param {object} options
 * @param {string} options.name     short label used as log prefix
 * @param {string} options.command
 * @param {string[]} [options.args]
 * @param {string} [options.cwd]
 * @param {object} [options.env]    full environment (defaults to process.env)
 * @param {string} [options.logFile] write output there instead of the console
 * @param {number} [options.graceMs] how long stop() waits after the stop signal before SIGKILL
 * @param {string} [options.stopSignal] first signal sent by stop() (default SIGTERM)
 * @param {boolean} [options.inheritOutput] pass stdout/stderr straight through (keeps a test runner's colors)
 */
async function startProcess({ name, command, args = [], cwd, env = process.env, logFile, graceMs = 5000, stopSignal = 'SIGTERM', inheritOutput = false }) {
  const { execa } = await import('execa');
  const sink = lineSink(name, command, args, logFile);
  const toSink = function* toSink(line) { sink.write(line); };
  const child = execa(command, args, {
    cwd, env, extendEnv: false, detached: true, reject: false, buffer: false, stdin: 'ignore',
    stdout: inheritOutput ? 'inherit' : toSink,
    stderr: inheritOutput ? 'inherit' : toSink,
  });
  const handle = {
    name, command: `${command} ${args.join(' ')}`, pid: child.pid, logFile, graceMs, stopSignal,
    exitCode: null, exitSignal: null, running: true, tail: sink.tail,
    stop: () => stopProcess(handle),
  };
  handle.exited = child.then((result) => {
    if (result.failed && result.exitCode === undefined && !result.signal) sink.write(`failed to start ${command}: ${result.shortMessage}`);
    Object.assign(handle, { running: false, exitCode: result.exitCode ?? (result.signal ? null : -1), exitSignal: result.signal ?? null });
    sink.end();
    return { code: handle.exitCode, signal: handle.exitSignal };
  });
  if (child.pid) tracked.add(handle);
  return handle;
}

/** Stop one process and its descendants: stopSignal (SIGTERM) first, SIGKILL after the grace period. */
async function stopProcess(handle) {
  if (!handle.pid) return undefined;
  if (!handle.stopping) {
    handle.stopping = (async () => {
      if (handle.running) await killTree(handle.pid, handle.stopSignal);
      await Promise.race([handle.exited, delay(handle.graceMs)]);
      if (handle.running) await killTree(handle.pid, 'SIGKILL');
      // Wait (briefly) for the exit so its output is flushed.
      await Promise.race([handle.exited, delay(1000)]);
      tracked.delete(handle);
    })();
  }
  return handle.stopping;
}

const shutdown = { started: false };

/** Stop every tracked process (in parallel: each one gets its own grace period). */
async function stopAll() {
  shutdown.started = true;
  await Promise.all([...tracked].reverse().map((h) => stopProcess(h)));
}

/** Last resort on process exit, where nothing can be awaited (tree-kill is asynchronous): kill each process group. */
function killAllNow() {
  shutdown.started = true;
  for (const handle of tracked) {
    try {
      process.kill(-handle.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  tracked.clear();
}

/** Run a command to completion (a build step): { code, tail }, never rejects for a non-zero exit; Ctrl-C stops it. */
async function runCommand(options) {
  const handle = await startProcess(options);
  const { code, signal } = await handle.exited;
  tracked.delete(handle);
  return { code: code === null ? 1 : code, signal, tail: handle.tail() };
}

let hooksInstalled = false;
/**
 * Ctrl-C / SIGTERM stop everything (then exit with the conventional code); a second Ctrl-C at least a second
 * later kills at once. On any exit, whatever is still running is killed.
 * @param {() => Promise<void>} [beforeExit] extra cleanup run on a signal (e.g. stop the stack in order)
 */
function installShutdownHooks(beforeExit) {
  if (hooksInstalled) return;
  hooksInstalled = true;
  let firstSignalAt = 0;
  const onSignal = (signal) => {
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
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
  process.on('exit', killAllNow);
}

module.exports = {
  startProcess, stopProcess, stopAll, runCommand, installShutdownHooks, killAllNow, killTree, paint, shutdown,
  trackedProcesses: () => [...tracked],
};
