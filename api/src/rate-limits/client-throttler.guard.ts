import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  ThrottlerModuleOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import type { ThrottlerRequest } from '@nestjs/throttler/dist/throttler.guard.interface';
import { THROTTLER_SKIP } from '@nestjs/throttler/dist/throttler.constants';

/**
 * `@SkipThrottle()` without arguments names only the library's 'default' throttler: here it exempts a route from every
 * limit (the metadata key it sets). A named skip (`@SkipThrottle({ reads: true })`) exempts from that limit alone.
 */
export const SKIP_EVERY_LIMIT = `${THROTTLER_SKIP}default`;
export { THROTTLER_SKIP };
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FirebaseAuthService } from '../auth/firebase-auth.service';
import { MetricsService } from '../observability/metrics.service';
import { READ_LIMIT, readCounted } from './cached-read-limit';
import { clientKeyOf } from './client-key';

/**
 * The throttler, counting per client (clientKeyOf) across all routes rather than per route, and answering a 429 with
 * a standard `Retry-After` (seconds) and a message saying when to try again. It is a global guard, so it runs before
 * the routes' FirebaseAuthGuard: clientKeyOf verifies the token itself, once per request (verifiedCaller).
 */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly firebaseAuth: FirebaseAuthService,
    private readonly metrics: MetricsService,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return this.reflector.getAllAndOverride<boolean>(SKIP_EVERY_LIMIT, [context.getHandler(), context.getClass()]) === true;
  }

  /** A read the public read cache already counted (and passed on: a recipe that does not exist) is not counted again. */
  protected override handleRequest(requestProps: ThrottlerRequest): Promise<boolean> {
    const request = requestProps.context.switchToHttp().getRequest<FastifyRequest>();
    if (requestProps.throttler.name === READ_LIMIT.name && readCounted(request.raw)) return Promise.resolve(true);
    // Every 429 of the limits is answered here (a cached read over its limit is passed on to this guard to refuse).
    return super.handleRequest(requestProps).catch((error: unknown) => {
      if (error instanceof ThrottlerException) this.metrics.rateLimitRefused(requestProps.throttler.name ?? 'default');
      throw error;
    });
  }

  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    return clientKeyOf(request as unknown as FastifyRequest, this.firebaseAuth);
  }

  /** The client alone (the storage adds the limit's name): one budget per client and limit, whatever the route. */
  protected override generateKey(_context: ExecutionContext, client: string): string {
    return client;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
    throw new ThrottlerException(`Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`);
  }
}
