import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
// nestjs-pino's request context (AsyncLocalStorage): its Logger writes through the logger bound there.
import { storage, Store } from 'nestjs-pino/storage';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { REDACT_PATHS } from './log-rules';

export interface ApiLoggerOptions {
  level: LevelWithSilent;
  /** Where the lines go; default stdout. */
  destination?: DestinationStream;
}

/** The API's one pino logger: JSON lines with a numeric level, pid and host, secrets censored. */
export function createApiLogger({ level, destination }: ApiLoggerOptions): Logger {
  return pino({ level, base: { service: 'api', pid: process.pid }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}

/**
 * nestjs-pino's PinoLogger over this app's logger: in a request, the request's logger (its reqId); outside one, the
 * app's own (nestjs-pino's out-of-context logger is one per process, and tests create several apps).
 */
class AppPinoLogger extends PinoLogger {
  constructor(private readonly root: Logger) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Logger {
    return storage.getStore()?.logger ?? this.root;
  }
}

/** Nest's LoggerService writing through `logger` (Nest's start-up lines, every `new Logger(context)` of the features). */
export function nestLoggerOver(logger: Logger): LoggerService {
  return new NestPinoLogger(new AppPinoLogger(logger), {});
}

/**
 * Binds each request's logger (fastify's child with the request's reqId) for the Nest code that handles it, after the
 * body is read: nestjs-pino's middleware binds it before, and the context is lost across a body's stream events.
 */
export function bindRequestLoggers(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => storage.run(new Store(request.log as Logger), done));
}
