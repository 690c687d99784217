import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { matchesEtag } from '../../common/etag';
import { CachedResponse, PublicReadResponses, publicReadKey } from './public-read-responses';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface CachedReadsFirstOptions {
  /** What every answer carries whatever the caller: the security headers, and CORS's Vary and exposed headers. */
  commonHeaders: OutgoingHttpHeaders;
  /** CORS: an Origin in this set is echoed in Access-Control-Allow-Origin (as @fastify/cors does for a GET). */
  allowedOrigins: ReadonlySet<string>;
  /** Counts a read by the client at this TCP address; false once it is over its read limit. */
  readAllowed: (address: string) => boolean;
}

/**
 * Answers hits of the public read cache on the HTTP server itself, before fastify (no request and reply objects, no
 * routing, no hooks): an anonymous GET whose answer is cached, from a client within its read limit, gets the bytes with
 * the same headers fastify's path sends (the e2e tests compare them). Everything else goes to fastify unchanged, where
 * the onRequest hook (public-read-hooks.ts) still serves hits and stores misses. Only without TRUST_PROXY: the client
 * is then the TCP peer, with no X-Forwarded-For to evaluate.
 */
export function answerCachedReadsFirst(server: Server, responses: PublicReadResponses, options: CachedReadsFirstOptions): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected fastify's request listener alone, found ${listeners.length}`);
  const [framework] = listeners;
  server.removeListener('request', framework);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answeredFromCache(request, response, responses, options)) framework.call(server, request, response);
  });
}

/** The headers of an entry's 200, built once per entry (entries are replaced, never changed). */
const okHeaders = new WeakMap<CachedResponse, OutgoingHttpHeaders>();

function headersOf(entry: CachedResponse, commonHeaders: OutgoingHttpHeaders): OutgoingHttpHeaders {
  let headers = okHeaders.get(entry);
  if (!headers) {
    headers = { ...commonHeaders, etag: entry.etag, 'content-type': entry.contentType, 'content-length': entry.body.length };
    if (entry.totalCount !== undefined) headers['x-total-count'] = entry.totalCount;
    okHeaders.set(entry, headers);
  }
  return headers;
}

function answeredFromCache(request: IncomingMessage, response: ServerResponse, responses: PublicReadResponses, options: CachedReadsFirstOptions): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false;
  const key = publicReadKey(request.url ?? '');
  if (key === null) return false;
  const entry = responses.lookup(key);
  const address = request.socket.remoteAddress;
  if (!entry || !address || !options.readAllowed(address)) return false;
  const origin = request.headers.origin;
  const allowOrigin = origin && options.allowedOrigins.has(origin) ? { 'access-control-allow-origin': origin } : null;
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, { ...options.commonHeaders, ...allowOrigin, etag: entry.etag }).end();
    return true;
  }
  const headers = headersOf(entry, options.commonHeaders);
  response.writeHead(200, allowOrigin ? { ...headers, ...allowOrigin } : headers).end(entry.body);
  return true;
}
