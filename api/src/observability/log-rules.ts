import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LevelWithSilent } from 'pino';

/**
 * The rules of the API's log lines. The origin servers follow the same ones (deploy/src/logging.ts): the API may not
 * import deploy nor deploy the API, and topology, the one package both import, is pure and goes to browsers too.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Anything a caller or a bug might put in a line that must never be written (request bodies are never logged). */
export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
  'headers.authorization', 'headers.cookie', 'headers["set-cookie"]', 'email', '*.email',
];

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL: one of pino's levels or `silent`; default info. */
export function logLevelOf(env: NodeJS.ProcessEnv): LevelWithSilent {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return 'info';
  if (!(LEVELS as string[]).includes(value)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return value as LevelWithSilent;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's X-Request-Id when it is a short safe token (a proxy's id, kept end to end), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path of a URL without its query (a search's text stays out of the logs). */
export function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}
