import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RumSummary } from '@forkful/domain';
import { fetchSummary, metricsAccess, metricsTokenFile, missingMetricsAccess, writeMetricsTokenFile } from './rum-client';

const TOKEN = 'a-metrics-token-of-32-characters';
const health = { pageViews: 3, erroredViews: 1, errorRate: 1 / 3, errors: 2, failedRemoteLoads: 0, apiFailures: 0, lcpP75: 1200, inpP75: 80, clsP75: 0.01 };

/** A fake API: answers each request with what `answer` returns, and keeps what it was asked. */
function fakeApi(answer: (req: http.IncomingMessage) => { status: number; body?: unknown; delayMs?: number }) {
  const requests: { url: string; authorization?: string }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url || '', authorization: req.headers.authorization });
    const { status, body, delayMs = 0 } = answer(req);
    timers.push(setTimeout(() => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs));
  });
  return {
    requests,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => { timers.forEach(clearTimeout); server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('fetchSummary', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.stop());

  it('asks GET /rum/summary for the app, version and since, with the bearer token', async () => {
    api = fakeApi((req) => {
      const url = new URL(req.url || '', 'http://x');
      const summary: RumSummary = { app: url.searchParams.get('app')!, version: url.searchParams.get('version')!, since: url.searchParams.get('since'), lastHour: health, sinceLive: health };
      return { status: 200, body: summary };
    });
    const apiUrl = await api.start();
    const summary = await fetchSummary({ apiUrl: `${apiUrl}/`, token: TOKEN, app: 'recipes', version: 'v1', since: '2026-05-01T10:00:00.000Z' });
    expect(summary).toEqual({ app: 'recipes', version: 'v1', since: '2026-05-01T10:00:00.000Z', lastHour: health, sinceLive: health });
    expect(api.requests).toEqual([{ url: '/rum/summary?app=recipes&version=v1&since=2026-05-01T10%3A00%3A00.000Z', authorization: `Bearer ${TOKEN}` }]);
  });

  it("fails with the status and the API's message on a non-2xx", async () => {
    api = fakeApi(() => ({ status: 401, body: { statusCode: 401, message: 'A valid METRICS_TOKEN bearer is required' } }));
    const apiUrl = await api.start();
    await expect(fetchSummary({ apiUrl, token: 'wrong', app: 'recipes', version: 'v1' }))
      .rejects.toThrow(`GET ${apiUrl}/rum/summary?app=recipes&version=v1 answered 401: A valid METRICS_TOKEN bearer is required`);
  });

  it('fails on a 2xx that is not a summary', async () => {
    api = fakeApi(() => ({ status: 200, body: '<html>' }));
    const apiUrl = await api.start();
    await expect(fetchSummary({ apiUrl, token: TOKEN, app: 'recipes', version: 'v1' })).rejects.toThrow(/answered 200 without a RUM summary$/);
  });

  it('gives up after its timeout', async () => {
    api = fakeApi(() => ({ status: 200, body: {}, delayMs: 2000 }));
    const apiUrl = await api.start();
    const started = Date.now();
    await expect(fetchSummary({ apiUrl, token: TOKEN, app: 'recipes', version: 'v1', timeoutMs: 200 })).rejects.toThrow(/no answer within 0\.2 s$/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('names the network error when nothing listens', async () => {
    api = fakeApi(() => ({ status: 200 }));
    const apiUrl = await api.start();
    await api.stop();
    await expect(fetchSummary({ apiUrl, token: TOKEN, app: 'recipes', version: 'v1' })).rejects.toThrow(/: ECONNREFUSED$/);
    api = fakeApi(() => ({ status: 200 }));
    await api.start();
  });
});

describe('metricsAccess', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-metrics-')); });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reads METRICS_TOKEN and FORKFUL_API_URL, else the topology API URL', () => {
    const env = { FORKFUL_DATA_DIR: dataDir, METRICS_TOKEN: ` ${TOKEN} ` };
    expect(metricsAccess({ ...env, FORKFUL_API_URL: 'http://api.test' })).toEqual({ token: TOKEN, apiUrl: 'http://api.test' });
    expect(metricsAccess({ ...env, API_URL: 'http://browser-api.test' })).toEqual({ token: TOKEN, apiUrl: 'http://browser-api.test' });
    expect(metricsAccess({ ...env, API_PORT: '4100' })).toEqual({ token: TOKEN, apiUrl: 'http://127.0.0.1:4100' });
    expect(metricsAccess(env)).toEqual({ token: TOKEN, apiUrl: 'http://127.0.0.1:4000' });
  });

  it("falls back to the local stack's file, readable by its owner only", () => {
    const env = { FORKFUL_DATA_DIR: dataDir };
    expect(metricsAccess(env)).toBeUndefined();
    expect(missingMetricsAccess(env)).toContain(path.join(dataDir, 'metrics-token.json'));
    writeMetricsTokenFile(metricsTokenFile(env), { token: TOKEN, apiUrl: 'http://127.0.0.1:4567' });
    expect(fs.statSync(metricsTokenFile(env)).mode & 0o777).toBe(0o600);
    expect(metricsAccess(env)).toEqual({ token: TOKEN, apiUrl: 'http://127.0.0.1:4567' });
    expect(metricsAccess({ ...env, FORKFUL_API_URL: 'http://api.test' })).toEqual({ token: TOKEN, apiUrl: 'http://api.test' });
    expect(metricsAccess(env, { tokenFile: false })).toBeUndefined();
    fs.writeFileSync(metricsTokenFile(env), 'not json');
    expect(metricsAccess(env)).toBeUndefined();
  });
});
