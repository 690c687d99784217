/**
 * The Content-Security-Policy of a server-rendered document: scripts run only with this response's nonce, and what
 * they add ('strict-dynamic': the Module Federation runtime inserts the remotes' entry and chunk scripts itself).
 * `https:` and 'unsafe-inline' are for browsers that predate nonces and 'strict-dynamic' (CSP 1); a browser that knows
 * them ignores both, so they do not weaken the policy where it is enforced.
 */
import crypto from 'node:crypto';

const NONCE_BYTES = 16;
// Random bytes are drawn from the system a few kilobytes at a time rather than 16 per response (one call per
// response was a visible part of a cached page's cost). Each nonce still gets its own bytes, used once.
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** A fresh nonce: 128 random bits, base64 (the CSP grammar allows + / =). */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

export function contentSecurityPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`;
}

/** Sent with every document (and kept on a 304: they do not depend on the nonce). */
export const DOCUMENT_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Browsers revalidate each time (ETag): a deploy or a recipe change shows on the next visit.
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
