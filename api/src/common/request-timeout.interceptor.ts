import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
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

/**
 * Gives every request's handler API_REQUEST_TIMEOUT_MS (0 = none) to answer. Past it the client gets the JSON 503 at
 * once and the handler's result is dropped when it comes (the subscription is cancelled); what the handler still
 * waits for is bounded too: every database query carries API_DB_MAX_TIME_MS.
 */
@Injectable()
export class RequestTimeoutInterceptor implements NestInterceptor {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limitMs = this.config.requestTimeoutMs;
    if (!limitMs) return next.handle();
    return next.handle().pipe(timeout({ first: limitMs, with: () => throwError(() => new RequestTimeoutError(limitMs)) }));
  }
}
