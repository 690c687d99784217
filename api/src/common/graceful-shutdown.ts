import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { endOpenStreams } from './open-streams';

const logger = new Logger('Shutdown');

/**
 * Stops accepting connections, ends the streams that stay open until their client leaves (open-streams.ts), lets the
 * requests in flight finish (for at most drainMs, then their connections are cut), then closes the app: its shutdown
 * hooks close the mongoose connection, then stop (and so flush) the embedded database. The database stays up until
 * the last request has its answer, so no write is cut halfway.
 */
export async function closeGracefully(app: INestApplication, drainMs: number): Promise<void> {
  const server = app.getHttpServer() as Server;
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  endOpenStreams(server);
  // A keep-alive connection whose request has been answered would hold server.close() open until it times out.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), drainMs)));
  const late = await Promise.race([drained.then(() => false), timedOut]);
  clearTimeout(timer);
  clearInterval(closeIdle);
  if (late) {
    logger.warn(`Requests still running after ${drainMs} ms: closing their connections`);
    server.closeAllConnections();
    await drained;
  }
  await app.close();
}

/**
 * On SIGTERM or SIGINT (once): closeGracefully, then exit 0 (1 when closing failed). Replaces Nest's
 * enableShutdownHooks, which neither waits for requests in flight nor exits with 0.
 */
export function closeOnSignals(app: INestApplication, drainMs: number, signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: finishing the requests in flight (at most ${drainMs} ms), then stopping`);
    closeGracefully(app, drainMs).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
}
