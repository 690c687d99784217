import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { pathOf, REQUEST_ID_HEADER, requestIdOf } from './log-rules';
import { MetricsService, UNMATCHED_ROUTE } from './metrics.service';

/**
 * Each answered request's metrics and log line, wherever it was answered: fastify's onResponse sees the routes, the
 * cached reads its onRequest hooks answer and its own 404s; the public reads answered on the HTTP server before
 * fastify (public-read-fast-path.ts) report through answeredBeforeFastify. Cheap: label objects are reused, and the
 * line is built only when its level is on.
 */
export class RequestObserver {
  private readonly logsAnswers: boolean;
  private readonly logsErrors: boolean;

  constructor(
    private readonly metrics: MetricsService,
    private readonly logger: Logger | undefined,
  ) {
    this.logsAnswers = logger?.isLevelEnabled('info') ?? false;
    this.logsErrors = logger?.isLevelEnabled('error') ?? false;
  }

  /** First in line: the request id (fastify's genReqId: requestIdOf) in every answer's X-Request-Id; then the count. */
  attach(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = reply.statusCode;
      this.metrics.requestAnswered(route, request.method, status, reply.elapsedTime / 1000);
      if (status >= 500 ? this.logsErrors : this.logsAnswers) {
        request.log[status >= 500 ? 'error' : 'info'](
          { method: request.method, route, path: pathOf(request.url), status, ms: Math.round(reply.elapsedTime * 100) / 100 },
          'request completed',
        );
      }
      done();
    });
  }

  /** A request id for an answer made before fastify (it has none). */
  readonly requestIdOf = requestIdOf;

  /** An answer made before fastify: counted and logged as fastify's are. */
  answeredBeforeFastify(request: IncomingMessage, requestId: string, route: string, status: number, startedAt: number): void {
    const ms = performance.now() - startedAt;
    this.metrics.requestAnswered(route, request.method ?? 'GET', status, ms / 1000);
    if (this.logsAnswers) {
      this.logger!.info(
        { reqId: requestId, method: request.method, route, path: pathOf(request.url ?? ''), status, ms: Math.round(ms * 100) / 100 },
        'request completed',
      );
    }
  }
}
