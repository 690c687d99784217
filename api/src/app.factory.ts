import { API_PATHS } from '@forkful/domain';
import { Logger, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fastifyMultipart from '@fastify/multipart';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { LogController, type FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { AllExceptionsFilter, toErrorBody } from './common/all-exceptions.filter';
import { BODY_TOO_LARGE_CODE, bytesOf, parseJsonBody } from './common/json-body';
import { helmetHeaders, sendSecurityHeaders } from './common/security-headers';
import { StrictValidationPipe } from './common/strict-validation.pipe';
import { ApiConfig, loadConfig } from './config/api-config';
import { DatabaseHandle } from './database/database-handle';
import { FirebaseAuthService } from './auth/firebase-auth.service';
import { serveAccountReadsFromCache } from './meal-plans/cache/account-read-hooks';
import { PlanReadCache } from './meal-plans/cache/plan-read-cache';
import { cachedReadLimit, readLimit } from './rate-limits/cached-read-limit';
import { RateLimitStore } from './rate-limits/rate-limit-store';
import { PublicReadResponses } from './recipes/cache/public-read-responses';
import { answerCachedReadsFirst } from './recipes/cache/public-read-fast-path';
import { servePublicReadsFromCache } from './recipes/cache/public-read-hooks';
import { PublicReadBuilder } from './recipes/cache/public-read-builder';
import { ListReadCache } from './shopping-lists/list-read-cache';
import type { DestinationStream, LevelWithSilent, Logger as PinoLogger } from 'pino';
import { bindRequestLoggers, createApiLogger, nestLoggerOver } from './observability/api-logger';
import { logLevelOf, requestIdOf } from './observability/log-rules';
import { MetricsService } from './observability/metrics.service';
import { RequestObserver } from './observability/request-observer';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './openapi/openapi-document';

export interface CreateAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: ApiConfig;
  /**
   * Default: JSON lines (pino) at LOG_LEVEL, Nest's and each answered request's, with its request id. Nest log levels:
   * Nest's own console logger, no request lines; false: silent (tests).
   */
  logger?: LogLevel[] | false;
  /** The JSON lines' level (default LOG_LEVEL's, info) and where they go (default stdout): tests capture them. */
  logLevel?: LevelWithSilent;
  logDestination?: DestinationStream;
}

/** Response headers browsers on other origins may read. */
const CORS_EXPOSED_HEADERS = 'X-Total-Count,Retry-After,X-Result-Limit,Link';

/**
 * The sample pictures (and avatars) served under /images/: `api/public/images`, from src/ and from dist/ alike.
 * Uploaded photos share the prefix (GET /images/{24 hex}, the images feature); file names are never 24 hex digits.
 */
export const IMAGES_DIR = join(__dirname, '..', 'public', 'images');

async function openDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  if (config.mongodbUri) return { uri: config.mongodbUri, embedded: false, stop: async () => undefined };
  // Loaded only when needed: with MONGODB_URI set the embedded server's code is never touched.
  const { startEmbeddedMongo } = await import('@forkful/embedded-mongo');
  const server = await startEmbeddedMongo({ port: config.embeddedMongoPort, dataDir: config.embeddedMongoDataDir, workerThread: config.embeddedMongoThread });
  new Logger('Database').log(`Embedded MongoDB on ${server.uri} (data in ${config.embeddedMongoDataDir})`);
  return { uri: server.uri, embedded: true, stop: () => server.stop() };
}

/**
 * fastify, set up as the API was on express: X-Forwarded-For believed only from trusted proxies (so req.ip, and the
 * client the rate limits count), node:querystring's parsing (express's 'simple' parser: a repeated key is an array,
 * brackets are no nesting), a trailing slash ignored, and ids of any length reaching their pipe (a 404 of its own).
 */
function httpAdapter(config: ApiConfig, logger: PinoLogger | undefined): FastifyAdapter {
  return new FastifyAdapter({
    // Each request's id (a caller's safe X-Request-Id, else new) on its log lines as reqId; lines are RequestObserver's.
    ...(logger && { loggerInstance: logger }),
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: (query) => parseQuery(query), ignoreTrailingSlash: true, maxParamLength: 8192 },
    bodyLimit: bytesOf(config.jsonBodyLimit),
    // A URL fastify cannot decode (bad percent-encoding) gets the API's JSON error body too.
    frameworkErrors: (error: Error, _request: unknown, reply: FastifyReply) => {
      const body = toErrorBody(error, config.jsonBodyLimit);
      void reply.code(body.statusCode).send(body);
    },
  });
}

/**
 * Builds the whole API (used by main.ts and by the tests, so both run the same app): database, security headers, CORS,
 * JSON body size and depth limits, validation, error shape, rate limits, swagger, static images, the
 * cached public reads. Initialized, not yet listening.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadConfig();
  const logger = options.logger === undefined
    ? createApiLogger({ level: options.logLevel ?? logLevelOf(process.env), destination: options.logDestination })
    : undefined;
  const nestLogger: LoggerService | LogLevel[] | false = logger ? nestLoggerOver(logger) : options.logger!;
  // Before the database starts: its line, Nest's start-up lines and every feature's go through the same lines.
  if (logger) Logger.overrideLogger(nestLogger as LoggerService);
  const database = await openDatabase(config);
  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, database), httpAdapter(config, logger), {
      bodyParser: false,
      logger: nestLogger,
      abortOnError: false,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }

  const fastify = app.getHttpAdapter().getInstance();
  // First in line: every answer's X-Request-Id, and every answer counted and logged (the cached ones below too).
  const metrics = app.get(MetricsService);
  const observer = new RequestObserver(metrics, logger);
  observer.attach(fastify as never);
  if (logger) bindRequestLoggers(fastify as never);
  // The shell and remotes live on other origins and show our sample pictures in <img>.
  const securityHeaders = helmetHeaders({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  sendSecurityHeaders(fastify as never, securityHeaders);
  app.enableCors({
    origin: config.corsOrigins,
    // Joined as express's cors sent them (@fastify/cors joins lists with ', ').
    methods: 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
    allowedHeaders: 'Authorization,Content-Type',
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });
  // After the security headers and CORS: theirs are on the cached and built answers too.
  const responses = app.get(PublicReadResponses);
  const readAllowed = cachedReadLimit(app.get(RateLimitStore), config.rateLimitReadPerMin);
  // A cook's kept plan and list, past Nest's pipeline too (the hook verifies the token as the guard does).
  serveAccountReadsFromCache(fastify as never, [app.get(PlanReadCache).source, app.get(ListReadCache).source], {
    firebaseAuth: app.get(FirebaseAuthService),
    readAllowed: readLimit(app.get(RateLimitStore), config.rateLimitReadPerMin),
  });
  const builder = app.get(PublicReadBuilder);
  servePublicReadsFromCache(fastify as never, responses, builder, readAllowed);
  // Each cache counts its own hits and misses; the metric reads them when scraped.
  metrics.watchCache('public-reads', () => responses.stats);
  metrics.watchCache('meal-plan', () => app.get(PlanReadCache).reads.counts);
  metrics.watchCache('shopping-list', () => app.get(ListReadCache).reads.counts);
  if (config.trustProxy === false) {
    answerCachedReadsFirst(app.getHttpServer(), responses, builder, {
      commonHeaders: { vary: 'Origin', 'access-control-expose-headers': CORS_EXPOSED_HEADERS, ...securityHeaders },
      allowedOrigins: new Set(config.corsOrigins),
      readAllowed,
      observer,
    });
  }
  // Only JSON bodies are read (within the size limit, then depth-checked); any other type's body is ignored, as before.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: bytesOf(config.jsonBodyLimit) }, (request, text, done) => {
    try {
      done(null, parseJsonBody(text as string, request.headers['content-type']));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // navigator.sendBeacon's text/plain (no CORS preflight): JSON for POST /rum alone; any other route's is not read.
  fastify.addContentTypeParser('text/plain', (request, payload, done) => {
    if (request.method !== 'POST' || request.routeOptions.url !== API_PATHS.rum) return done(null, undefined);
    readText(payload, bytesOf(config.jsonBodyLimit))
      .then((text) => parseJsonBody(text, request.headers['content-type']))
      .then((body) => done(null, body), (error: Error) => done(error, undefined));
  });
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // multipart/form-data too, read only by the route that asks for it (POST /images, within its own limits).
  await app.register(fastifyMultipart as never);
  app.useGlobalFilters(new AllExceptionsFilter(config.jsonBodyLimit));
  app.useGlobalPipes(new StrictValidationPipe());
  app.useStaticAssets({ root: IMAGES_DIR, prefix: '/images/', maxAge: '1d', index: false, decorateReply: false });

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  await app.init();
  await fastify.ready();
  return app;
}

/** A body as text, refused (413, fastify's code for it) past `limit` bytes, declared or read. */
function readText(payload: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () => Object.assign(new Error('Request body is too large'), { statusCode: 413, code: BODY_TOO_LARGE_CODE });
  return new Promise((resolve, reject) => {
    if (Number(payload.headers['content-length'] ?? 0) > limit) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        payload.removeAllListeners('data').resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    payload.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    payload.once('error', reject);
  });
}
