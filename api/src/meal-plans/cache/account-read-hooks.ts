import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { verifiedCaller } from '../../auth/firebase-auth.guard';
import type { FirebaseAuthService } from '../../auth/firebase-auth.service';
import { JSON_CONTENT_TYPE } from '../../common/json-bytes';

/** A signed-in read kept per account (AccountReads), that a cached answer may serve before Nest. */
export interface AccountReadSource {
  /** The route's path, exactly (`/meal-plan`). */
  path: string;
  /** The cache key of this query, or null when it is not exactly what the route takes (Nest answers it: a 400). */
  keyOf(query: URLSearchParams): string | null;
  /** The kept read, not counted: a miss is counted by the route it goes on to. */
  get(uid: string, key: string): Buffer | undefined;
  /** Counts a kept read this hook sent. */
  countHit(): void;
}

export interface AccountReadHookOptions {
  firebaseAuth: FirebaseAuthService;
  /** Counts a read against the caller's read limit (`user:<uid>`); false once it is over it. */
  readAllowed: (request: IncomingMessage, clientKey: string) => boolean;
}

/** Writes the kept bytes on the raw response, with the headers the earlier hooks set (security, CORS). */
function sendKept(reply: FastifyReply, body: Buffer): void {
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers['content-type'] = JSON_CONTENT_TYPE;
  headers['content-length'] = body.length;
  reply.hijack();
  reply.raw.writeHead(200, headers).end(body);
}

/**
 * Serves the signed-in reads kept per account (a cook's week of plan, their shopping list) from fastify, before Nest's
 * routing, guards, pipes and interceptors: a hit costs the token's verification (the guard's own, verifiedCaller,
 * which the guard then reuses on a miss), the caller's read limit and the bytes. Registered after helmet and CORS, so
 * their headers are on every answer. Anything else takes the whole path: no or a refused token (the guard answers the
 * 401), a query the route would refuse, a caller over the limit (the throttler answers the 429), a miss.
 */
export function serveAccountReadsFromCache(fastify: FastifyInstance, sources: readonly AccountReadSource[], options: AccountReadHookOptions): void {
  const byPath = new Map(sources.map((source) => [source.path, source]));
  fastify.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (request.method !== 'GET' || !request.headers.authorization) return done();
    const url = request.url;
    const queryAt = url.indexOf('?');
    const source = byPath.get(queryAt < 0 ? url : url.slice(0, queryAt));
    if (!source) return done();
    const key = source.keyOf(new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)));
    if (key === null) return done();
    verifiedCaller(request, options.firebaseAuth).then(
      ({ uid }) => {
        const kept = source.get(uid, key);
        if (!kept || !options.readAllowed(request.raw, `user:${uid}`)) return done();
        source.countHit();
        sendKept(reply, kept);
      },
      () => done(),
    );
  });
}
