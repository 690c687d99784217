import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { json } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

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

/**
 * The JSON body parser: express.json with the size limit, then the depth check, both before any pipe sees the body
 * (class-transformer and Nest's ValidationPipe recurse, and a deep body made them throw RangeError: a 500).
 * Its errors become our own 4xx with fixed messages: Nest would otherwise turn JSON.parse's SyntaxError into a 400
 * that quotes the body.
 */
export function jsonBodyParser(limit: string): RequestHandler {
  const parse = json({ limit });
  return (request: Request, response: Response, next: NextFunction) => {
    parse(request, response, (error?: unknown) => {
      if (error) return next(bodyError(error, limit));
      if (isNestedDeeperThan(request.body, MAX_JSON_DEPTH)) return next(new BadRequestException(TOO_DEEP_MESSAGE));
      next();
    });
  };
}

function bodyError(error: unknown, limit: string): unknown {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.too.large') return new PayloadTooLargeException(`Request body is larger than the ${limit} limit`);
  if (type === 'entity.parse.failed') return new BadRequestException(INVALID_JSON_MESSAGE);
  // Bad charset (415), encoding, aborted requests: handled by AllExceptionsFilter with their own safe messages.
  return error;
}
