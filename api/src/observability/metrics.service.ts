import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Every metric's name starts so (the process's default metrics too). */
export const METRIC_PREFIX = 'forkful_api_';

/** The route label of a request no route matched (a 404 of fastify's, a bad URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached read's tenth of a millisecond to a slow upload's several seconds. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PHOTO_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A cache's lookups so far, as the cache counts them itself (a hit costs an integer increment, nothing here). */
export interface CacheCounts {
  hits: number;
  misses: number;
}

type RequestLabels = Record<'route' | 'method' | 'status', string>;
type OperationLabels = Record<'operation' | 'collection', string>;

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

/** Label objects made once per combination: prom-client hashes the object it is given, so reuse costs no allocation. */
class LabelSets<L extends Record<string, string>> {
  private readonly sets = new Map<string, Map<string, L>>();

  constructor(private readonly make: (first: string, second: string) => L) {}

  get(first: string, second: string): L {
    let inner = this.sets.get(first);
    if (!inner) this.sets.set(first, (inner = new Map()));
    let labels = inner.get(second);
    if (!labels) inner.set(second, (labels = this.make(first, second)));
    return labels;
  }
}

/**
 * The API's Prometheus metrics, one registry per app instance (not prom-client's global one, so apps in one process do
 * not collide). Label values are bounded: route patterns, methods, statuses, command names, known collections, caches.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its response, by route pattern (`unmatched`: no route), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** Requests by route pattern, method and status: the duration histogram's counts, read when scraped. */
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;

  readonly dbOperationDuration = new Histogram({
    name: `${METRIC_PREFIX}db_operation_duration_seconds`,
    help: 'MongoDB commands (the driver\'s command monitoring) by command name and collection (`other`: not one of ours, `none`: no collection)',
    labelNames: ['operation', 'collection'] as const,
    buckets: DB_BUCKETS,
    registers: [this.registry],
  });

  /** Lookups by cache and result: each cache's own counts (watchCache), read when scraped. */
  readonly cacheRequests: Counter<'cache' | 'result'>;

  readonly rateLimitRefusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with a 429 by a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly photoProcessingDuration = new Histogram({
    name: `${METRIC_PREFIX}photo_processing_duration_seconds`,
    help: 'Time sharp takes to check an upload and make its renditions, by outcome (processed, or refused: not a photo we take)',
    labelNames: ['outcome'] as const,
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

  private readonly requestLabels = new Map<number, LabelSets<RequestLabels>>();
  private readonly operationLabels = new LabelSets<OperationLabels>((operation, collection) => ({ operation, collection }));
  private readonly caches = new Map<string, () => CacheCounts>();

  constructor() {
    const durations = this.httpRequestDuration;
    // Counting each request a second time on the hot path would cost as much as the histogram: the count is its own.
    this.httpRequests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'Requests answered, by route pattern (`unmatched`: no route), method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const sample of (await durations.get()).values) {
          if (sample.metricName?.endsWith('_count')) this.inc(sample.labels as RequestLabels, sample.value);
        }
      },
    });
    const caches = this.caches;
    this.cacheRequests = new Counter({
      name: `${METRIC_PREFIX}cache_requests_total`,
      help: 'Lookups in the API\'s caches, by cache and result (hit or miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [cache, counts] of caches) {
          const { hits, misses } = counts();
          this.inc({ cache, result: 'hit' }, hits);
          this.inc({ cache, result: 'miss' }, misses);
        }
      },
    });
  }

  /** One answered request (route: the pattern, never the URL). */
  requestAnswered(route: string, method: string, status: number, seconds: number): void {
    let byStatus = this.requestLabels.get(status);
    if (!byStatus) {
      const code = String(status);
      this.requestLabels.set(status, (byStatus = new LabelSets((route, method) => ({ route, method, status: code }))));
    }
    this.httpRequestDuration.observe(byStatus.get(route, method), seconds);
  }

  /** One database command; `collection` already bounded by the caller (a known name, `other` or `none`). */
  operationDone(operation: string, collection: string, seconds: number): void {
    this.dbOperationDuration.observe(this.operationLabels.get(operation, collection), seconds);
  }

  /** Reports a cache's own hit and miss counts as `forkful_api_cache_requests_total{cache}`. */
  watchCache(cache: string, counts: () => CacheCounts): void {
    this.caches.set(cache, counts);
  }

  rateLimitRefused(limit: string): void {
    this.rateLimitRefusals.inc({ limit });
  }

  /** Times a photo's processing (sharp's work alone, not the wait for its turn). */
  async photoProcessing<T>(work: () => Promise<T>): Promise<T> {
    const end = this.photoProcessingDuration.startTimer();
    try {
      const result = await work();
      end({ outcome: 'processed' });
      return result;
    } catch (error) {
      end({ outcome: 'refused' });
      throw error;
    }
  }

  /** The Prometheus text exposition of this app's metrics and the process's. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}
