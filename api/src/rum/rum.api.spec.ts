import { getConnectionToken } from '@nestjs/mongoose';
import { RUM_LIMITS, type RumEvent, type RumSummary } from '@forkful/domain';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { emulatorAdmin } from '../../test/support/admin';
import { startTestApp, TestApp } from '../../test/support/test-app';
import { bearer, createTestUser, signIn, TestUser } from '../../test/support/users';
import { RAW_EVENT_TTL_SECONDS } from './schemas/rum-event.schema';

const METRICS_TOKEN = 'test-metrics-token-0123456789';
const VERSION = '20250601T120000000Z-abc123';
const VIEW = 'view-0001';

let api: TestApp;
let operator: TestUser;
let cook: TestUser;

beforeAll(async () => {
  api = await startTestApp({ METRICS_TOKEN, RUM_BATCHES_PER_MIN: '100000' });
  [operator, cook] = await Promise.all([createTestUser(), createTestUser()]);
  const admin = emulatorAdmin();
  try {
    await admin.auth.setCustomUserClaims(operator.uid, { roles: ['operator'], plan: 'kept' });
  } finally {
    await admin.close();
  }
  // A fresh sign-in: the token carries the new claim.
  operator = { ...operator, idToken: await signIn(operator.email) };
});
afterAll(() => api.close());

const tag = (app: string, version = VERSION) => ({ app, version, view: VIEW });
const post = (body: unknown, type = 'application/json') =>
  request(api.url).post('/rum').set('Content-Type', type).send(typeof body === 'string' ? body : JSON.stringify(body));
const summary = (query: Record<string, string>, auth: Record<string, string> = { Authorization: `Bearer ${METRICS_TOKEN}` }) =>
  request(api.url).get('/rum/summary').query(query).set(auth);
const database = () => api.app.get<Connection>(getConnectionToken()).db!;

describe('POST /rum', () => {
  it('accepts a valid batch (204), and the summary counts it exactly, right away', async () => {
    const app = 'exacta';
    const events: RumEvent[] = [
      ...Array.from({ length: 4 }, (_, i) => ({ kind: 'view' as const, ...tag(app), view: `view-000${i}`, route: '/recipes/:id' })),
      { kind: 'error', ...tag(app), source: 'error', message: 'boom', stack: 'Error: boom\n  at x', first: true },
      { kind: 'error', ...tag(app), source: 'rejection', message: 'again', first: false },
      { kind: 'remote-failure', ...tag(app), reason: 'timeout' },
      { kind: 'api-failure', ...tag(app), status: 503 },
      { kind: 'api-failure', ...tag(app), status: 0 },
      ...[1000, 2000, 3000, 4000].map((value) => ({ kind: 'vital' as const, ...tag(app), name: 'LCP' as const, value })),
      { kind: 'vital', ...tag(app), name: 'INP', value: 120 },
      { kind: 'vital', ...tag(app), name: 'CLS', value: 0 },
      // Another version's events are not this one's.
      { kind: 'view', ...tag(app, 'dev'), route: '/' },
    ];
    await post({ shellVersion: 'dev', events }).expect(204);
    const body = (await summary({ app, version: VERSION }).expect(200)).body as RumSummary;
    const health = {
      pageViews: 4,
      erroredViews: 1,
      errorRate: 0.25,
      errors: 2,
      failedRemoteLoads: 1,
      apiFailures: 2,
      lcpP75: expect.any(Number),
      inpP75: expect.any(Number),
      clsP75: 0,
    };
    expect(body).toEqual({ app, version: VERSION, since: expect.any(String), lastHour: health, sinceLive: health });
    // p75 of 1000..4000 (nearest rank: the 3rd, 3000) and of one INP of 120, within the buckets' 5 %.
    expect(Math.abs(body.lastHour.lcpP75! - 3000) / 3000).toBeLessThan(0.05);
    expect(Math.abs(body.lastHour.inpP75! - 120) / 120).toBeLessThan(0.05);
    // since: the version's first recorded minute.
    expect(Date.now() - Date.parse(body.since!)).toBeLessThan(3 * 60_000);
    expect((await summary({ app, version: 'dev' }).expect(200)).body.lastHour.pageViews).toBe(1);
  });

  it('takes the batch as text/plain too (navigator.sendBeacon)', async () => {
    const app = 'beacon';
    await post({ shellVersion: VERSION, events: [{ kind: 'view', ...tag(app), route: '/' }] }, 'text/plain;charset=UTF-8').expect(204);
    expect((await summary({ app, version: VERSION }).expect(200)).body.lastHour.pageViews).toBe(1);
  });

  it('trims an error message and stack instead of refusing them', async () => {
    const app = 'trimmed';
    const stack = Array.from({ length: 20 }, (_, i) => `    at f${i} (https://x.example/${'a'.repeat(300)}.js:1:1)`).join('\n');
    const message = `  ${'m'.repeat(1000)}  `;
    await post({ shellVersion: 'dev', events: [{ kind: 'error', ...tag(app), source: 'error', message, stack, first: true }] }).expect(204);
    await summary({ app, version: VERSION }).expect(200);
    const [stored] = (await database().collection('rum_events').findOne({ 'events.app': app }))!.events;
    expect(stored.message).toBe('m'.repeat(RUM_LIMITS.maxMessageChars));
    expect(stored.stack.split('\n').length).toBeLessThanOrEqual(RUM_LIMITS.maxStackLines);
    expect(stored.stack.length).toBeLessThanOrEqual(RUM_LIMITS.maxStackChars);
  });

  const view = { kind: 'view', ...tag('recipes'), route: '/recipes/:id' };
  it.each([
    ['not JSON', '{"shellVersion":', /valid JSON/],
    ['not an object', '[1,2]', /JSON object/],
    ['no events', { shellVersion: 'dev', events: [] }, /1 to 50 events/],
    ['51 events', { shellVersion: 'dev', events: Array(51).fill(view) }, /1 to 50 events/],
    ['a bad shellVersion', { shellVersion: 'latest', events: [view] }, /shellVersion must be/],
    ['an unknown top-level field', { shellVersion: 'dev', events: [view], ip: '1.2.3.4' }, /property ip should not exist/],
    ['an unknown event field', { shellVersion: 'dev', events: [{ ...view, userAgent: 'x' }] }, /events\[0\]: property userAgent should not exist/],
    ['a field of another kind', { shellVersion: 'dev', events: [{ ...view, status: 500 }] }, /property status should not exist/],
    ['an unknown kind', { shellVersion: 'dev', events: [{ ...view, kind: 'click' }] }, /kind must be one of/],
    ['a bad app', { shellVersion: 'dev', events: [{ ...view, app: 'Recipes!' }] }, /app must be/],
    ['a bad version', { shellVersion: 'dev', events: [{ ...view, version: '1.0.0' }] }, /version must be/],
    ['a bad view id', { shellVersion: 'dev', events: [{ ...view, view: 'short' }] }, /view must be/],
    ['a route with a query', { shellVersion: 'dev', events: [{ ...view, route: '/recipes?email=a@b.c' }] }, /route must be/],
    ['a route too long', { shellVersion: 'dev', events: [{ ...view, route: `/${'a'.repeat(200)}` }] }, /route must be/],
    ['an unknown vital', { shellVersion: 'dev', events: [{ kind: 'vital', ...tag('recipes'), name: 'FID', value: 1 }] }, /name must be one of/],
    ['a negative vital', { shellVersion: 'dev', events: [{ kind: 'vital', ...tag('recipes'), name: 'LCP', value: -1 }] }, /value must be a number from 0 to 600000/],
    ['a CLS over 100', { shellVersion: 'dev', events: [{ kind: 'vital', ...tag('recipes'), name: 'CLS', value: 100.5 }] }, /from 0 to 100$/],
    ['a vital as text', { shellVersion: 'dev', events: [{ kind: 'vital', ...tag('recipes'), name: 'INP', value: '12' }] }, /value must be/],
    ['an error without first', { shellVersion: 'dev', events: [{ kind: 'error', ...tag('recipes'), source: 'error', message: 'x' }] }, /first must be a boolean/],
    ['an error of another source', { shellVersion: 'dev', events: [{ kind: 'error', ...tag('recipes'), source: 'console', message: 'x', first: true }] }, /source must be one of/],
    ['a stack that is no string', { shellVersion: 'dev', events: [{ kind: 'error', ...tag('recipes'), source: 'error', message: 'x', stack: ['a'], first: true }] }, /stack must be a string/],
    ['a remote failure without reason', { shellVersion: 'dev', events: [{ kind: 'remote-failure', ...tag('recipes') }] }, /reason must be one of/],
    ['an API failure of 404', { shellVersion: 'dev', events: [{ kind: 'api-failure', ...tag('recipes'), status: 404 }] }, /status must be 0/],
    ['an API failure of 500.5', { shellVersion: 'dev', events: [{ kind: 'api-failure', ...tag('recipes'), status: 500.5 }] }, /status must be 0/],
  ])('refuses %s with 400 and says why', async (_name, body, message) => {
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.anything(), error: 'Bad Request', code: expect.stringMatching(/^(validation|http\.400)$/) });
    expect([response.body.message].flat().join('\n')).toMatch(message);
  });

  it('refuses a body over 16 KB with a JSON 413, as application/json and as text/plain', async () => {
    const events = Array.from({ length: 50 }, () => ({ kind: 'error', ...tag('recipes'), source: 'error', message: 'x'.repeat(300), first: false }));
    const body = JSON.stringify({ shellVersion: 'dev', events });
    expect(Buffer.byteLength(body)).toBeGreaterThan(RUM_LIMITS.maxBodyBytes);
    for (const type of ['application/json', 'text/plain']) {
      const response = await post(body, type).expect(413);
      expect(response.body).toEqual({ statusCode: 413, message: expect.stringMatching(/larger than/), error: 'Payload Too Large', code: 'http.413' });
    }
  });

  it('stores the events alone: no address, no user agent, nothing the batch did not carry', async () => {
    const app = 'private';
    await post({ shellVersion: 'dev', events: [{ kind: 'api-failure', ...tag(app), status: 502 }] })
      .set('User-Agent', 'Mozilla/5.0 (secret)')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(204);
    await summary({ app, version: VERSION }).expect(200);
    const stored = await database().collection('rum_events').find({ 'events.app': app }).toArray();
    expect(stored).toEqual([{ _id: expect.anything(), at: expect.any(Date), shellVersion: 'dev', events: [{ kind: 'api-failure', app, version: VERSION, view: VIEW, status: 502 }] }]);
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|203\.0\.113|::1|Mozilla/);
  });

  it('keeps raw events 7 days (a TTL index), the per-minute aggregates with no TTL', async () => {
    const indexes = await database().collection('rum_events').indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { at: 1 }, expireAfterSeconds: 7 * 24 * 60 * 60 }));
    expect(RAW_EVENT_TTL_SECONDS).toBe(RUM_LIMITS.rawEventDays * 86_400);
    const minuteIndexes = await database().collection('rum_minutes').indexes();
    expect(minuteIndexes.some((index) => 'expireAfterSeconds' in index)).toBe(false);
  });
});

describe('POST /rum rate limit', () => {
  it('answers 429 with Retry-After past RUM_BATCHES_PER_MIN batches per client, apart from the write limit', async () => {
    const limited = await startTestApp({ RUM_BATCHES_PER_MIN: '3', RATE_LIMIT_WRITE_PER_MIN: '1' });
    try {
      const batch = { shellVersion: 'dev', events: [{ kind: 'view', ...tag('limited'), route: '/' }] };
      for (let i = 0; i < 3; i++) await request(limited.url).post('/rum').send(batch).expect(204);
      const refused = await request(limited.url).post('/rum').send(batch).expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/), error: 'Too Many Requests', code: 'rate-limit' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /rum/summary', () => {
  const query = { app: 'recipes', version: VERSION };

  it('answers 401 without a token, and with a wrong one', async () => {
    const none = await request(api.url).get('/rum/summary').query(query).expect(401);
    expect(none.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized', code: 'auth.required' });
    await summary(query, { Authorization: 'Bearer not-the-metrics-token-at-all' }).expect(401);
    await summary(query, { Authorization: `Bearer ${METRICS_TOKEN}x` }).expect(401);
  });

  it('answers 403 "Operators only" to a signed-in cook without the role', async () => {
    const response = await summary(query, bearer(cook)).expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'Operators only', error: 'Forbidden', code: 'http.403' });
  });

  it('answers an operator (the roles claim) and the METRICS_TOKEN bearer', async () => {
    const asOperator = (await summary(query, bearer(operator)).expect(200)).body as RumSummary;
    expect(asOperator).toMatchObject({ app: 'recipes', version: VERSION });
    expect((await summary(query).expect(200)).body).toEqual(asOperator);
  });

  it('answers a version without data with zeros and nulls', async () => {
    const empty = { pageViews: 0, erroredViews: 0, errorRate: null, errors: 0, failedRemoteLoads: 0, apiFailures: 0, lcpP75: null, inpP75: null, clsP75: null };
    expect((await summary({ app: 'nodata', version: 'dev' }).expect(200)).body).toEqual({ app: 'nodata', version: 'dev', since: null, lastHour: empty, sinceLive: empty });
  });

  it('counts sinceLive from `since`', async () => {
    const app = 'sincer';
    await post({ shellVersion: 'dev', events: [{ kind: 'view', ...tag(app), route: '/' }] }).expect(204);
    const since = new Date(Date.now() - 10 * 60_000).toISOString();
    const body = (await summary({ app, version: VERSION, since }).expect(200)).body as RumSummary;
    expect(body.since).toBe(since);
    expect(body.sinceLive.pageViews).toBe(1);
    // Asked from a later minute than the events': sinceLive does not count them; the last hour still does.
    const later = (await summary({ app, version: VERSION, since: new Date(Date.now() + 30_000).toISOString() }).expect(200)).body as RumSummary;
    expect(later.lastHour.pageViews).toBe(1);
    expect(later.sinceLive.pageViews).toBe(Math.floor((Date.now() + 30_000) / 60_000) === Math.floor(Date.now() / 60_000) ? 1 : 0);
  });

  it.each([
    ['no app', { version: VERSION }],
    ['a bad app', { app: 'Recipes', version: VERSION }],
    ['a bad version', { app: 'recipes', version: 'v1' }],
    ['since not a date', { ...query, since: 'yesterday' }],
    ['since on a day that does not exist', { ...query, since: '2025-02-30T10:00:00Z' }],
    ['since in the future', { ...query, since: '2999-01-01' }],
    ['an unknown parameter', { ...query, limit: '5' }],
  ])('answers 400 to %s', async (_name, bad) => {
    const response = await summary(bad as Record<string, string>).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.anything(), error: 'Bad Request', code: expect.stringMatching(/^(validation|http\.400)$/) });
  });
});
