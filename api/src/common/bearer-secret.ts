import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header is exactly `Bearer <secret>` (a shared token, e.g. METRICS_TOKEN), compared in
 * constant time: both sides are hashed first, so neither the secret's length nor its first differing byte shows in
 * the time taken. False when no secret is set.
 */
export function bearerMatches(header: string | undefined, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token) return false;
  return timingSafeEqual(digest(token), digest(secret));
}
