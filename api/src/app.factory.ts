import { Logger, LogLevel, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { join } from 'node:path';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ApiConfig, loadConfig } from './config/api-config';
import { DatabaseHandle } from './database/database-handle';
import { AppModule } from './app.module';

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
 * JSON body limit, validation, error shape, rate limits, swagger, static images. Not yet listening.
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

  app.enableShutdownHooks();
  app.disable('x-powered-by');
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
    exposedHeaders: ['X-Total-Count', 'X-Result-Limit', 'Link'],
    maxAge: 600,
  });
  app.useBodyParser('json', { limit: config.jsonBodyLimit });
  app.useGlobalFilters(new AllExceptionsFilter(config.jsonBodyLimit));
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: false },
    }),
  );
  app.useStaticAssets(IMAGES_DIR, { prefix: '/images/', maxAge: '1d', index: false, fallthrough: true });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Forkful API')
      .setDescription(
        'Recipes and likes for Forkful. Signed-in calls take `Authorization: Bearer <Firebase ID token>`. ' +
          'Every error is `{ statusCode, message, error }`.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return app;
}
