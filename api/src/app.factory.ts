import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { join } from 'node:path';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { jsonBodyParser } from './common/json-body';
import { StrictValidationPipe } from './common/strict-validation.pipe';
import { ApiConfig, loadConfig } from './config/api-config';
import { DatabaseHandle } from './database/database-handle';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './openapi/openapi-document';

export interface CreateAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: ApiConfig;
  /** Nest log levels; false silences Nest (tests). */
  logger?: LogLevel[] | false;
}

/** The sample pictures (and avatars) served under /images/: `api/public/images`, from src/ and from dist/ alike. */
export const IMAGES_DIR = join(__dirname, '..', 'public', 'images');

async function openDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  if (config.mongodbUri) return { uri: config.mongodbUri, embedded: false, stop: async () => undefined };
  // Loaded only when needed: with MONGODB_URI set the embedded server's code is never touched.
  const { startEmbeddedMongo } = await import('@forkful/embedded-mongo');
  const server = await startEmbeddedMongo({ port: config.embeddedMongoPort, dataDir: config.embeddedMongoDataDir });
  new Logger('Database').log(`Embedded MongoDB on ${server.uri} (data in ${config.embeddedMongoDataDir})`);
  return { uri: server.uri, embedded: true, stop: () => server.stop() };
}

/**
 * Builds the whole API (used by main.ts and by the tests, so both run the same app): database, helmet, CORS,
 * JSON body size and depth limits, validation, error shape, rate limits, swagger, static images. Not yet listening.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? loadConfig();
  const database = await openDatabase(config);
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, database), {
      bodyParser: false,
      logger: options.logger ?? ['log', 'warn', 'error'],
      abortOnError: false,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }

  app.disable('x-powered-by');
  // Before any request: req.ip, and so the client the rate limits count, follows X-Forwarded-For only from trusted proxies.
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(
    helmet({
      // The shell and remotes live on other origins and show our sample pictures in <img>.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Total-Count', 'Retry-After', 'X-Result-Limit', 'Link'],
    maxAge: 600,
  });
  app.use(jsonBodyParser(config.jsonBodyLimit));
  app.useGlobalFilters(new AllExceptionsFilter(config.jsonBodyLimit));
  app.useGlobalPipes(new StrictValidationPipe());
  app.useStaticAssets(IMAGES_DIR, { prefix: '/images/', maxAge: '1d', index: false, fallthrough: true });

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
