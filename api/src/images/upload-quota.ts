import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API_CONFIG, ApiConfig } from '../config/api-config';
import { MetricsService } from '../observability/metrics.service';
import { RateLimitStore } from '../rate-limits/rate-limit-store';

const DAY_MS = 24 * 60 * 60 * 1000;

function waitText(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Photo uploads per user and day (IMAGE_UPLOADS_PER_DAY): the costliest request the API takes (decoding, eight
 * encodes). Counted by account id in the rate limiter's shared windows, so every API process sees the same count;
 * every attempt counts, refused files too, since each costs the decode.
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
    const limit = this.config.imageUploadsPerDay;
    const { isBlocked, timeToBlockExpire } = this.store.count(`uid:${uid}`, DAY_MS, limit, 'uploads');
    if (!isBlocked) return;
    this.metrics.rateLimitRefused('uploads');
    reply.header('Retry-After', String(timeToBlockExpire));
    throw new HttpException(
      `You can upload ${limit} photos a day: try again in ${waitText(timeToBlockExpire)}`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
