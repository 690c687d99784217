import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, throwError, timeout } from 'rxjs';
import { API_CONFIG, ApiConfig } from '../config/api-config';

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long; please try again';

/** A request's handler did not answer within API_REQUEST_TIMEOUT_MS (the exception filter answers 503). */
export class RequestTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`The request handler did not answer within ${limitMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

const ROUTE_TIMEOUT = 'forkful:request-timeout-ms';

/**
 * A route whose handler also reads a large body (an upload from a slow phone): its own limit instead of
 * API_REQUEST_TIMEOUT_MS, unless that is 0 (no limit at all).
 */
export const RequestTimeoutMs = (limitMs: number) => SetMetadata(ROUTE_TIMEOUT, limitMs);

/**
 * Gives every request's handler API_REQUEST_TIMEOUT_MS (0 = none) to answer. Past it the client gets the JSON 503 at
 * once and the handler's result is dropped when it comes (the subscription is cancelled); what the handler still
 * waits for is bounded too: every database query carries API_DB_MAX_TIME_MS.
 */
@Injectable()
export class RequestTimeoutInterceptor implements NestInterceptor {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.config.requestTimeoutMs) return next.handle();
    const limitMs = this.reflector.get<number | undefined>(ROUTE_TIMEOUT, context.getHandler()) ?? this.config.requestTimeoutMs;
    return next.handle().pipe(timeout({ first: limitMs, with: () => throwError(() => new RequestTimeoutError(limitMs)) }));
  }
}
