'use strict';
/**
 * Child processes for start, serve, test and the e2e globalSetup: each runs in its own process group
 * (spawn detached) so stopping it also stops whatever it spawned (npx -> webpack, firebase -> emulator).
 * Output goes either to the console, one prefixed and colored line at a time, or to a log file.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
const useColor = Boolean(process.stdout.isTTY || process.env.FORCE_COLOR) && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Every process started here and not yet stopped. */
const tracked = new Set();
/** Set once everything is being stopped: supervised processes are not started again from then on. */
let shuttingDown = false;
let colorIndex = 0;

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Split a stream into lines and hand each complete line to `onLine` (the rest is flushed at the end). */
function forEachLine(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop();
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
    pending = '';
  });
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
 * @param {number} [options.graceMs] how long stop() waits after SIGTERM before SIGKILL
 * @param {string} [options.stopSignal] first signal sent by stop() (default SIGTERM)
 * @param {boolean} [options.inheritOutput] pass stdout/stderr straight through (keeps a test runner's colors)
 */
function startProcess({ name, command, args = [], cwd, env = process.env, logFile, graceMs = 5000, stopSignal = 'SIGTERM', inheritOutput = false }) {
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefix = paint(color, `[${name}]`.padEnd(12));
  const tail = [];
  const remember = (line) => {
    tail.push(line);
    if (tail.length > 60) tail.shift();
  };

  let logStream;
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    logStream = fs.createWriteStream(logFile, { flags: 'a' });
    logStream.write(`\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  }

  const child = spawn(command, args, { cwd, env, detached: true, stdio: inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'] });
  const handle = {
    name,
    command: `${command} ${args.join(' ')}`,
    child,
    pid: child.pid,
    logFile,
    graceMs,
    stopSignal,
    exitCode: null,
    exitSignal: null,
    running: true,
    tail: () => tail.join('\n'),
    stop: () => stopProcess(handle),
  };

  const onLine = (line) => {
    remember(line);
    if (logStream) logStream.write(`${line}\n`);
    else process.stdout.write(`${prefix} ${line}\n`);
  };
  if (!inheritOutput) {
    forEachLine(child.stdout, onLine);
    forEachLine(child.stderr, onLine);
  }

  handle.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      onLine(`failed to start ${command}: ${error.message}`);
      handle.running = false;
      handle.exitCode = -1;
      resolve({ code: -1, signal: null });
    });
    child.on('exit', (code, signal) => {
      handle.running = false;
      handle.exitCode = code;
      handle.exitSignal = signal;
      resolve({ code, signal });
    });
  }).then((result) => {
    if (logStream) logStream.end();
    return result;
  });

  if (child.pid) tracked.add(handle);
  return handle;
}

/** Stop one process group: stopSignal (SIGTERM) first, SIGKILL after the grace period. */
async function stopProcess(handle) {
  if (!handle.pid) return;
  if (handle.stopping) return handle.stopping;
  handle.stopping = (async () => {
    signalGroup(handle.pid, handle.stopSignal);
    const deadline = Date.now() + handle.graceMs;
    while (groupAlive(handle.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(handle.pid)) signalGroup(handle.pid, 'SIGKILL');
    // Wait (briefly) for the direct child's exit event so its output is flushed.
    await Promise.race([handle.exited, new Promise((r) => setTimeout(r, 1000))]);
    tracked.delete(handle);
  })();
  return handle.stopping;
}

/** Stop every tracked process (in parallel: each one gets its own grace period). */
async function stopAll() {
  shuttingDown = true;
  const handles = [...tracked].reverse();
  await Promise.all(handles.map((h) => stopProcess(h)));
}

/** Last resort on process exit: nothing can be awaited there, so kill whatever is still tracked. */
function killAllNow() {
  shuttingDown = true;
  for (const handle of tracked) signalGroup(handle.pid, 'SIGKILL');
  tracked.clear();
}

const RESTART_DELAY_MS = { first: 500, max: 10000 };
/** A run that stayed up this long was healthy: the next restart waits the shortest delay again. */
const STABLE_AFTER_MS = 30000;

/**
 * A long-running process that is started again whenever it dies on its own (a crash, a kill): after 0.5 s, doubling
 * up to 10 s while it keeps dying, back to 0.5 s once a run has stayed up 30 s. Each restart is reported in one line
 * (to `onRestart`, and to the process's log file when it has one). stop() or stopAll() end it for good.
 * @param {object} options  as startProcess
 * @param {(line: string) => void} [onRestart]
 * @returns {{ current: object, pid: number, restarts: number, stop: () => Promise<void> }}
 */
function superviseProcess(options, onRestart = (line) => console.error(line)) {
  let handle;
  let stopped = false;
  let restarts = 0;
  let failuresInARow = 0;
  let timer;
  const spawnOne = () => {
    const current = startProcess(options);
    const startedAt = Date.now();
    current.supervised = true;
    handle = current;
    current.exited.then(async ({ code, signal }) => {
      if (stopped || shuttingDown) return;
      await stopProcess(current); // only forgets it (and whatever it spawned): the process is gone
      if (Date.now() - startedAt >= STABLE_AFTER_MS) failuresInARow = 0;
      const delay = Math.min(RESTART_DELAY_MS.max, RESTART_DELAY_MS.first * 2 ** failuresInARow);
      failuresInARow += 1;
      restarts += 1;
      const line = `${options.name} (pid ${current.pid}) exited (${signal ? `signal ${signal}` : `code ${code}`}) at ` +
        `${new Date().toTimeString().slice(0, 8)}; restarting it in ${(delay / 1000).toFixed(1)} s (restart ${restarts})`;
      onRestart(line);
      if (options.logFile) fs.appendFileSync(options.logFile, `[supervisor] ${line}\n`);
      timer = setTimeout(() => {
        if (!stopped && !shuttingDown) spawnOne();
      }, delay);
    });
  };
  spawnOne();
  return {
    get current() { return handle; },
    get pid() { return handle.pid; },
    get restarts() { return restarts; },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await stopProcess(handle);
    },
  };
}

/**
 * Run a command to completion (a build step). Resolves with { code, tail }; never rejects for a non-zero exit.
 * The process is tracked, so Ctrl-C stops it too.
 */
async function runCommand({ name, command, args = [], cwd, env, logFile, inheritOutput }) {
  const handle = startProcess({ name, command, args, cwd, env, logFile, inheritOutput });
  const { code, signal } = await handle.exited;
  tracked.delete(handle);
  return { code: code === null ? 1 : code, signal, tail: handle.tail() };
}

let hooksInstalled = false;
/**
 * Ctrl-C / SIGTERM stop everything (then exit with the conventional code); a second Ctrl-C at least a second
 * later kills at once. On any exit, whatever is still running is killed.
 * @param {() => Promise<void>} [beforeExit] extra cleanup run on a signal (e.g. close in-process servers)
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
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  process.on('exit', killAllNow);
}

/** Register the exit-time kill only (for hosts such as jest that handle their own signals). */
function killOnExit() {
  process.on('exit', killAllNow);
}

module.exports = {
  startProcess,
  superviseProcess,
  stopProcess,
  stopAll,
  runCommand,
  installShutdownHooks,
  killOnExit,
  killAllNow,
  groupAlive,
  signalGroup,
  trackedProcesses: () => [...tracked],
  paint,
};
