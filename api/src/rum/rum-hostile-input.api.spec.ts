import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, TestApp } from '../../test/support/test-app';

/**
 * Hostile input on POST /rum and the summary's query, as anyone on the internet: whatever arrives, a 204 or a 4xx in
 * the JSON error shape, never a 5xx. Bounded runs; a failure names its seed (FUZZ_SEED) to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', ' ', 'dev', 'shell', '/', '/recipes/:id', 'view-0001', -1, 0, 500, 599, 600_000, 600_001, 1e308, -0, 0.5, true),
  fc.constantFrom({ $ne: null }, { $gt: '' }, ['LCP'], { __proto__: { x: 1 } }, 'x'.repeat(400), '20250601T120000000Z-abc123', 'toString', 'constructor'),
);
const kinds = fc.constantFrom('view', 'vital', 'error', 'remote-failure', 'api-failure', 'click', '__proto__');
const validEvent = {
  kind: 'error', app: 'recipes', version: 'dev', view: 'view-0001', route: '/x', name: 'LCP', value: 1, source: 'error', message: 'm', stack: 's', first: true, reason: 'load', status: 500,
};
/** An event from the valid fields of every kind: each kept, dropped or replaced, maybe with an extra key. */
const event = fc
  .tuple(
    kinds,
    fc.tuple(...Object.keys(validEvent).map((name) => fc.oneof(fc.constant([name, (validEvent as Record<string, unknown>)[name]]), fc.constant(null), hostile.map((v) => [name, v])))),
    fc.array(fc.tuple(fc.constantFrom('ip', '__proto__', 'constructor', '$set', 'userAgent'), hostile), { maxLength: 2 }),
  )
  .map(([kind, fields, extra]) => ({ ...Object.fromEntries(fields.filter((f): f is [string, unknown] => f !== null)), ...Object.fromEntries(extra), kind }));
const body: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.record({ shellVersion: fc.oneof(fc.constant('dev'), hostile), events: fc.oneof(fc.array(event, { maxLength: 60 }), hostile) }).map((b) => JSON.stringify(b)), weight: 6 },
  { arbitrary: hostile.map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ METRICS_TOKEN, RUM_BATCHES_PER_MIN: '100000' });
});
afterAll(() => api.close());

const errorShape = (response: request.Response) => expect(response.body).toEqual({ statusCode: response.status, message: expect.anything(), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });

it.each(['application/json', 'text/plain'])('POST /rum as %s: never a 5xx, errors in the JSON shape', async (type) => {
  const details = await fc.check(
    fc.asyncProperty(body, async (raw) => {
      const response = await request(api.url).post('/rum').set('Content-Type', type).send(raw);
      if (response.status >= 500) throw new Error(`POST /rum answered ${response.status} to ${raw.slice(0, 300)}`);
      if (response.status !== 204) errorShape(response);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  if (details.failed) throw new Error(`FUZZ_SEED=${details.seed}: ${String(details.errorInstance).slice(0, 500)}`);
});

it('GET /rum/summary: never a 5xx, whatever the query', async () => {
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('recipes', 'dev', '2025-02-30', '2025-06-01T00:00:00Z', '0000-01-01', '[$gt]', '9999-12-31'));
  const query = fc.array(fc.tuple(fc.constantFrom('app', 'version', 'since', 'since[$gt]', 'app[]', '__proto__'), value), { maxLength: 4 });
  const details = await fc.check(
    fc.asyncProperty(query, async (pairs) => {
      const search = pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
      const response = await request(api.url).get(`/rum/summary?${search}`).set('Authorization', `Bearer ${METRICS_TOKEN}`);
      if (response.status >= 500) throw new Error(`GET /rum/summary?${search} answered ${response.status}`);
      if (response.status !== 200) errorShape(response);
    }),
    { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
  );
  if (details.failed) throw new Error(`FUZZ_SEED=${details.seed}: ${String(details.errorInstance).slice(0, 500)}`);
});
