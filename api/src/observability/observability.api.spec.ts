import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Connection } from 'mongoose';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/api-config';
import { startTestApp, TestApp, TEST_PUBLIC_URL } from '../../test/support/test-app';
import { readStack } from '../../test/support/stack';
import { bearer, createTestUser } from '../../test/support/users';
import { createApiLogger } from './api-logger';
import { MetricsService } from './metrics.service';

const TOKEN = 'metrics-token-for-tests-0123456789';
const SECRET_BEARER = 'Bearer not-a-real-id-token-5f3c9a';

/** What a logger wrote: the raw text and its lines parsed. */
function capture() {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => { text += String(chunk); done(); } });
  return { stream, text: () => text, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** The value of one sample of the exposition (0 when absent). */
function sample(exposition: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = exposition.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics and the logs (JSON lines, METRICS_TOKEN set)', () => {
  const log = capture();
  let app: NestFastifyApplication;
  let url: string;
  let recipeId: string;
  const scrape = async () => (await request(url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    const stack = readStack();
    const config = loadConfig({
      NODE_ENV: 'test',
      MONGODB_URI: `${stack.mongoBaseUri}/api-test-observability-${process.pid}`,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      FIREBASE_PROJECT_ID: stack.projectId,
      API_PUBLIC_URL: TEST_PUBLIC_URL,
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_READ_PER_MIN: '100000',
    });
    app = await createApp({ config, logLevel: 'info', logDestination: log.stream });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const body = { image: 'https://example.com/p.png', title: 'Metrics soup', ingredients: '1 egg', instructions: 'Cook.', cuisineType: 'Others', prepTime: 5, servings: 2 };
    recipeId = (await request(url).post('/add-recipe').set(bearer(await createTestUser())).send(body).expect(201)).body.insertedId as string;
  });
  afterAll(async () => {
    await app.get<Connection>(getConnectionToken()).dropDatabase().catch(() => undefined);
    await app.close();
  });

  it('refuses a scrape without the token or with a wrong one: 401 with the API\'s error body', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN.slice(0, -1)}x`, TOKEN, `Basic ${TOKEN}`]) {
      const call = request(url).get('/metrics');
      const answer = await (authorization ? call.set('Authorization', authorization) : call).expect(401);
      expect(answer.body).toEqual({ statusCode: 401, message: expect.stringContaining('METRICS_TOKEN'), error: 'Unauthorized', code: 'auth.required' });
    }
  });

  it('counts requests by route pattern, method and status, never by URL', async () => {
    await request(url).get(`/recipes/${'g'.repeat(24)}`).expect(404);
    await request(url).get(`/recipes/${recipeId}`).expect(200);
    await request(url).get('/no-such-route/abc').expect(404);
    const answer = await request(url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    expect(sample(text, 'forkful_api_http_request_duration_seconds_count', { route: '/recipes/:id', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'forkful_api_http_requests_total', { route: '/recipes/:id', method: 'GET', status: '404' })).toBe(1);
    expect(sample(text, 'forkful_api_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(text).not.toContain(recipeId);
    expect(text).not.toContain('/no-such-route');
    expect(text).toContain('forkful_api_process_cpu_user_seconds_total');
  });

  it('times database commands by command and collection', async () => {
    const text = await scrape();
    expect(sample(text, 'forkful_api_db_operation_duration_seconds_count', { operation: 'find', collection: 'recipes' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/collection="(?!recipes|likes|none|other|[a-z_]+")/);
  });

  it('counts the public read cache\'s hits: of two identical /top-recipes reads the second is a hit', async () => {
    const hits = () => scrape().then((text) => sample(text, 'forkful_api_cache_requests_total', { cache: 'public-reads', result: 'hit' }));
    const before = await hits();
    await request(url).get('/top-recipes').expect(200);
    await request(url).get('/top-recipes').expect(200);
    expect(await hits()).toBeGreaterThanOrEqual(before + 1);
    expect(sample(await scrape(), 'forkful_api_http_requests_total', { route: '/top-recipes', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(2);
  });

  it('gives every answer an X-Request-Id: a safe given one is kept, anything else replaced', async () => {
    const kept = await request(url).get('/top-recipes').set('X-Request-Id', 'lb-4f2a.9_Z').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-4f2a.9_Z');
    for (const path of ['/top-recipes', `/recipes/${recipeId}`, '/health/live', '/nothing-here']) {
      const answer = await request(url).get(path).set('X-Request-Id', 'x'.repeat(65));
      expect({ path, id: answer.headers['x-request-id'] }).toEqual({ path, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
  });

  it('writes JSON lines with a level, Nest\'s start-up lines and one line per request with its reqId, and no secrets', async () => {
    // A query the route refuses (400): its line names the path, never the query.
    await request(url).get('/recipes?email=cook@example.com').set('Authorization', SECRET_BEARER).set('Cookie', 'session=s3cr3t').set('X-Request-Id', 'trace-me-1');
    const lines = log.lines();
    expect(lines.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
    expect(lines.some((line) => line.context === 'NestApplication' || line.context === 'InstanceLoader')).toBe(true);
    const traced = lines.filter((line) => line.reqId === 'trace-me-1');
    expect(traced).toContainEqual(expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', route: '/recipes', path: '/recipes', status: 400 }));
    expect(lines.filter((line) => line.msg === 'request completed').every((line) => typeof line.reqId === 'string')).toBe(true);
    const text = log.text();
    expect(text).not.toContain('not-a-real-id-token');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('cook@example.com');
    expect(text).not.toContain(TOKEN);
  });
});

describe('GET /metrics without METRICS_TOKEN, and the rate limits\' refusals', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '3' });
  });
  afterAll(() => api.close());

  it('answers 404 whatever the caller sends: never open', async () => {
    const answer = await request(api.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(answer.body).toMatchObject({ statusCode: 404 });
    await request(api.url).get('/metrics').expect(404);
  });

  it('counts each 429 by its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await request(api.url).get('/recipes/stats')).status);
    expect(statuses).toContain(429);
    const { body } = await api.app.get(MetricsService).exposition();
    expect(sample(body, 'forkful_api_rate_limit_refusals_total', { limit: 'reads' })).toBe(statuses.filter((s) => s === 429).length);
  });
});

describe('the API logger', () => {
  it('censors authorization, cookies and any email field', () => {
    const log = capture();
    const logger = createApiLogger({ level: 'info', destination: log.stream });
    logger.info({ email: 'a@b.c', user: { email: 'd@e.f' }, req: { headers: { authorization: 'Bearer xyz', cookie: 'k=v' } } }, 'hello');
    const [line] = log.lines();
    expect(line).toMatchObject({ level: 30, msg: 'hello', email: '[redacted]', user: { email: '[redacted]' }, req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } } });
    expect(log.text()).not.toMatch(/a@b\.c|d@e\.f|xyz|k=v/);
  });

  it('writes nothing at LOG_LEVEL=silent', () => {
    const log = capture();
    createApiLogger({ level: 'silent', destination: log.stream }).error('nothing');
    expect(log.text()).toBe('');
  });
});
