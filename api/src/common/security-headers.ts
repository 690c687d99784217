import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets with these options, computed once: they depend on no request (no CSP nonces), and
 * @fastify/helmet rebuilt helmet's middleware on every request (parsing the CSP directives each time).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let called = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => (called = true));
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** helmet's headers on every answer (a hook first in line: errors, 404s and cached reads get them too). */
export function sendSecurityHeaders(fastify: FastifyInstance, headers: Record<string, string>): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
