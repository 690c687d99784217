import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Every metric's name starts so (the process's default metrics too). */
export const METRIC_PREFIX = 'forkful_api_';

/** Seconds: from a cached read's tenth of a millisecond to a slow upload's several seconds. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PHOTO_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/**
 * The process's default metrics (CPU, memory, event loop, GC) are the process's, not an app's: collected once, into a
 * registry of their own, and shown by every app instance of the process (tests create several; their observers would
 * otherwise pile up).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
  }
  return processRegistry;
}

/**
 * The API's Prometheus metrics, one registry per app instance (not prom-client's global one, so apps in one process do
 * not collide). Label values are bounded: route patterns, methods, statuses, known collections and caches.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  /** Requests by route pattern (`unmatched` when no route), method and status; counted from the duration histogram. */
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  readonly httpRequestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its response, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly dbOperationDuration = new Histogram({
    name: `${METRIC_PREFIX}db_operation_duration_seconds`,
    help: 'MongoDB commands (driver command monitoring) by command name and collection (`other` when not ours)',
    labelNames: ['operation', 'collection'] as const,
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });

  readonly cacheRequests = new Counter({
    name: `${METRIC_PREFIX}cache_requests_total`,
    help: 'Lookups in the API\'s caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with a 429 by a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly photoProcessingDuration = new Histogram({
    name: `${METRIC_PREFIX}photo_processing_duration_seconds`,
    help: 'Time sharp takes for a photo (an upload\'s renditions, a rendition made on a read)',
    labelNames: ['step'] as const,
    buckets: PHOTO_BUCKETS,
    registers: [this.registry],
  });

  /** Real-user monitoring events (POST /rum): `this.metrics.rumEvents.inc({ outcome: 'accepted' }, n)`. */
  readonly rumEvents = new Counter({
    name: `${METRIC_PREFIX}rum_events_total`,
    help: 'Real-user monitoring events received, by outcome (accepted or refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    const durations = this.httpRequestDuration;
    // Counting each request twice on the hot path would cost as much as the histogram: the count is the histogram's.
    this.httpRequests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'Requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const sample of (await durations.get()).values) {
          if (sample.metricName?.endsWith('_count')) this.inc(sample.labels as Record<'route' | 'method' | 'status', string>, sample.value);
        }
      },
    });
  }

  /** The Prometheus text exposition of this app's metrics and the process's. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}
