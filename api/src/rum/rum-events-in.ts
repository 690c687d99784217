import { RUM_LIMITS } from '@forkful/domain';

/**
 * How many events a refused body held, for the refused count: its events array's length (at most what a batch may
 * hold), else 1 (a body that is no batch at all still was one refused report).
 */
export function eventsIn(body: unknown): number {
  const events = typeof body === 'object' && body !== null ? (body as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? Math.min(Math.max(events.length, 1), RUM_LIMITS.maxEventsPerBatch) : 1;
}
