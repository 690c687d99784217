import { startEmbeddedMongo } from '@forkful/embedded-mongo';
import request from 'supertest';
import { freePort, tempDir } from './support/stack';
import { startTestApp, TestApp } from './support/test-app';
import { rmSync } from 'node:fs';

describe('health: liveness and readiness', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '2' });
  });
  afterAll(() => api.close());

  it('says the process is live', async () => {
    const response = await request(api.url).get('/health/live').expect(200);
    expect(response.body).toEqual({ status: 'ok', info: { process: { status: 'up' } }, error: {}, details: { process: { status: 'up' } } });
  });

  it('says it is ready when the database answers a ping', async () => {
    const response = await request(api.url).get('/health/ready').expect(200);
    expect(response.body).toEqual({ status: 'ok', info: { database: { status: 'up' } }, error: {}, details: { database: { status: 'up' } } });
  });

  it('is exempt from rate limits', async () => {
    for (let i = 0; i < 4; i++) {
      await request(api.url).get('/health/live').expect(200);
      await request(api.url).get('/health/ready').expect(200);
      await request(api.url).get('/health').expect(200);
    }
  });
});

describe('health when the database is unreachable', () => {
  let api: TestApp;
  let mongo: { port: number; stop(): Promise<void> } | undefined;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const dataDir = tempDir('forkful-api-health-db-');

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ port: await freePort(), dataDir, logger: quiet });
    api = await startTestApp({ MONGODB_URI: `mongodb://127.0.0.1:${mongo.port}/health-test` });
  });
  afterAll(async () => {
    await api.app.close();
    await mongo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays live but is not ready (503), and /health says so too', async () => {
    await request(api.url).get('/health/ready').expect(200);
    await mongo!.stop();
    mongo = undefined;

    const ready = await request(api.url).get('/health/ready').expect(503);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.body).toEqual({
      status: 'error',
      info: {},
      error: { database: { status: 'down', message: expect.any(String) } },
      details: { database: { status: 'down', message: expect.any(String) } },
    });
    await request(api.url).get('/health/live').expect(200);
    const health = await request(api.url).get('/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: { connected: false, embedded: false, name: 'health-test' } });
  });
});
