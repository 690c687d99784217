import { getConnectionToken } from '@nestjs/mongoose';
import { request as httpRequest } from 'node:http';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser, withClaims } from './support/users';

const UNKNOWN_RECIPE = '0123456789abcdef01234567';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * One request from a chosen loopback address (127.0.0.0/8 is all local on Linux), so a test can be two different
 * clients without a proxy in between.
 */
function send(api: TestApp, method: string, path: string, options: { from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: options.headers, localAddress: options.from ?? '127.0.0.1' },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function statuses(count: number, next: () => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await next()).status);
  return seen;
}

const like = (api: TestApp, user: TestUser, from?: string) => send(api, 'PATCH', `/recipes/like/${UNKNOWN_RECIPE}`, { from, headers: bearer(user) });

/** The 429 every limit answers: the API's error body and a standard Retry-After (seconds), nothing throttler-specific. */
function expectTooManyRequests(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/), code: 'rate-limit' });
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect((answer.body as { message: string }).message).toContain(`in ${seconds} second`);
  expect(Object.keys(answer.headers).filter((name) => /^retry-after-|ratelimit/i.test(name))).toEqual([]);
}

describe('rate limits per client', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '4', RATE_LIMIT_WRITE_PER_MIN: '2', RATE_LIMIT_SYNC_MS: '20' });
  });
  afterAll(() => api.close());

  const windowIds = async (): Promise<string[]> =>
    (await api.app.get(getConnectionToken()).collection('rate_limit_windows').find({}).toArray()).map((doc: { _id: unknown }) => String(doc._id));
  const synced = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('gives two signed-in users on one IP address separate write budgets', async () => {
    const [first, second] = [await createTestUser(), await createTestUser()];
    expect(await statuses(3, () => like(api, first, '127.0.0.11'))).toEqual([404, 404, 429]);
    expect(await statuses(3, () => like(api, second, '127.0.0.11'))).toEqual([404, 404, 429]);
  });

  it('gives one user on two IP addresses one write budget', async () => {
    const cook = await createTestUser();
    expect((await like(api, cook, '127.0.0.12')).status).toBe(404);
    expect((await like(api, cook, '127.0.0.13')).status).toBe(404);
    expect((await like(api, cook, '127.0.0.13')).status).toBe(429);
    expect((await like(api, cook, '127.0.0.12')).status).toBe(429);
  });

  it("counts a user's writes on every route against one budget, stored under the uid", async () => {
    const cook = await createTestUser();
    const from = '127.0.0.14';
    expect((await send(api, 'PATCH', `/recipes/like/${UNKNOWN_RECIPE}`, { from, headers: bearer(cook) })).status).toBe(404);
    expect((await send(api, 'DELETE', `/recipes/like/${UNKNOWN_RECIPE}`, { from, headers: bearer(cook) })).status).toBe(404);
    expectTooManyRequests(await send(api, 'DELETE', `/my-recipes/${UNKNOWN_RECIPE}`, { from, headers: bearer(cook) }));
    await synced();
    const ids = await windowIds();
    expect(ids).toContain(`writes:user:${cook.uid}`);
    expect(ids.filter((id) => id.includes(cook.uid))).toEqual([`writes:user:${cook.uid}`]);
    expect(ids.filter((id) => id.includes('127.0.0.14'))).toEqual([]);
  });

  it("does not charge requests refused with 401 to the user's budget, but limits them per IP address", async () => {
    const cook = await createTestUser();
    const from = '127.0.0.15';
    const expired = withClaims(cook.idToken, { exp: Math.floor(Date.now() / 1000) - 60 });
    const refused = await statuses(2, () => send(api, 'PATCH', `/recipes/like/${UNKNOWN_RECIPE}`, { from, headers: { Authorization: `Bearer ${expired}` } }));
    expect(refused).toEqual([401, 401]);
    // A token-guessing flood from one address is stopped by that address's budget, whatever the tokens say...
    expectTooManyRequests(await send(api, 'PATCH', `/recipes/like/${UNKNOWN_RECIPE}`, { from, headers: { Authorization: 'Bearer guessed' } }));
    expect((await send(api, 'POST', '/add-recipe', { from })).status).toBe(429);
    // ...while the user whose token was refused still has the whole budget.
    expect(await statuses(3, () => like(api, cook, from))).toEqual([404, 404, 429]);
    await synced();
    expect(await windowIds()).toEqual(expect.arrayContaining([`writes:ip:127.0.0.15`, `writes:user:${cook.uid}`]));
  });

  it('limits reads per client across routes, with Retry-After on the 429', async () => {
    const from = '127.0.0.16';
    const paths = ['/recipes', '/top-recipes', `/recipes/${UNKNOWN_RECIPE}`, '/recipes?page=1'];
    const seen: number[] = [];
    for (const path of paths) seen.push((await send(api, 'GET', path, { from })).status);
    expect(seen).toEqual([200, 200, 404, 200]);
    expectTooManyRequests(await send(api, 'GET', '/recipes', { from }));
    // Signed-in reads are the user's, not the address's.
    const cook = await createTestUser();
    expect((await send(api, 'GET', '/recipes/stats', { from, headers: bearer(cook) })).status).toBe(200);
    // Load balancers' health checks are never limited.
    expect((await send(api, 'GET', '/health', { from })).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const limits = { RATE_LIMIT_READ_PER_MIN: '2', RATE_LIMIT_SYNC_MS: '20' };
  const read = (api: TestApp, forwardedFor: string, from?: string) => send(api, 'GET', '/top-recipes', { from, headers: { 'X-Forwarded-For': forwardedFor } });

  describe('off (the default)', () => {
    let api: TestApp;
    beforeAll(async () => (api = await startTestApp(limits)));
    afterAll(() => api.close());

    it('ignores X-Forwarded-For: a client cannot pick a new identity by sending one', async () => {
      expect((await read(api, '198.51.100.1', '127.0.0.21')).status).toBe(200);
      expect((await read(api, '198.51.100.2', '127.0.0.21')).status).toBe(200);
      expectTooManyRequests(await read(api, '198.51.100.3', '127.0.0.21'));
      expect((await read(api, '198.51.100.3', '127.0.0.22')).status).toBe(200);
    });
  });

  describe('a hop count', () => {
    let api: TestApp;
    beforeAll(async () => (api = await startTestApp({ ...limits, TRUST_PROXY: '1' })));
    afterAll(() => api.close());

    it("limits the address the trusted proxy saw, not the proxy's, and ignores what the client prepended", async () => {
      expect((await read(api, '198.51.100.1')).status).toBe(200);
      expect((await read(api, '198.51.100.1')).status).toBe(200);
      expectTooManyRequests(await read(api, '198.51.100.1'));
      expect((await read(api, '198.51.100.2')).status).toBe(200);
      // The client sent "X-Forwarded-For: 203.0.113.9"; the proxy appended the address it saw.
      expect((await read(api, '203.0.113.9, 198.51.100.1')).status).toBe(429);
      // The windows reach the database at the next sync (every 20 ms here; later on a loaded machine).
      const windows = async () => (await api.app.get(getConnectionToken()).collection('rate_limit_windows').find({}).toArray()).map((doc: { _id: unknown }) => String(doc._id)).sort();
      let ids = await windows();
      for (const until = Date.now() + 5000; ids.length < 2 && Date.now() < until; ids = await windows()) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ids).toEqual(['reads:ip:198.51.100.1', 'reads:ip:198.51.100.2']);
    });
  });

  describe('a list of proxy addresses', () => {
    let api: TestApp;
    beforeAll(async () => (api = await startTestApp({ ...limits, TRUST_PROXY: '127.0.0.31, 10.0.0.0/8' })));
    afterAll(() => api.close());

    it('believes X-Forwarded-For only from those addresses', async () => {
      // From a listed proxy, each forwarded client has its own budget.
      expect((await read(api, '198.51.100.1', '127.0.0.31')).status).toBe(200);
      expect((await read(api, '198.51.100.1', '127.0.0.31')).status).toBe(200);
      expect((await read(api, '198.51.100.2', '127.0.0.31')).status).toBe(200);
      // Not a listed proxy: its header is ignored, the peer address is the client.
      expect((await read(api, '198.51.100.1', '127.0.0.32')).status).toBe(200);
      expect((await read(api, '198.51.100.2', '127.0.0.32')).status).toBe(200);
      expect((await read(api, '198.51.100.3', '127.0.0.32')).status).toBe(429);
    });
  });
});
