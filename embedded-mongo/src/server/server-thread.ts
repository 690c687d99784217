import * as fs from 'fs';
import * as path from 'path';
import { Worker } from 'worker_threads';
import { DataDirLockedError } from '../storage/data-dir-lock';
import type { Logger } from '../engine/engine';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './embedded-mongo';

/**
 * The server on a worker thread of its own (option `workerThread`): queries, writes and snapshots then run beside the
 * caller's event loop instead of on it. The thread runs server-thread-main.js, which starts the server and answers
 * compact and stop; log lines come back to the caller's logger. Only plain data crosses between the threads.
 */

type FromThread =
  | { kind: 'ready'; uri: string; port: number; host: string; dataDir: string }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'log'; level: keyof Logger; message: string }
  | { kind: 'done'; id: number; error?: string };

/** The compiled entry point: next to this file in dist/server; from the TypeScript sources (src/server: tests), the built one. */
function threadMain(): string {
  const here = path.join(__dirname, 'server-thread-main.js');
  return fs.existsSync(here) ? here : path.join(__dirname, '..', '..', 'dist', 'server', 'server-thread-main.js');
}

export function startOnWorkerThread(options: EmbeddedMongoOptions, logger: Logger): Promise<EmbeddedMongo> {
  const { logger: _ignored, workerThread: _thread, ...workerData } = options;
  const worker = new Worker(threadMain(), { workerData });
  const calls = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let nextCall = 0;
  let exited = false;
  const call = (kind: 'compact' | 'stop') =>
    new Promise<void>((resolve, reject) => {
      if (exited) return reject(new Error('embedded-mongo: the server thread has exited'));
      const id = ++nextCall;
      calls.set(id, { resolve, reject });
      worker.postMessage({ kind, id });
    });

  return new Promise<EmbeddedMongo>((resolve, reject) => {
    worker.on('message', (m: FromThread) => {
      if (m.kind === 'log') logger[m.level](m.message);
      else if (m.kind === 'failed') reject(m.name === 'DataDirLockedError' ? new DataDirLockedError(m.message) : new Error(m.message));
      else if (m.kind === 'done') {
        const pending = calls.get(m.id);
        calls.delete(m.id);
        if (m.error === undefined) pending?.resolve();
        else pending?.reject(new Error(m.error));
      } else {
        let stopping: Promise<void> | undefined;
        const { kind: _kind, ...where } = m;
        resolve({
          ...where,
          compact: () => call('compact'),
          stop: () => (stopping ??= call('stop').then(() => worker.terminate().then(() => undefined))),
        });
      }
    });
    worker.on('error', (e) => {
      logger.error(`[embedded-mongo] server thread failed: ${e.stack ?? e}`);
      reject(e);
    });
    worker.on('exit', (code) => {
      exited = true;
      for (const pending of calls.values()) pending.reject(new Error(`embedded-mongo: the server thread exited (${code})`));
      calls.clear();
      reject(new Error(`embedded-mongo: the server thread exited (${code}) before it was ready`));
    });
  });
}
