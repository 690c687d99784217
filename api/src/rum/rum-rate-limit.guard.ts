import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { addressKeyOf } from '../rate-limits/client-key';
import { RateLimitStore } from '../rate-limits/rate-limit-store';
import { eventsIn } from './rum-events-in';

/** The RUM limit's name in the shared windows and in the rate-limit metric. */
export const RUM_LIMIT = { name: 'rum', ttlMs: 60_000 } as const;

/**
 * POST /rum batches per client address and minute (RUM_BATCHES_PER_MIN), in the rate limiter's shared windows: a
 * limit of its own, so a page's beacons never spend its cook's write budget (the route skips the global limits).
 * Beacons carry no token, so the address is the client. Every batch counts, refused ones too. Past it, 429 with
 * Retry-After, as the global limits answer.
 */
@Injectable()
export class RumRateLimitGuard implements CanActivate {
  constructor(
    private readonly store: RateLimitStore,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { isBlocked, timeToBlockExpire } = this.store.count(addressKeyOf(request), RUM_LIMIT.ttlMs, this.config.rumBatchesPerMin, RUM_LIMIT.name);
    if (!isBlocked) return true;
    this.metrics.rateLimitRefusals.inc({ limit: RUM_LIMIT.name });
    this.metrics.rumEvents.inc({ outcome: 'refused' }, eventsIn(request.body));
    const seconds = Math.max(1, timeToBlockExpire);
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
    throw new HttpException(`Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`, HttpStatus.TOO_MANY_REQUESTS);
  }
}
