/** The product's own supervision: the API and each origin server are started again when they die on their own. */
import fs from 'node:fs';
import { shutdown, startProcess, stopProcess, type ProcessHandle, type StartProcessOptions } from '@forkful/platform';

const RESTART_DELAY_MS = { first: 500, max: 10000 };
/** A run that stayed up this long was healthy: the next restart waits the shortest delay again. */
const STABLE_AFTER_MS = 30000;

export interface Supervisor {
  /** The process as it runs now (a restarted one is a new handle). */
  readonly current: ProcessHandle;
  readonly pid: number | undefined;
  readonly restarts: number;
  stop: () => Promise<void>;
}

/**
 * A long-running process that is started again whenever it dies on its own (a crash, a kill): after 0.5 s, doubling
 * up to 10 s while it keeps dying, back to 0.5 s once a run has stayed up 30 s. Each restart is reported in one line
 * (to `onRestart`, and to the process's log file when it has one). stop() or stopAll() end it for good.
 * `options`: as startProcess.
 */
export async function superviseProcess(options: StartProcessOptions, onRestart: (line: string) => void = (line) => console.error(line)): Promise<Supervisor> {
  let handle: ProcessHandle;
  let stopped = false;
  let restarts = 0;
  let failuresInARow = 0;
  let timer: NodeJS.Timeout | undefined;
  const ended = () => stopped || shutdown.started;
  const spawnOne = async () => {
    const current = await startProcess(options);
    const startedAt = Date.now();
    current.supervised = true;
    handle = current;
    current.exited.then(async ({ code, signal }) => {
      if (ended()) return;
      await stopProcess(current); // only forgets it (and kills what it left): the process is gone
      if (Date.now() - startedAt >= STABLE_AFTER_MS) failuresInARow = 0;
      const wait = Math.min(RESTART_DELAY_MS.max, RESTART_DELAY_MS.first * 2 ** failuresInARow);
      failuresInARow += 1;
      restarts += 1;
      const line = `${options.name} (pid ${current.pid}) exited (${signal ? `signal ${signal}` : `code ${code}`}) at ` +
        `${new Date().toTimeString().slice(0, 8)}; restarting it in ${(wait / 1000).toFixed(1)} s (restart ${restarts})`;
      onRestart(line);
      if (options.logFile) fs.appendFileSync(options.logFile, `[supervisor] ${line}\n`);
      timer = setTimeout(() => { if (!ended()) spawnOne(); }, wait);
    });
  };
  await spawnOne();
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
