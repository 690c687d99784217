import { ExecutionContext, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { READ_LIMIT } from './cached-read-limit';
import { ClientThrottlerGuard } from './client-throttler.guard';
import { RateLimitStore } from './rate-limit-store';
import { RateLimitStoreModule } from './rate-limit-store.module';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRead = (context: ExecutionContext) => READ_METHODS.has(context.switchToHttp().getRequest<FastifyRequest>().method);

/**
 * Rate limits per client (signed-in user, else address) and minute, over all routes: generous for reads, tighter for
 * writes (likes, add, edit, delete). The counts are shared by every API process through the database
 * (rate-limit-store.ts). Routes marked `@SkipThrottle()` (health) are not limited.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [RateLimitStore, API_CONFIG],
      useFactory: (storage: RateLimitStore, config: ApiConfig) => ({
        storage,
        // Only Retry-After, set by ClientThrottlerGuard; not the library's per-limit headers (Retry-After-writes, ...).
        setHeaders: false,
        throttlers: [
          { name: READ_LIMIT.name, ttl: READ_LIMIT.ttlMs, limit: config.rateLimitReadPerMin, skipIf: (context) => !isRead(context) },
          { name: 'writes', ttl: 60_000, limit: config.rateLimitWritePerMin, skipIf: isRead },
        ],
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: ClientThrottlerGuard }],
})
export class RateLimitsModule {}
