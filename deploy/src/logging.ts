/**
 * The origin servers' logs: JSON lines (pino) on stdout with a level, the request id on every request's line, and no
 * cookies or credentials: topology's rules (log-rules.ts), the API's too.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSafeRequestId, LOG_REDACT_PATHS, logLevelOf, REQUEST_ID_HEADER } from '@forkful/topology';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

export { logLevelOf };

/** The caller's X-Request-Id when it is a short safe token (a proxy's id, kept end to end), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}

/** A JSON-lines logger at LOG_LEVEL on stdout (or `destination`: tests). */
export function originLogger(env: NodeJS.ProcessEnv, destination?: DestinationStream): Logger {
  return pino({
    level: logLevelOf(env),
    base: { service: 'origin' },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    // fastify's own "Server listening at" line: the process prints its address line itself, first (the stack reads it).
    hooks: { logMethod(args, method) { if (!(typeof args[0] === 'string' && args[0].startsWith('Server listening at'))) method.apply(this, args); } },
  }, destination);
}

/**
 * fastify's options for a server that logs with `logger` (none: quiet, as tests and the deploy's render check run
 * them): the request id from requestIdOf under `reqId`, and one line per answered request (logRequests) instead of
 * fastify's two, which would also carry the raw URL and the caller's address.
 */
export function loggingOptions(logger: Logger | undefined): Pick<FastifyServerOptions, 'genReqId' | 'logController'> & { loggerInstance?: FastifyBaseLogger } {
  if (!logger) return {};
  return { loggerInstance: logger, genReqId: requestIdOf, logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }) };
}

/** The request id in every answer's X-Request-Id, and one line per answered request (5xx: error). */
export function logRequests(server: FastifyInstance, logger: Logger | undefined): void {
  if (!logger) return;
  server.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  server.addHook('onResponse', (request, reply, done) => {
    const level: Level = reply.statusCode >= 500 ? 'error' : 'info';
    if (logger.isLevelEnabled(level)) {
      const path = request.url.split('?', 1)[0];
      request.log[level]({ method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
    }
    done();
  });
}
