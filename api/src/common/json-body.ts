import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';

/** Deepest nesting a JSON body may have (the top-level object or array is level 1); recipes need 2. */
export const MAX_JSON_DEPTH = 32;

export const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';
export const TOO_DEEP_MESSAGE = `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether a parsed JSON value nests deeper than maxDepth. Iterative (an explicit stack), so a hostile depth cannot
 * overflow the call stack here; it stops at the first value too deep.
 */
export function isNestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A size like '100kb', '1mb' or '512' (bytes), as JSON_BODY_LIMIT takes it, in bytes. */
export function bytesOf(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new Error(`JSON_BODY_LIMIT must be a size like 100kb, got "${limit}"`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}

/** Only an object or an array is a body (what express.json's strict mode accepted); whitespace may surround it. */
const STRICT_START = /^[\s]*[{[]/;

/**
 * Parses a JSON body (fastify hands it over whole, within the size limit), then checks its depth, both before any pipe
 * sees it (class-transformer and Nest's ValidationPipe recurse, and a deep body made them throw RangeError: a 500).
 * Its errors are our own 4xx with fixed messages, never one that quotes the body. An empty body is `{}`.
 */
export function parseJsonBody(text: string, contentType = ''): unknown {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  // As express.json: only the UTF encodings.
  if (charset && !/^utf-/i.test(charset)) throw new UnsupportedMediaTypeException(`unsupported charset "${charset.toUpperCase()}"`);
  if (text.trim() === '') return {};
  if (!STRICT_START.test(text)) throw new BadRequestException(INVALID_JSON_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestException(INVALID_JSON_MESSAGE);
  }
  if (isNestedDeeperThan(body, MAX_JSON_DEPTH)) throw new BadRequestException(TOO_DEEP_MESSAGE);
  return body;
}

/** The 413 a body over the limit gets (fastify stops reading it; AllExceptionsFilter words it). */
export const tooLargeMessage = (limit: string) => `Request body is larger than the ${limit} limit`;

/** fastify's code for a body over its bodyLimit. */
export const BODY_TOO_LARGE_CODE = 'FST_ERR_CTP_BODY_TOO_LARGE';
