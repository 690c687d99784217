import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { matchesEtag } from '../../common/etag';
import { BUILD_TRIED, PublicReadBuilder } from './public-read-builder';
import { CachedResponse, PublicReadResponses, publicReadKey } from './public-read-responses';

/** What a request missing the cache carries to onSend: its key and the point its read started at. */
const PENDING = Symbol('publicReadPending');
type PendingRequest = FastifyRequest & { [PENDING]?: { key: string; since: number } };

/**
 * Writes the cached answer on the raw response, past fastify's reply pipeline (serialization checks, onSend hooks):
 * with the headers the earlier hooks set (security, CORS) and the entry's own.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): void {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers.etag = entry.etag;
  reply.hijack();
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.raw.writeHead(304, headers).end();
    return;
  }
  headers['content-type'] = entry.contentType;
  headers['content-length'] = entry.body.length;
  if (entry.totalCount !== undefined) headers['x-total-count'] = entry.totalCount;
  reply.raw.writeHead(200, headers).end(entry.body);
}

/**
 * Serves the public reads (PublicReadResponses) from fastify, before Nest's routing, guards, pipes and interceptors:
 * a hit costs a map lookup, the read rate limit and the bytes; a miss of a read the builder knows (the top list, a
 * list page, a recipe) costs what the builder asks of the database. Registered after helmet and CORS, so their
 * headers are on every answer. Only anonymous GETs: a signed-in caller is counted under its verified uid by the
 * throttler, so it takes the whole path and its answer is not stored. A hit or a build still counts against the
 * caller's read limit (`readAllowed`); a caller over it also takes the whole path, where the throttler answers the 429.
 * Any other public read (a search) goes through Nest, and its 200 is stored whole with an ETag on the way out (onSend).
 */
export function servePublicReadsFromCache(
  fastify: FastifyInstance,
  responses: PublicReadResponses,
  builder: PublicReadBuilder,
  readAllowed: (request: IncomingMessage, address: string) => boolean,
): void {
  fastify.addHook('onRequest', (request: PendingRequest, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization) return done();
    const key = publicReadKey(request.url);
    if (key === null) return done();
    const entry = responses.lookup(key);
    const build = !entry && builder.builds(key) && !(request.raw as { [BUILD_TRIED]?: true })[BUILD_TRIED];
    if (!entry && !build) {
      if (!(request.raw as { [BUILD_TRIED]?: true })[BUILD_TRIED]) responses.countMiss();
      request[PENDING] = { key, since: responses.current() };
      return done();
    }
    if (!readAllowed(request.raw, request.ip)) return done();
    if (entry) {
      responses.countHit();
      return sendCached(request, reply, entry);
    }
    responses.countMiss();
    const fromMemory = builder.fromMemory(key);
    if (fromMemory) return sendCached(request, reply, fromMemory);
    const since = responses.current();
    builder.answer(key).then(
      (built) => {
        if (built) return sendCached(request, reply, built);
        request[PENDING] = { key, since };
        done();
      },
      () => done(),
    );
  });
  fastify.addHook('onSend', (request: PendingRequest, reply, payload, done) => {
    const pending = request[PENDING];
    if (!pending || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    const total = reply.getHeader('x-total-count');
    const { etag } = responses.store(
      pending.key,
      pending.since,
      Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      total === undefined ? undefined : String(total),
    );
    reply.header('etag', etag);
    done(null, payload);
  });
}
