import * as net from 'net';
import * as path from 'path';
import { BSON } from 'bson';
import { Commands } from '../commands/dispatcher';
import { CursorStore } from '../commands/cursors';
import { Engine, Logger } from '../engine/engine';
import { TtlMonitor } from '../engine/ttl-monitor';
import { startOnWorkerThread } from './server-thread';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './embedded-mongo';
import { encodeLegacyReply, encodeMsgReply, MalformedMessageError, MAX_MESSAGE_SIZE, OP_QUERY, parseMessage } from '../wire/messages';

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
