import * as fs from 'fs';
import * as path from 'path';

/** The LOCK file of a data directory: one server per directory, and a stale lock (dead owner) is taken over. */

export class DataDirLockedError extends Error {}

/** Lock files held by servers of this process (a lock naming our own pid but not in here is stale: pid reuse). */
const heldLocks = new Set<string>();

/**
 * When this process started (ms), the same in each of its threads. A lock file's modification time is set to it, so
 * a lock naming this pid that another thread of this process holds (a server with workerThread) is told apart from
 * one left by an earlier process that had the same pid.
 */
const processStart = Date.now() - process.uptime() * 1000;
const writtenByThisProcess = (lockPath: string): boolean => {
  try {
    return Math.abs(fs.statSync(lockPath).mtimeMs - processStart) < 5;
  } catch {
    return false;
  }
};

function lockOwnerAlive(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return heldLocks.has(lockPath) || writtenByThisProcess(lockPath);
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A recycled pid (e.g. after a container restart) that is not a node process cannot be our server.
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline && !/node/i.test(cmdline)) return false;
  } catch {
    /* no /proc (not Linux) or no access: trust the pid check */
  }
  return true;
}

export function acquireLock(dir: string): () => void {
  const lockPath = path.join(path.resolve(dir), 'LOCK');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      try {
        fs.futimesSync(fd, processStart / 1000, processStart / 1000);
      } catch {
        /* a file system without settable times: only this thread's own locks are then recognised */
      }
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let content = '';
      try {
        content = fs.readFileSync(lockPath, 'utf8').trim();
      } catch {
        continue;
      }
      const pid = Number(content);
      if (Number.isInteger(pid) && pid > 0 && lockOwnerAlive(pid, lockPath)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is already in use by another embedded-mongo server (pid ${pid}). ` +
            `Stop that server or use another data directory (if no such server runs, delete ${lockPath}).`,
        );
      }
      // Stale lock left by a dead process: take it over.
      try {
        fs.unlinkSync(lockPath);
      } catch {
        /* raced with another starter */
      }
    }
  }
  throw new DataDirLockedError(`Could not acquire the lock file ${lockPath}`);
}
