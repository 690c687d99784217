import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { MetricsService } from '../observability/metrics.service';
import type { RateLimitStore } from './rate-limit-store';

/** "3 hours", "1 minute": how long until a window ends, as a refusal says it. */
export function waitText(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A costly action's allowance per account: its name (the metrics' label), its window and its limit. */
export interface AccountQuotaRule {
  name: string;
  windowMs: number;
  limit: number;
  /** The refusal, given the limit and the wait ("You can upload 100 photos a day: try again in 3 hours"). */
  refusal(limit: number, wait: string): string;
}

/**
 * Counts one use of a costly action by an account in the rate limiter's shared windows (every API process sees the
 * same count; by account id, never an address). Past the limit: 429 with Retry-After, counted in the metrics.
 */
export function takeAccountQuota(
  store: RateLimitStore,
  metrics: MetricsService,
  rule: AccountQuotaRule,
  uid: string,
  reply: FastifyReply,
): void {
  const { isBlocked, timeToBlockExpire } = store.count(`uid:${uid}`, rule.windowMs, rule.limit, rule.name);
  if (!isBlocked) return;
  metrics.rateLimitRefused(rule.name);
  reply.header('Retry-After', String(timeToBlockExpire));
  throw new HttpException(rule.refusal(rule.limit, waitText(timeToBlockExpire)), HttpStatus.TOO_MANY_REQUESTS);
}
