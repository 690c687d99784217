import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { takeAccountQuota } from '../rate-limits/account-quota';
import { RateLimitStore } from '../rate-limits/rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Page and file imports per account and hour (IMPORTS_PER_HOUR, 30): each makes the server fetch or save on the
 * cook's behalf. Shared by every API process (the rate limiter's windows); every attempt counts, refused ones too.
 */
@Injectable()
export class ImportQuota {
  constructor(
    private readonly store: RateLimitStore,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  take(uid: string, reply: FastifyReply): void {
    takeAccountQuota(this.store, this.metrics, {
      name: 'imports',
      windowMs: HOUR_MS,
      limit: this.config.importsPerHour,
      refusal: (limit, wait) => `You can import ${limit} times an hour: try again in ${wait}`,
    }, uid, reply);
  }
}
