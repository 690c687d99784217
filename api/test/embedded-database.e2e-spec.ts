import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/api-config';
import { freePort, readStack, tempDir } from './support/stack';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('without MONGODB_URI', () => {
  it('starts the embedded database in-process, reports it at /health, seeds it, and stops it on close', async () => {
    const [port, dataDir] = [await freePort(), tempDir('forkful-api-embedded-')];
    try {
      const config = loadConfig({
        EMBEDDED_MONGO_PORT: String(port),
        EMBEDDED_MONGO_DATA: dataDir,
        SEED_SAMPLE_DATA: 'true',
        NODE_ENV: 'test',
        FIREBASE_AUTH_EMULATOR_HOST: readStack().authEmulatorHost,
      });
      const app = await createApp({ config, logger: false });
      await app.listen(0, '127.0.0.1');
      const health = await request(app.getHttpServer()).get('/health').expect(200);
      expect(health.body).toEqual({ status: 'ok', database: { connected: true, embedded: true, name: 'forkful' } });
      const recipes = await request(app.getHttpServer()).get('/recipes?limit=1').expect(200);
      expect(Number(recipes.headers['x-total-count'])).toBeGreaterThanOrEqual(32);
      expect(await accepts(port)).toBe(true);
      await app.close();
      expect(await accepts(port)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
