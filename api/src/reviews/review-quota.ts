import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { takeAccountQuota } from '../rate-limits/account-quota';
import { RateLimitStore } from '../rate-limits/rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reviews and replies written (created, changed, deleted) per account and hour (REVIEWS_PER_HOUR, 60): shared by every
 * API process (the rate limiter's windows). Each valid write counts, refused ones (own recipe, no such recipe) too.
 */
@Injectable()
export class ReviewQuota {
  constructor(
    private readonly store: RateLimitStore,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  take(uid: string, reply: FastifyReply): void {
    takeAccountQuota(this.store, this.metrics, {
      name: 'reviews',
      windowMs: HOUR_MS,
      limit: this.config.reviewsPerHour,
      refusal: (limit, wait) => `You can write ${limit} reviews and replies an hour: try again in ${wait}`,
    }, uid, reply);
  }
}
