import { spawn, ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import globalTeardown from './global-teardown';
import { freePort, STACK_FILE_ENV, tempDir, TEST_PROJECT_ID, TestStack } from './stack';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export interface RunningStack {
  emulator: ChildProcess;
  mongo: { stop(): Promise<void> };
  dirs: string[];
}

declare global {
  // Shared between globalSetup and globalTeardown (same process).
  var __FORKFUL_API_STACK__: RunningStack | undefined;
}

async function waitForEmulator(url: string, emulator: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null) throw new Error(`The Auth emulator exited (${emulator.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The Auth emulator did not answer at ${url} within 90 s:\n${log()}`);
}

/** Starts ONE embedded MongoDB and ONE Firebase Auth emulator (free ports, temp dirs) for the whole test run. */
export default async function globalSetup(): Promise<void> {
  const embeddedEntry = join(REPO_ROOT, 'embedded-mongo', 'dist', 'index.js');
  if (!existsSync(embeddedEntry)) {
    throw new Error('The embedded MongoDB is not built: run `npm run build -w @forkful/embedded-mongo` first');
  }
  const dataDir = tempDir('forkful-api-test-db-');
  const emulatorDir = tempDir('forkful-api-test-auth-');
  const [mongoPort, authPort] = [await freePort(), await freePort()];

  const { startEmbeddedMongo } = await import('@forkful/embedded-mongo');
  const mongo = await startEmbeddedMongo({ port: mongoPort, dataDir });

  writeFileSync(
    join(emulatorDir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port: authPort }, ui: { enabled: false } } }),
  );
  let output = '';
  const emulator = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', TEST_PROJECT_ID],
    { cwd: emulatorDir, env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  emulator.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  emulator.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  globalThis.__FORKFUL_API_STACK__ = { emulator, mongo, dirs: [dataDir, emulatorDir] };
  try {
    await waitForEmulator(`http://127.0.0.1:${authPort}/`, emulator, () => output.slice(-4000));
  } catch (error) {
    // Jest skips globalTeardown when globalSetup fails: clean up here.
    await globalTeardown();
    throw error;
  }

  const stack: TestStack = {
    mongoBaseUri: `mongodb://127.0.0.1:${mongoPort}`,
    authEmulatorHost: `127.0.0.1:${authPort}`,
    projectId: TEST_PROJECT_ID,
  };
  const stackFile = join(emulatorDir, 'stack.json');
  writeFileSync(stackFile, JSON.stringify(stack));
  process.env[STACK_FILE_ENV] = stackFile;
}
