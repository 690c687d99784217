/**
 * Where the stack started by global-setup.ts lives: read from test-output/stack.json.
 */
import * as fs from 'fs';
import * as path from 'path';
import { federationNameOf } from '@forkful/topology';
import type { SampleUser } from '@forkful/scripts/lib/stack-config';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output');
/** The latest run's stack, for people; each run also has its own file (several runs may share a checkout). */
export const STACK_FILE = path.join(OUTPUT_DIR, 'stack.json');
/** Set by global-setup.ts for the test files of its own run (or by scripts/test.ts before it starts jest). */
export const STACK_FILE_ENV = 'FORKFUL_E2E_STACK_FILE';

/** The seed remotes by their short name: REMOTE.recipes is the recipes remote's key in stack.remoteOrigins. */
export const REMOTE = {
  public: federationNameOf('public'),
  recipes: federationNameOf('recipes'),
  dashboard: federationNameOf('dashboard'),
} as const;
export type RemoteName = string;

/** This run's stack file. */
export function stackFile(): string {
  return process.env[STACK_FILE_ENV] || STACK_FILE;
}

export interface StackInfo {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  shellUrl: string;
  apiUrl: string;
  authEmulatorUrl: string;
  projectId: string;
  /** federation name -> the remote's deployment base, e.g. http://127.0.0.1:41235/recipes (the remotes' origin) */
  remoteOrigins: Record<RemoteName, string>;
  ports: Record<string, number>;
  sampleUsers: SampleUser[];
  /** one log file per process: api.log, auth-emulator.log */
  logDir: string;
  dataDir: string;
  /** the folder deployment store the origin servers serve (npm run deploy -- <app> --target <it>) */
  deployStore: string;
  /** the API's process at start (the stack starts it again, with a new pid, when it dies) */
  apiPid: number;
  /** the origin server processes at start: the shell's and the remotes' (every remote from one origin) */
  originPids: Record<'shell' | 'remotes', number>;
  /** the run's one Chromium (global-setup.ts), which every test file connects to */
  browserWsEndpoint?: string;
  pids: number[];
}

let cached: StackInfo | undefined;

export function readStack(): StackInfo {
  if (!cached) {
    const file = stackFile();
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: run the browser tests with \`npm test -w @forkful/e2e\` (its globalSetup starts the stack).`);
    }
    cached = JSON.parse(fs.readFileSync(file, 'utf8')) as StackInfo;
  }
  return cached;
}

/** The remotes the stack started with (found on disk when it started), by federation name. */
export function remoteNames(): string[] {
  return Object.keys(readStack().remoteOrigins).sort();
}

/** The sample users (fixed uids, emails, passwords); throws when the API defines none. */
export function sampleUsers(): SampleUser[] {
  const users = readStack().sampleUsers;
  if (!users.length) throw new Error('The stack created no sample users (api/dist/seed/sample-users.js exports none).');
  return users;
}
