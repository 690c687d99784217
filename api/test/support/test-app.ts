import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/api-config';
import { databaseNameOf } from '../../src/database/database-handle';
import { readStack } from './stack';

export const TEST_PUBLIC_URL = 'http://api.forkful.test';

/** The MongoDB URI a test app's database lives at (to start a second API process on the same database). */
export function mongoUriOf(api: TestApp): string {
  return `${readStack().mongoBaseUri}/${api.dbName}`;
}

export interface TestApp {
  app: NestFastifyApplication;
  /** http://127.0.0.1:<port> */
  url: string;
  dbName: string;
  close(): Promise<void>;
}

/**
 * The real app (createApp, as main.ts builds it) on a free port (API_PORT when the test sets it), against this run's
 * embedded MongoDB (a database of its own, unless MONGODB_URI names one) and Auth emulator. Rate limits and the
 * time limits are raised unless a test sets them.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const stack = readStack();
  const dbName = (env.MONGODB_URI && databaseNameOf(env.MONGODB_URI)) || `api-test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    MONGODB_URI: `${stack.mongoBaseUri}/${dbName}`,
    FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    FIREBASE_PROJECT_ID: stack.projectId,
    API_PUBLIC_URL: TEST_PUBLIC_URL,
    RATE_LIMIT_READ_PER_MIN: '100000',
    RATE_LIMIT_WRITE_PER_MIN: '100000',
    // The request's and the queries' time limits are production's guards, not what these tests measure: a loaded
    // machine (npm test runs the API's tests beside the browser tests) must not turn slow answers into 503s. The
    // tests of those limits set their own.
    API_REQUEST_TIMEOUT_MS: '100000',
    API_DB_MAX_TIME_MS: '30000',
    ...env,
  });
  const app = await createApp({ config, logger: ['error'] });
  // localhost (both loopback addresses) when the port is the test's: the API's default public URL names localhost.
  await (env.API_PORT ? app.listen(config.port, 'localhost') : app.listen(0, '127.0.0.1'));
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    dbName,
    close: async () => {
      const { getConnectionToken } = await import('@nestjs/mongoose');
      const connection = app.get(getConnectionToken());
      await connection.dropDatabase().catch(() => undefined);
      await app.close();
    },
  };
}
