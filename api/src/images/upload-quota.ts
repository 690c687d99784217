import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { takeAccountQuota } from '../rate-limits/account-quota';
import { RateLimitStore } from '../rate-limits/rate-limit-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Photo uploads per user and day (IMAGE_UPLOADS_PER_DAY): the costliest request the API takes (decoding, eight
 * encodes). Counted by account id in the rate limiter's shared windows, so every API process sees the same count;
 * every attempt counts, refused files too, since each costs the decode. An imported page's photo counts as an upload.
 */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly store: RateLimitStore,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Counts one upload; past the day's limit, 429 with Retry-After (seconds until the user's day window ends). */
  take(uid: string, reply: FastifyReply): void {
    takeAccountQuota(this.store, this.metrics, {
      name: 'uploads',
      windowMs: DAY_MS,
      limit: this.config.imageUploadsPerDay,
      refusal: (limit, wait) => `You can upload ${limit} photos a day: try again in ${wait}`,
    }, uid, reply);
  }
}
