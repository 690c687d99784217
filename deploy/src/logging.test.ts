import http from 'http';
import { Writable } from 'stream';
import type { FastifyInstance } from 'fastify';
import { createRemotesOriginServer, portOf } from './origin-server';
import { logLevelOf, originLogger, requestIdOf } from './logging';
import { APPS, deployFake, tempDir } from './test/fixtures';
import { FileStore } from './stores/file-store';
import type { IncomingMessage } from 'http';

/** The lines a logger wrote, parsed. */
function captured(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => { text += String(chunk); done(); } });
  return { stream, text: () => text, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** A real request (fastify's inject needs an ES module jest does not load here). */
async function get(server: FastifyInstance, url: string, headers: http.OutgoingHttpHeaders): Promise<http.IncomingMessage> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: portOf(server), path: url, headers, agent: false }, (res) => res.resume().on('end', () => resolve(res))).on('error', reject);
  });
}

const withHeaders = (headers: Record<string, string>) => ({ headers } as unknown as IncomingMessage);

describe('origin server logs', () => {
  let server: FastifyInstance;
  const log = captured();

  beforeAll(async () => {
    const storeDir = tempDir();
    await deployFake(new FileStore(storeDir), APPS.recipes, { marker: 'one', chunkHash: 'aaaaaaaa' }, new Date());
    server = await createRemotesOriginServer({ storeDir, logger: originLogger({}, log.stream) });
  });
  afterAll(() => server.close());

  it('writes one JSON line per request, with its id, level and path, and no credentials or query', async () => {
    const answer = await get(server, '/recipes/current.json?email=cook@example.com', {
      authorization: 'Bearer secret-token-123', cookie: 'session=abc', 'x-request-id': 'proxy-id.1',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('proxy-id.1');
    const line = log.lines().find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, reqId: 'proxy-id.1', method: 'GET', path: '/recipes/current.json', status: 200, service: 'origin' });
    expect(log.text()).not.toMatch(/secret-token-123|session=abc|cook@example\.com/);
  });

  it('generates an id when none is given or the given one is not a short safe token', async () => {
    const answer = await get(server, '/nothing-here', { 'x-request-id': 'bad id' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines().at(-1)).toMatchObject({ reqId: answer.headers['x-request-id'], status: 404 });
  });
});

describe('request ids and levels', () => {
  it('keeps a short safe X-Request-Id and replaces anything else', () => {
    expect(requestIdOf(withHeaders({ 'x-request-id': 'a'.repeat(64) }))).toBe('a'.repeat(64));
    for (const bad of ['a'.repeat(65), 'has space', '{"json":1}', 'semi;colon', '']) {
      expect(requestIdOf(withHeaders({ 'x-request-id': bad }))).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('reads LOG_LEVEL (default info, silent allowed) and refuses an unknown level', () => {
    expect(logLevelOf({})).toBe('info');
    expect(logLevelOf({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(logLevelOf({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevelOf({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
