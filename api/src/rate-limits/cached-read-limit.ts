import type { IncomingMessage } from 'node:http';
import { addressKey } from './client-key';
import { RateLimitStore } from './rate-limit-store';

/** The throttler's read limit (rate-limits.module.ts): its name and window. */
export const READ_LIMIT = { name: 'reads', ttlMs: 60_000 } as const;

/** Set on a request whose read was counted before Nest: the throttler does not count it again if it reaches Nest. */
const READ_COUNTED = Symbol('readCounted');

/** Whether the read limit has already counted this request (its raw HTTP request). */
export function readCounted(request: IncomingMessage): boolean {
  return (request as IncomingMessage & { [READ_COUNTED]?: true })[READ_COUNTED] === true;
}

/**
 * Counts a read served without Nest's throttler (a cached or built read) against the same window the throttler uses
 * for that client (`ip:<address>` for an anonymous one, `user:<uid>` for a verified caller; limit 'reads'): false once
 * the client is over its read limit. In memory, like every count (RateLimitStore syncs them through the database in
 * the background). An allowed request is marked as counted, so one passed on to Nest after all (a recipe that does
 * not exist) is not counted twice.
 */
export function readLimit(store: RateLimitStore, limitPerMin: number): (request: IncomingMessage, clientKey: string) => boolean {
  return (request, clientKey) => {
    const { isBlocked } = store.count(clientKey, READ_LIMIT.ttlMs, limitPerMin, READ_LIMIT.name);
    // A client over its limit goes on to Nest, whose throttler answers the 429: there it is counted.
    if (!isBlocked) (request as IncomingMessage & { [READ_COUNTED]?: true })[READ_COUNTED] = true;
    return !isBlocked;
  };
}

/** readLimit for an anonymous read, by its client's address (fastify's request.ip, or the TCP peer). */
export function cachedReadLimit(store: RateLimitStore, limitPerMin: number): (request: IncomingMessage, address: string) => boolean {
  const allowed = readLimit(store, limitPerMin);
  return (request, address) => allowed(request, addressKey(address));
}
