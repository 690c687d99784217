import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import globalTeardown from './global-teardown';
import { freePort, STACK_FILE_ENV, tempDir, TEST_PROJECT_ID, TestStack } from './stack';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The one way the repository starts the Auth emulator (private hub/logging ports and temp folder, ready check). */
const { startAuthEmulator } = require('@forkful/scripts/lib/auth-emulator') as {
  startAuthEmulator(options: { port: number; projectId: string; logFile?: string }): Promise<{ host: string; stop(): Promise<void> }>;
};

export interface RunningStack {
  emulator?: { stop(): Promise<void> };
  mongo?: { stop(): Promise<void> };
  dirs: string[];
}

declare global {
  // Shared between globalSetup and globalTeardown (same process).
  var __FORKFUL_API_STACK__: RunningStack | undefined;
}

/** Starts ONE embedded MongoDB and ONE Firebase Auth emulator (free ports, temp dirs) for the whole test run. */
export default async function globalSetup(): Promise<void> {
  const embeddedEntry = join(REPO_ROOT, 'embedded-mongo', 'dist', 'index.js');
  if (!existsSync(embeddedEntry)) {
    throw new Error('The embedded MongoDB is not built: run `npm run build -w @forkful/embedded-mongo` first');
  }
  const dataDir = tempDir('forkful-api-test-db-');
  const stackDir = tempDir('forkful-api-test-stack-');
  const running: RunningStack = { dirs: [dataDir, stackDir] };
  globalThis.__FORKFUL_API_STACK__ = running;
  try {
    const [mongoPort, authPort] = [await freePort(), await freePort()];
    const { startEmbeddedMongo } = await import('@forkful/embedded-mongo');
    running.mongo = await startEmbeddedMongo({ port: mongoPort, dataDir });
    const emulator = await startAuthEmulator({
      port: authPort,
      projectId: TEST_PROJECT_ID,
      logFile: join(stackDir, 'auth-emulator.log'),
    });
    running.emulator = emulator;

    const stack: TestStack = {
      mongoBaseUri: `mongodb://127.0.0.1:${mongoPort}`,
      authEmulatorHost: emulator.host,
      projectId: TEST_PROJECT_ID,
    };
    const stackFile = join(stackDir, 'stack.json');
    writeFileSync(stackFile, JSON.stringify(stack));
    process.env[STACK_FILE_ENV] = stackFile;
  } catch (error) {
    // Jest skips globalTeardown when globalSetup fails: clean up here.
    await globalTeardown();
    throw error;
  }
}
