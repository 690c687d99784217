import * as net from 'net';
import * as path from 'path';
import { BSON } from 'bson';
import { Commands } from './commands/dispatcher';
import { CursorStore } from './cursors';
import { Engine, Logger } from './engine';
import { TtlMonitor } from './ttl-monitor';
import { startOnWorkerThread } from './server-thread';
import { encodeLegacyReply, encodeMsgReply, MalformedMessageError, MAX_MESSAGE_SIZE, OP_QUERY, parseMessage } from './wire';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; defaults to 127.0.0.1. */
  host?: string;
  /** Directory holding the journal, snapshot and lock file. */
  dataDir: string;
  logger?: Logger;
  /** Journal size that triggers a snapshot compaction (default 64 MiB). */
  compactThresholdBytes?: number;
  /**
   * Replica set name reported to drivers (default 'rs0'): a one-member replica set, so drivers allow transactions
   * and change streams. null presents a standalone server, as before.
   */
  replicaSetName?: string | null;
  /** Milliseconds between two passes of the TTL monitor (default 60_000, mongod's ttlMonitorSleepSecs of 60). */
  ttlMonitorIntervalMs?: number;
  /**
   * How many recent changes change streams can resume from (default 10,000 events and 32 MiB of documents; after a
   * restart, only those still in the journal since the last snapshot). Older resume points get ChangeStreamHistoryLost.
   */
  changeStreamHistory?: { maxEvents?: number; maxBytes?: number };
  /**
   * Runs the server on a worker thread of its own (default false): its queries, writes and snapshots then do not
   * take turns with the caller's event loop (an API serving HTTP in the same process). Needs the built package
   * (dist). `logger`'s lines are passed back to the calling thread.
   */
  workerThread?: boolean;
}

export interface EmbeddedMongo {
  /** Connection string, e.g. mongodb://127.0.0.1:27018/ */
  uri: string;
  port: number;
  host: string;
  dataDir: string;
  /** Writes a snapshot now and truncates the journal (also happens automatically by size). */
  compact(): Promise<void>;
  stop(): Promise<void>;
}

const defaultLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

/** Starts the embedded MongoDB-wire-compatible server; resolves once it accepts connections. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  if (!options || !options.dataDir) throw new Error('startEmbeddedMongo: dataDir is required');
  const logger = options.logger ?? defaultLogger;
  if (options.workerThread) return startOnWorkerThread(options, logger);
  const host = options.host ?? '127.0.0.1';
  const dataDir = path.resolve(options.dataDir);
  const ttlInterval = options.ttlMonitorIntervalMs ?? 60_000;
  if (!Number.isInteger(ttlInterval) || ttlInterval < 1) throw new Error('startEmbeddedMongo: ttlMonitorIntervalMs must be a positive integer');
  const engine = new Engine(dataDir, logger, options.compactThresholdBytes, options.changeStreamHistory);
  await engine.open();
  const cursors = new CursorStore();
  let address = '';
  const replicaSetName = options.replicaSetName === undefined ? 'rs0' : options.replicaSetName;
  const ttl = new TtlMonitor(engine, logger, ttlInterval);
  const commands = new Commands(engine, cursors, { name: replicaSetName, address: () => address }, ttl);
  const sockets = new Set<net.Socket>();
  let connectionIds = 0;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = ++connectionIds;
    let buffered: Buffer = Buffer.alloc(0);
    let chain: Promise<void> = Promise.resolve();
    const fail = (reason: string) => {
      logger.warn(`[embedded-mongo] closing connection ${connectionId} from ${socket.remoteAddress}:${socket.remotePort}: malformed message (${reason})`);
      buffered = Buffer.alloc(0);
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      while (buffered.length >= 4) {
        const len = buffered.readInt32LE(0);
        if (len < 16 || len > MAX_MESSAGE_SIZE) return fail(`invalid message length ${len}`);
        if (buffered.length < len) break;
        const msg = buffered.subarray(0, len);
        buffered = buffered.subarray(len);
        let parsed: ReturnType<typeof parseMessage>;
        try {
          parsed = parseMessage(msg);
        } catch (e) {
          return fail(e instanceof MalformedMessageError ? e.message : String(e));
        }
        // Commands of one connection run in order; replies are written in the same order.
        chain = chain.then(async () => {
          if (socket.destroyed) return;
          const isLegacy = parsed.opCode === OP_QUERY;
          let db: string;
          if (isLegacy) {
            const full = parsed.fullCollectionName ?? '';
            db = full.slice(0, full.indexOf('.'));
            if (!full.endsWith('.$cmd')) {
              socket.write(encodeLegacyReply(parsed.requestId, BSON.serialize({ $err: 'OP_QUERY is only supported for commands', code: 352, ok: 0 })));
              return;
            }
          } else db = typeof parsed.command.$db === 'string' ? parsed.command.$db : 'admin';
          const reply = await commands.run(parsed.command, { db, rawSequences: parsed.rawSequences, rawBody: parsed.rawBody, connectionId });
          if (parsed.moreToCome || socket.destroyed) return;
          const body = Buffer.isBuffer(reply) ? reply : BSON.serialize(reply);
          socket.write(isLegacy ? encodeLegacyReply(parsed.requestId, body) : encodeMsgReply(parsed.requestId, body));
        }).catch((e) => {
          logger.error(`[embedded-mongo] internal error on connection ${connectionId}: ${(e as Error).stack ?? e}`);
          socket.destroy();
        });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      commands.connectionClosed(connectionId);
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await engine.close();
    throw e;
  }
  ttl.start();
  const port = (server.address() as net.AddressInfo).port;
  address = `${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  const uri = `mongodb://${host}:${port}/`;
  let stopping: Promise<void> | undefined;

  return {
    uri,
    port,
    host,
    dataDir,
    compact: () => engine.compact(),
    stop: () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await ttl.stop(); // before the engine closes: a running pass still journals its current batch
        cursors.close();
        commands.close();
        await engine.close();
      })()),
  };
}
