import { addressKey } from './client-key';
import { RateLimitStore } from './rate-limit-store';

/** The throttler's read limit (rate-limits.module.ts): its name and window. */
export const READ_LIMIT = { name: 'reads', ttlMs: 60_000 } as const;

/**
 * Counts an anonymous read served without Nest's throttler (a cached public read), by its client's address (fastify's
 * request.ip, or the TCP peer), against the same window the throttler uses for that client (`ip:<address>`, limit
 * 'reads'): false once the client is over its read limit. In memory, like every count (RateLimitStore syncs them
 * through the database in the background).
 */
export function cachedReadLimit(store: RateLimitStore, limitPerMin: number): (address: string) => boolean {
  return (address) => {
    const { isBlocked } = store.count(addressKey(address), READ_LIMIT.ttlMs, limitPerMin, READ_LIMIT.name);
    return !isBlocked;
  };
}
