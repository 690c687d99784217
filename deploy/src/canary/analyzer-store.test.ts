/**
 * The canary analysis on a real folder store, with the real switching (canary-switch.ts) and the real RUM client,
 * configured as the remotes origin configures it (METRICS_TOKEN, FORKFUL_API_URL, CANARY_CHECK_MS): against a fake
 * RUM API where every page view of the canary throws, it drops the canary by itself and records and logs why.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RumHealth } from '@forkful/domain';
import * as releases from '../releases';
import { FileStore } from '../stores/file-store';
import { APPS, buildOf, deployFake, fakeBuild, tempDir } from '../test/fixtures';
import { readCanaryOutcomes } from './canary-switch';
import { startCanary } from './canary-start';
import { startConfiguredCanaryAnalysis, type CanaryAnalysis } from './analyzer';

const TOKEN = 'a-metrics-token-of-32-characters';

function health(pageViews: number, erroredViews: number): RumHealth {
  return { pageViews, erroredViews, errorRate: pageViews ? erroredViews / pageViews : null, errors: erroredViews, failedRemoteLoads: 0, apiFailures: 0, lcpP75: null, inpP75: null, clsP75: null };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the configured canary analysis on a folder store', () => {
  let analysis: CanaryAnalysis | undefined;
  let api: http.Server | undefined;
  afterEach(async () => {
    if (analysis) await analysis.stop();
    if (api) await new Promise((resolve) => { api!.closeAllConnections(); api!.close(resolve); });
    analysis = undefined;
    api = undefined;
  });

  it('rolls back a canary whose every page view throws, by itself, with the reason recorded and logged', async () => {
    const store = new FileStore(tempDir());
    await deployFake(store, APPS.shell);
    const stable = await deployFake(store, APPS.recipes, { marker: 'stable' });
    const candidate = await releases.uploadVersion(store, APPS.recipes, fakeBuild(buildOf(APPS.recipes, { marker: 'canary' })), { commit: 'bad1234' });
    await store.withLock(() => releases.commitVersion(store, APPS.recipes, candidate, { makeCurrent: false }));
    await startCanary(store, APPS.recipes, candidate.id, { percent: 10, minViews: 200, skipRenderCheck: true });

    const asked: string[] = [];
    api = http.createServer((req, res) => {
      const url = new URL(req.url || '', 'http://x');
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end('{}');
      const version = url.searchParams.get('version');
      asked.push(`${url.pathname} ${version}`);
      const sinceLive = version === candidate.id ? health(212, 212) : health(3000, 12);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ app: 'recipes', version, since: url.searchParams.get('since'), lastHour: sinceLive, sinceLive }));
    });
    await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

    const lines: string[] = [];
    const started = Date.now();
    analysis = startConfiguredCanaryAnalysis({
      store, env: { METRICS_TOKEN: TOKEN, FORKFUL_API_URL: apiUrl, CANARY_CHECK_MS: '300' }, log: (line) => lines.push(line),
    });
    const outcome = await until('the outcome', async () => (await readCanaryOutcomes(store, APPS.recipes))[0]);
    expect(Date.now() - started).toBeLessThan(5_000);
    const reason = 'error rate 100.0 % against 0.4 % (margin 2 points) over 212 page views';
    expect(outcome).toMatchObject({ version: candidate.id, outcome: 'rolled-back', by: 'analysis', reason });
    const pointer = await releases.readPointer(store, APPS.recipes);
    expect(pointer).toMatchObject({ version: stable.id });
    expect(pointer!.canary).toBeUndefined();
    expect(asked).toEqual(expect.arrayContaining([`/rum/summary ${candidate.id}`, `/rum/summary ${stable.id}`]));
    await until('the log line', async () => (lines.includes(`[canary] recipes ${candidate.id}: rolled back: ${reason}`) ? true : undefined), 5000);
    expect(lines.join('\n')).not.toContain(TOKEN);
  }, 40_000);
});
