import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { takeAccountQuota } from '../rate-limits/account-quota';
import { RateLimitStore } from '../rate-limits/rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reports sent per account and hour (REPORTS_PER_HOUR, 20), shared by every API process (the rate limiter's windows).
 * Each report with a valid body counts, refused ones (already reported, own, unknown) too: probing costs the same.
 */
@Injectable()
export class ReportQuota {
  constructor(
    private readonly store: RateLimitStore,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  take(uid: string, reply: FastifyReply): void {
    takeAccountQuota(this.store, this.metrics, {
      name: 'reports',
      windowMs: HOUR_MS,
      limit: this.config.reportsPerHour,
      refusal: (limit, wait) => `You can send ${limit} reports an hour: try again in ${wait}`,
    }, uid, reply);
  }
}
