import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { apiErrorCodeOf } from '@forkful/domain';
import { BODY_TOO_LARGE_CODE, tooLargeMessage } from './json-body';
import { REQUEST_TIMEOUT_MESSAGE, RequestTimeoutError } from './request-timeout.interceptor';

/** Body of every error the API sends (ApiErrorBody in @forkful/domain). */
export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Stable, for a UI to word the refusal in its own language (API_ERROR_CODES in @forkful/domain). */
  code: string;
}

/**
 * Errors from the HTTP layer (fastify's, body-parser's) carry an HTTP status, and some a code or say whether their
 * message is safe to show.
 */
interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: string;
  message?: string;
}

/** fastify's FST_ERR_CTP_BODY_TOO_LARGE message. */
const FASTIFY_BODY_TOO_LARGE = /^Request body is too large$/;

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** A database operation stopped by its time limit (maxTimeMS): the server answered MaxTimeMSExpired (code 50). */
export function isDatabaseTimeout(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const { code, codeName } = exception as Error & { code?: unknown; codeName?: unknown };
  return /^Mongo/.test(exception.name) && (codeName === 'MaxTimeMSExpired' || code === 50);
}

export const DATABASE_TIMEOUT_MESSAGE = 'The database took too long to answer; please try again';

/**
 * Turns anything thrown into `{ statusCode, message, error, code }`; a 5xx never carries a stack or internal detail.
 * The code comes from the message (domain's table of the API's refusals), else from the status.
 */
export function toErrorBody(exception: unknown, jsonBodyLimit = '100kb'): ErrorBody {
  const body = uncodedErrorBody(exception, jsonBodyLimit);
  return { ...body, code: apiErrorCodeOf(body.statusCode, body.message) };
}

function uncodedErrorBody(exception: unknown, jsonBodyLimit: string): Omit<ErrorBody, 'code'> {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (status >= 500) return { statusCode: status, message: 'Internal server error', error: reason(status) };
    // fastify's body limit, as Nest's fastify adapter hands it over (an HttpException with fastify's message); a 413
    // of our own (a photo too large) keeps its message.
    if (status === HttpStatus.PAYLOAD_TOO_LARGE && FASTIFY_BODY_TOO_LARGE.test(exception.message)) {
      return { statusCode: status, message: tooLargeMessage(jsonBodyLimit), error: reason(status) };
    }
    if (typeof response === 'string') return { statusCode: status, message: response, error: reason(status) };
    const body = response as { message?: string | string[]; error?: string };
    return {
      statusCode: status,
      message: body.message ?? exception.message,
      error: typeof body.error === 'string' ? body.error : reason(status),
    };
  }
  if (exception instanceof RequestTimeoutError) return { statusCode: 503, message: REQUEST_TIMEOUT_MESSAGE, error: reason(503) };
  if (isDatabaseTimeout(exception)) return { statusCode: 503, message: DATABASE_TIMEOUT_MESSAGE, error: reason(503) };
  const httpish = (exception ?? {}) as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (httpish.type === 'entity.too.large' || httpish.code === BODY_TOO_LARGE_CODE) {
      return { statusCode: 413, message: tooLargeMessage(jsonBodyLimit), error: reason(413) };
    }
    if (httpish.type === 'entity.parse.failed') {
      return { statusCode: 400, message: 'Request body is not valid JSON', error: reason(400) };
    }
    const message = httpish.expose && httpish.message ? httpish.message : reason(status);
    return { statusCode: status, message, error: reason(status) };
  }
  return { statusCode: 500, message: 'Internal server error', error: reason(500) };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly jsonBodyLimit = '100kb') {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception, this.jsonBodyLimit);
    if (exception instanceof RequestTimeoutError) {
      this.logger.warn(exception.message); // expected under load: no stack
    } else if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.sent) return;
    response.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
