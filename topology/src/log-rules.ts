/**
 * The rules every Forkful server's log lines follow, the API's (api/src/observability) and the origin servers'
 * (deploy/src/logging.ts) alike: JSON lines at LOG_LEVEL, a request id on each request's lines, and nothing a caller or
 * a bug might put there that must never be written. Here because both import topology and neither may import the
 * other; pure data and checks (each server makes its own ids and loggers).
 */

/** The header a request id comes in (kept when safe) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** pino's redaction paths: credentials, cookies and emails (request bodies are never logged). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
  'headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'email', '*.email',
];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of pino's levels or `silent`; default info. */
export function logLevelOf(env: Readonly<Record<string, string | undefined>>): LogLevelName {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return value as LogLevelName;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether a caller's X-Request-Id is a short safe token, to keep end to end (else the server makes its own). */
export function isSafeRequestId(given: unknown): given is string {
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given);
}
