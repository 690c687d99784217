import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSafeRequestId, LOG_REDACT_PATHS, logLevelOf, REQUEST_ID_HEADER } from '@forkful/topology';

/** The API's log lines: topology's rules (log-rules.ts, the origin servers' too), with the API's ids and paths. */
// The rules themselves (header, redaction, levels) are topology's, shared with the other servers.
export { REQUEST_ID_HEADER, LOG_REDACT_PATHS as REDACT_PATHS, logLevelOf };

/** The caller's X-Request-Id when it is a short safe token (a proxy's id, kept end to end), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}

/** The path of a URL without its query (a search's text stays out of the logs). */
export function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}
