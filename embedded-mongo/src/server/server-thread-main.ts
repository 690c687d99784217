/** A worker thread's entry point: runs one server (see server-thread.ts) and answers compact / stop. */
import { parentPort, workerData } from 'worker_threads';
import { Logger } from '../engine/engine';
import { startEmbeddedMongo } from './start';

const port = parentPort!;
const logger: Logger = {
  info: (message) => port.postMessage({ kind: 'log', level: 'info', message }),
  warn: (message) => port.postMessage({ kind: 'log', level: 'warn', message }),
  error: (message) => port.postMessage({ kind: 'log', level: 'error', message }),
};

startEmbeddedMongo({ ...workerData, logger }).then(
  (server) => {
    port.postMessage({ kind: 'ready', uri: server.uri, port: server.port, host: server.host, dataDir: server.dataDir });
    port.on('message', (m: { kind: 'compact' | 'stop'; id: number }) => {
      const done = m.kind === 'stop' ? server.stop() : server.compact();
      done.then(
        () => port.postMessage({ kind: 'done', id: m.id }),
        (e: Error) => port.postMessage({ kind: 'done', id: m.id, error: e.message }),
      );
    });
  },
  (e: Error) => port.postMessage({ kind: 'failed', name: e.constructor.name, message: e.message }),
);
