import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { metricsAccess } from '@forkful/deploy/src/canary/rum-client';
import { metricsTokenOf, setUpStackMetrics } from './metrics-token';

describe("the local stack's METRICS_TOKEN", () => {
  let dataDir: string;
  const saved = { METRICS_TOKEN: process.env.METRICS_TOKEN, CANARY_CHECK_MS: process.env.CANARY_CHECK_MS };
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-stack-metrics-'));
    delete process.env.METRICS_TOKEN;
    delete process.env.CANARY_CHECK_MS;
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) if (value === undefined) delete process.env[key]; else process.env[key] = value;
  });

  it('is random for each start unless METRICS_TOKEN is set', () => {
    const first = metricsTokenOf({});
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(metricsTokenOf({})).not.toBe(first);
    expect(metricsTokenOf({ METRICS_TOKEN: ' a-token-the-operator-chose-here ' })).toBe('a-token-the-operator-chose-here');
    process.env.METRICS_TOKEN = 'a-token-from-the-callers-shell-xx';
    expect(metricsTokenOf({})).toBe('a-token-from-the-callers-shell-xx');
  });

  it('is written for the tools (mode 0600, with the API URL), given to the remotes origin, and forgotten at stop', () => {
    const metrics = setUpStackMetrics({ dataDir, apiPort: 4567, env: { CANARY_CHECK_MS: '1000' } });
    expect(metrics.file).toBe(path.join(dataDir, 'metrics-token.json'));
    expect(fs.statSync(metrics.file).mode & 0o777).toBe(0o600);
    expect(metricsAccess({ FORKFUL_DATA_DIR: dataDir })).toEqual({ token: metrics.token, apiUrl: 'http://127.0.0.1:4567' });
    expect(metrics.remotesOriginEnv).toEqual({ METRICS_TOKEN: metrics.token, FORKFUL_API_URL: 'http://127.0.0.1:4567', CANARY_CHECK_MS: '1000' });
    metrics.forget();
    expect(fs.existsSync(metrics.file)).toBe(false);
  });

  it("leaves a file another start rewrote, and passes no CANARY_CHECK_MS when none is set", () => {
    const older = setUpStackMetrics({ dataDir, apiPort: 4000, env: {} });
    const newer = setUpStackMetrics({ dataDir, apiPort: 4001, env: {} });
    expect(older.remotesOriginEnv.CANARY_CHECK_MS).toBeUndefined();
    older.forget();
    expect(metricsAccess({ FORKFUL_DATA_DIR: dataDir })).toEqual({ token: newer.token, apiUrl: 'http://127.0.0.1:4001' });
  });
});
