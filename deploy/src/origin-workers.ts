/**
 * The shell's origin on every core (node:cluster). Server rendering holds the CPU and one Node process renders on one
 * core, so with ORIGIN_WORKERS (or --workers) above 1 a primary forks that many workers, each a complete origin server
 * (its own page cache, its own look at deploys, its own feed of recipe changes), all on the one listening port. The
 * primary serves nothing: it prints the address once all workers listen, forks a worker again when one dies, and
 * stops them all on SIGTERM/SIGINT. 1 (the default) is no cluster at all: the one process of before.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

export const WORKERS_ENV = 'ORIGIN_WORKERS';
/** More deaths than this within a minute is a worker that cannot run: the primary stops so a supervisor sees it. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60000;
/** How long the workers get to finish their requests and close on a stop, before they are killed. */
const STOP_GRACE_MS = 5000;

/** `auto` (one per core) or a positive whole number, capped at twice the cores (more only adds switching). */
export function parseWorkerCount(text: string | undefined, source: string, cores = os.availableParallelism()): number {
  const value = String(text === undefined ? '' : text).trim().toLowerCase();
  if (value === 'auto') return cores;
  if (!/^[1-9][0-9]*$/.test(value)) throw new Error(`${source} must be "auto" or a positive whole number, not "${text === undefined ? '' : text}"`);
  return Math.min(Number(value), cores * 2);
}

/** How many workers the shell's origin runs: --workers <n|auto>, else ORIGIN_WORKERS, else 1. Throws on a bad value. */
export function workerCountOf(argv: string[], env: NodeJS.ProcessEnv, cores = os.availableParallelism()): number {
  const flag = argv.indexOf('--workers');
  if (flag >= 0) return parseWorkerCount(argv[flag + 1], '--workers', cores);
  const fromEnv = env[WORKERS_ENV];
  if (fromEnv === undefined || String(fromEnv).trim() === '') return 1;
  return parseWorkerCount(fromEnv, WORKERS_ENV, cores);
}

/** Restarts within the last window: `allow(now)` is false once MAX_RESTARTS were allowed inside RESTART_WINDOW_MS. */
export function restartBudget({ max = MAX_RESTARTS, windowMs = RESTART_WINDOW_MS }: { max?: number; windowMs?: number } = {}): { allow(now: number): boolean } {
  let times: number[] = [];
  return {
    allow(now: number) {
      times = times.filter((t) => now - t < windowMs);
      if (times.length >= max) return false;
      times.push(now);
      return true;
    },
  };
}

const describeExit = (code: number, signal: string) => (signal ? `signal ${signal}` : `code ${code}`);

/** Signal each worker, wait for them (at most graceMs), kill what is left. */
async function stopWorkers(workers: Worker[], graceMs: number): Promise<void> {
  const exited = workers.map((worker) => (worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once('exit', resolve))));
  for (const worker of workers) worker.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise((resolve) => { timer = setTimeout(resolve, graceMs); });
  await Promise.race([Promise.all(exited), timedOut]);
  clearTimeout(timer);
  for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
  await Promise.all(exited);
}

/**
 * The primary: forks `count` workers (the same script, argv and environment) and prints `<what> on http://host:port`
 * once, after all of them listen (--port 0: the cluster gives every worker the one port it chose). The workers run
 * under the primary's execArgv: a primary started with the TypeScript loader (typeScriptNode, tsx) passes it on.
 */
export function runPrimary({ count, host, what, graceMs = STOP_GRACE_MS }: {
  count: number;
  /** As the workers listen on it (the printed line names it). */
  host: string;
  /** What is served, as the single process says it. */
  what: string;
  graceMs?: number;
}): void {
  const listening = new Set<number>();
  const budget = restartBudget();
  let announced = false;
  let stopping = false;

  const stopAndExit = async (code: number, message?: string) => {
    if (stopping) return;
    stopping = true;
    if (message) console.error(message);
    await stopWorkers(Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker)), graceMs);
    process.exit(code);
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size === count) {
      announced = true;
      console.log(`${what} (${count} workers) on http://${host}:${address.port}`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const which = `shell origin worker (pid ${worker.process.pid}) exited (${describeExit(code, signal)})`;
    // Before all listen it is the set-up that fails (its message is on stderr already): retrying would not help.
    if (!announced) return stopAndExit(1, `${which} before listening; stopping`);
    if (!budget.allow(Date.now())) return stopAndExit(1, `${which}: more than ${MAX_RESTARTS} restarts within a minute; stopping`);
    console.error(`${which}; starting another`);
    cluster.fork();
    return undefined;
  });
  process.on('SIGTERM', () => stopAndExit(0));
  process.on('SIGINT', () => stopAndExit(0));
  for (let i = 0; i < count; i += 1) cluster.fork();
}

export const isWorker = (): boolean => cluster.isWorker;
