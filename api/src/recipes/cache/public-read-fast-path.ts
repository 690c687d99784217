import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { matchesEtag } from '../../common/etag';
import { BUILD_TRIED, PublicReadBuilder } from './public-read-builder';
import { CachedResponse, PublicReadResponses, publicReadKey } from './public-read-responses';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface CachedReadsFirstOptions {
  /** What every answer carries whatever the caller: the security headers, and CORS's Vary and exposed headers. */
  commonHeaders: OutgoingHttpHeaders;
  /** CORS: an Origin in this set is echoed in Access-Control-Allow-Origin (as @fastify/cors does for a GET). */
  allowedOrigins: ReadonlySet<string>;
  /** Counts a read by the client at this TCP address; false once it is over its read limit. */
  readAllowed: (request: IncomingMessage, address: string) => boolean;
  /** Counts and logs each answer given here, as fastify's hooks do for the rest (RequestObserver). */
  observer?: FastPathObserver;
}

/** What sees the answers given before fastify: their request id (X-Request-Id) and, once sent, their status and time. */
export interface FastPathObserver {
  requestIdOf(request: IncomingMessage): string;
  answeredBeforeFastify(request: IncomingMessage, requestId: string, route: string, status: number, startedAt: number): void;
}

/** The route pattern of a public read's key (publicReadKey): its metrics' and log line's `route`. */
export function publicReadRoute(key: string): string {
  if (key === '/top-recipes') return key;
  return key.startsWith('/recipes?') ? '/recipes' : '/recipes/:id';
}

/**
 * Answers the public reads on the HTTP server itself, before fastify (no request and reply objects, no routing, no
 * hooks): an anonymous GET from a client within its read limit gets the cached bytes, or, on a miss of a read the
 * builder knows (the top list, a list page, a recipe), the answer built from the read parts and the database, with
 * the same headers fastify's path sends (the e2e tests compare them). Everything else goes to fastify unchanged, and
 * so does a build that finds nothing or fails (Nest then answers the 404 or the error). Only without TRUST_PROXY: the
 * client is then the TCP peer, with no X-Forwarded-For to evaluate.
 */
export function answerCachedReadsFirst(server: Server, responses: PublicReadResponses, builder: PublicReadBuilder, options: CachedReadsFirstOptions): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected fastify's request listener alone, found ${listeners.length}`);
  const [framework] = listeners;
  server.removeListener('request', framework);
  const passOn = (request: IncomingMessage, response: ServerResponse) => framework.call(server, request, response);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const key = request.method === 'GET' && !request.headers.authorization ? publicReadKey(request.url ?? '') : null;
    const address = request.socket.remoteAddress;
    if (key === null || !address) return passOn(request, response);
    const entry = responses.lookup(key);
    if (!entry && !builder.builds(key)) return passOn(request, response);
    if (!options.readAllowed(request, address)) return passOn(request, response);
    const startedAt = performance.now();
    if (entry) {
      responses.countHit();
      return send(request, response, entry, options, key, startedAt);
    }
    responses.countMiss();
    const built = builder.fromMemory(key);
    if (built) return send(request, response, built, options, key, startedAt);
    builder.answer(key).then(
      (built) => (built ? send(request, response, built, options, key, startedAt) : tried(request, passOn, response)),
      () => tried(request, passOn, response),
    );
  });
}

function tried(request: IncomingMessage, passOn: RequestListener, response: ServerResponse): void {
  (request as IncomingMessage & { [BUILD_TRIED]?: true })[BUILD_TRIED] = true;
  passOn(request, response);
}

/** The headers of an entry's 200 as a flat name/value list (cheaper to write than an object), built once per entry. */
const okHeaders = new WeakMap<CachedResponse, string[]>();
const flatHeaders = new WeakMap<OutgoingHttpHeaders, string[]>();

function headersOf(entry: CachedResponse, commonHeaders: OutgoingHttpHeaders): string[] {
  let headers = okHeaders.get(entry);
  if (!headers) {
    let common = flatHeaders.get(commonHeaders);
    if (!common) flatHeaders.set(commonHeaders, (common = Object.entries(commonHeaders).flatMap(([name, value]) => [name, String(value)])));
    headers = [...common, 'etag', entry.etag, 'content-type', entry.contentType, 'content-length', String(entry.body.length)];
    if (entry.totalCount !== undefined) headers.push('x-total-count', entry.totalCount);
    okHeaders.set(entry, headers);
  }
  return headers;
}

function send(request: IncomingMessage, response: ServerResponse, entry: CachedResponse, options: CachedReadsFirstOptions, key: string, startedAt: number): void {
  const origin = request.headers.origin;
  const allowOrigin = origin && options.allowedOrigins.has(origin) ? { 'access-control-allow-origin': origin } : null;
  const { observer } = options;
  const requestId = observer?.requestIdOf(request);
  let status = 200;
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    status = 304;
    response.writeHead(304, { ...options.commonHeaders, ...allowOrigin, etag: entry.etag, ...(requestId && { 'x-request-id': requestId }) }).end();
  } else {
    let headers = headersOf(entry, options.commonHeaders);
    if (allowOrigin || requestId) {
      headers = headers.slice(); // one copy, with what is this caller's
      if (allowOrigin) headers.push('access-control-allow-origin', origin!);
      if (requestId) headers.push('x-request-id', requestId);
    }
    response.writeHead(200, headers).end(entry.body);
  }
  if (observer) observer.answeredBeforeFastify(request, requestId!, publicReadRoute(key), status, startedAt);
}
