import { mkdtempSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What globalSetup started for the whole run, shared with every spec file through a temp file. */
export interface TestStack {
  /** mongodb://127.0.0.1:<port> (no database name: each spec file picks its own). */
  mongoBaseUri: string;
  /** host:port of the Firebase Auth emulator. */
  authEmulatorHost: string;
  projectId: string;
}

export const STACK_FILE_ENV = 'FORKFUL_API_TEST_STACK';
export const TEST_PROJECT_ID = 'demo-forkful';

export function readStack(): TestStack {
  const file = process.env[STACK_FILE_ENV];
  if (!file) throw new Error(`${STACK_FILE_ENV} is not set: run the API tests through jest (its globalSetup starts the stack)`);
  return JSON.parse(readFileSync(file, 'utf8')) as TestStack;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
