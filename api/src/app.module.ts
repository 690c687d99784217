import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Connection } from 'mongoose';
import { AuthModule } from './auth/auth.module';
import { RequestTimeoutInterceptor } from './common/request-timeout.interceptor';
import { API_CONFIG, ApiConfig } from './config/api-config';
import { DATABASE_HANDLE, DatabaseHandle, DatabaseLifecycle, databaseNameOf } from './database/database-handle';
import { limitQueryTime } from './database/max-time.plugin';
import { HealthModule } from './health/health.module';
import { LikesModule } from './likes/likes.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RateLimitStore } from './rate-limits/rate-limit-store';
import { RecipesModule } from './recipes/recipes.module';
import { SeedModule } from './seed/seed.module';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRead = (context: ExecutionContext) => READ_METHODS.has(context.switchToHttp().getRequest<Request>().method);

@Module({})
export class AppModule {
  static register(config: ApiConfig, database: DatabaseHandle): DynamicModule {
    const dbName = databaseNameOf(database.uri) ? undefined : 'forkful';
    return {
      module: AppModule,
      global: true,
      imports: [
        MongooseModule.forRoot(database.uri, {
          dbName,
          sanitizeFilter: true,
          serverSelectionTimeoutMS: 10000,
          // Before any model is compiled on the connection: every query of every model gets the time limit.
          connectionFactory: (connection: Connection) => limitQueryTime(connection, config.dbMaxTimeMS),
        }),
        // Per client IP and minute: generous for reads, tighter for writes (likes, add, edit, delete); the counts are
        // shared by every API process through the database (rate-limits/rate-limit-store.ts).
        ThrottlerModule.forRootAsync({
          imports: [RateLimitsModule],
          inject: [RateLimitStore],
          useFactory: (storage: RateLimitStore) => ({
            storage,
            throttlers: [
              { name: 'reads', ttl: 60_000, limit: config.rateLimitReadPerMin, skipIf: (context) => !isRead(context) },
              { name: 'writes', ttl: 60_000, limit: config.rateLimitWritePerMin, skipIf: isRead },
            ],
          }),
        }),
        AuthModule,
        HealthModule,
        RecipesModule,
        LikesModule,
        SeedModule,
      ],
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: DATABASE_HANDLE, useValue: database },
        DatabaseLifecycle,
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_INTERCEPTOR, useClass: RequestTimeoutInterceptor },
      ],
      exports: [API_CONFIG],
    };
  }
}
