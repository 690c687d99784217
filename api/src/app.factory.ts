import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fastifyMultipart from '@fastify/multipart';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { join } from 'node:path';
import { parse as parseQuery } from 'node:querystring';
import { AllExceptionsFilter, toErrorBody } from './common/all-exceptions.filter';
import { bytesOf, parseJsonBody } from './common/json-body';
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
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './openapi/openapi-document';

export interface CreateAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: ApiConfig;
  /** Nest log levels; false silences Nest (tests). */
  logger?: LogLevel[] | false;
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
function httpAdapter(config: ApiConfig): FastifyAdapter {
  return new FastifyAdapter({
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
  const database = await openDatabase(config);
  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, database), httpAdapter(config), {
      bodyParser: false,
      logger: options.logger ?? ['log', 'warn', 'error'],
      abortOnError: false,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }

  const fastify = app.getHttpAdapter().getInstance();
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
  if (config.trustProxy === false) {
    answerCachedReadsFirst(app.getHttpServer(), responses, builder, {
      commonHeaders: { vary: 'Origin', 'access-control-expose-headers': CORS_EXPOSED_HEADERS, ...securityHeaders },
      allowedOrigins: new Set(config.corsOrigins),
      readAllowed,
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
