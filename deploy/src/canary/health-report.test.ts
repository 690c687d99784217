import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RumHealth } from '@forkful/domain';
import type { Pointer, VersionRecord } from '../releases';
import { formatHealth, healthColumns, versionsToReport } from './health-report';

const TOKEN = 'a-metrics-token-of-32-characters';
const id = (n: number) => `2026050${n}T100000000Z-abc000${n}`;
const record = (n: number): VersionRecord => ({
  app: 'recipes', id: id(n), commit: `abc000${n}`, dirty: false, createdAt: `2026-05-0${n}T10:00:00.000Z`, files: 3, size: 100, exposes: [], shared: [],
});
const VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8].map(record);
const pointer: Pointer = {
  app: 'recipes', version: id(2), previous: id(1), updatedAt: '2026-05-02T12:00:00.000Z',
  canary: { version: id(8), percent: 10, startedAt: '2026-05-08T11:00:00.000Z', minViews: 200, minMinutes: 10, maxErrorRateIncrease: 0.02, maxLcpIncrease: 0.2 },
};
const none: RumHealth = { pageViews: 0, erroredViews: 0, errorRate: null, errors: 0, failedRemoteLoads: 0, apiFailures: 0, lcpP75: null, inpP75: null, clsP75: null };
const busy: RumHealth = { pageViews: 1234, erroredViews: 5, errorRate: 5 / 1234, errors: 9, failedRemoteLoads: 0, apiFailures: 1, lcpP75: 1800, inpP75: 120.4, clsP75: 0.02 };

describe('healthColumns', () => {
  let server: http.Server;
  let asked: Array<{ version: string | null; since: string | null; authorization?: string }>;
  let answer: (version: string | null) => { status: number; body: unknown; delayMs?: number };
  let apiUrl: string;
  beforeEach(async () => {
    asked = [];
    answer = (version) => ({ status: 200, body: { app: 'recipes', version, since: null, lastHour: version === id(2) ? busy : none, sinceLive: busy } });
    server = http.createServer((req, res) => {
      const url = new URL(req.url || '', 'http://x');
      asked.push({ version: url.searchParams.get('version'), since: url.searchParams.get('since'), authorization: req.headers.authorization });
      const { status, body, delayMs = 0 } = answer(url.searchParams.get('version'));
      setTimeout(() => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)), delayMs).unref();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));

  it('asks about the canary, the current and the newest versions, at most 5, each since it went live', async () => {
    const columns = await healthColumns('recipes', VERSIONS, pointer, { access: { apiUrl, token: TOKEN } });
    expect(asked.map(({ version, since }) => [version, since]).sort()).toEqual([
      [id(2), '2026-05-02T12:00:00.000Z'], [id(5), '2026-05-05T10:00:00.000Z'], [id(6), '2026-05-06T10:00:00.000Z'],
      [id(7), '2026-05-07T10:00:00.000Z'], [id(8), '2026-05-08T11:00:00.000Z'],
    ]);
    expect(asked.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect([...columns.keys()]).toEqual([id(8), id(2), id(7), id(6), id(5)]);
    expect(columns.get(id(2))).toBe('1h: 1,234 views, 0.4 % errors, 0 failed loads, LCP p75 1.8 s, INP p75 120 ms | live: 1,234 views, 0.4 % errors, 0 failed loads, LCP p75 1.8 s, INP p75 120 ms');
    expect(columns.get(id(8))).toMatch(/^1h: no views \| live: 1,234 views/);
    expect(columns.note).toBeUndefined();
  });

  it('shows no column and one note when the API cannot be reached', async () => {
    await new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); });
    server = http.createServer();
    const columns = await healthColumns('recipes', VERSIONS, pointer, { access: { apiUrl, token: TOKEN } });
    expect(columns.size).toBe(0);
    expect(columns.note).toMatch(/^health: not shown, GET http:\/\/127\.0\.0\.1:\d+\/rum\/summary\?.*: ECONNREFUSED$/);
  });

  it('shows no column and one note when the token is refused', async () => {
    answer = () => ({ status: 401, body: { message: 'Unauthorized' } });
    const columns = await healthColumns('recipes', VERSIONS, pointer, { access: { apiUrl, token: 'wrong' } });
    expect(columns.size).toBe(0);
    expect(columns.note).toMatch(/answered 401: Unauthorized$/);
  });

  it('is bounded by the timeout when the API is slow, keeping what answered', async () => {
    answer = (version) => ({ status: 200, body: { app: 'recipes', version, since: null, lastHour: busy, sinceLive: busy }, delayMs: version === id(8) ? 5000 : 0 });
    const started = Date.now();
    const columns = await healthColumns('recipes', VERSIONS, pointer, { access: { apiUrl, token: TOKEN }, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(columns.get(id(8))).toBe('health: not read');
    expect(columns.get(id(2))).toMatch(/^1h: 1,234 views/);
    expect(columns.note).toMatch(/^health: 1 of 5 versions not read: .*no answer within 0\.3 s$/);
  });

  it('says where the token would come from when there is none', async () => {
    const columns = await healthColumns('recipes', VERSIONS, pointer, { env: { FORKFUL_DATA_DIR: '/nonexistent/state' } });
    expect(columns.size).toBe(0);
    expect(columns.note).toBe('health: not shown, no METRICS_TOKEN set and no local stack\'s token in /nonexistent/state/metrics-token.json (start the stack, or set METRICS_TOKEN and FORKFUL_API_URL)');
    expect(asked).toEqual([]);
  });
});

describe('the report lines', () => {
  it('asks about the newest versions of an app with no pointer', () => {
    expect(versionsToReport(VERSIONS.slice(0, 2), undefined)).toEqual([{ id: id(2), since: '2026-05-02T10:00:00.000Z' }, { id: id(1), since: '2026-05-01T10:00:00.000Z' }]);
  });

  it('writes a version without views briefly, and one view in the singular', () => {
    expect(formatHealth(none)).toBe('no views');
    expect(formatHealth({ ...none, pageViews: 1, erroredViews: 1, errorRate: 1, failedRemoteLoads: 1, lcpP75: 640 })).toBe('1 view, 100.0 % errors, 1 failed load, LCP p75 640 ms, INP p75 n/a');
  });
});
