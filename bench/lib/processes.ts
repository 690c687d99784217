/**
 * The child processes a benchmark starts (database, API, bare server), with the same process and port helpers as the
 * stack scripts (@forkful/platform): started until ready, output in test-output/bench-logs, stopped at the end or on
 * Ctrl-C.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePorts, startProcess, stopAll, stopProcess, typeScriptNode, waitUntilServing, type ProcessHandle } from '@forkful/platform';
import { API_DIR, EMBEDDED_MONGO_DIR } from './workspaces';

export const ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(API_DIR, 'dist', 'main.js');
const MONGO_CLI = path.join(EMBEDDED_MONGO_DIR, 'dist', 'server', 'cli.js');
const BARE_SERVER = path.join(__dirname, '..', 'bare-server.ts');
const LOG_DIR = path.join(ROOT, 'test-output', 'bench-logs');

/** A command line: the program and its arguments. */
export interface NodeCommand {
  command: string;
  args: string[];
}

/** A built JavaScript file run by Node as it is (the API's and the embedded database's dist, their CLI). */
export const builtNode = (file: string, args: string[] = []): NodeCommand => ({ command: process.execPath, args: [file, ...args] });

export interface NodeScript {
  /** What to run, given its port: builtNode(...) for a built file, typeScriptNode(...) for one of ours in TypeScript. */
  run: (port: number) => NodeCommand;
  env?: (port: number) => NodeJS.ProcessEnv;
  /** A wait-on resource that answers once it is ready. */
  ready: (port: number) => string;
}

export interface Started {
  handle: ProcessHandle;
  port: number;
  url: string;
}

/** The embedded database started: `uri` names its forkful-bench database. */
export type StartedDatabase = Started & { uri: string };

/** A Node script on a free port (given to `run(port)` and `env(port)`), once `ready(port)` (a wait-on resource) answers. */
export async function startNode(label: string, { run, env = () => ({}), ready }: NodeScript): Promise<Started> {
  const [port] = await freePorts(1);
  const { command, args } = run(port);
  const handle = await startProcess({
    name: label, command, args, env: { ...process.env, ...env(port) }, logFile: path.join(LOG_DIR, `${label}.log`),
  });
  try {
    await waitUntilServing(ready(port), { timeoutMs: 120000, process: handle, what: label });
  } catch (error) {
    await stopProcess(handle);
    throw error;
  }
  return { handle, port, url: `http://127.0.0.1:${port}` };
}

/** Stop one started process (nothing when it never started). */
export const stop = (started: Started | undefined): Promise<void> => (started ? stopProcess(started.handle) : Promise.resolve());

/** Fails early, with the command to run, when the API or the embedded database has not been built. */
export function requireBuilt(): void {
  for (const file of [API_MAIN, path.join(EMBEDDED_MONGO_DIR, 'dist', 'index.js')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npx lerna run build --scope @forkful/api`);
  }
}

/** The embedded database (its CLI) with its files in dataDir; `uri` names the forkful-bench database. */
export async function startDatabase(dataDir: string): Promise<StartedDatabase> {
  const started = await startNode('embedded-mongo', {
    run: (port) => builtNode(MONGO_CLI, ['--port', String(port), '--data', dataDir]),
    ready: (port) => `tcp:127.0.0.1:${port}`,
  });
  return { ...started, uri: `mongodb://127.0.0.1:${started.port}/forkful-bench` };
}

/** The built API against uri, as in production (no Auth emulator), rate limits out of the way. */
export function startApi(uri: string, env: NodeJS.ProcessEnv = {}): Promise<Started> {
  return startNode('api', {
    run: () => builtNode(API_MAIN),
    env: (port) => ({
      API_PORT: String(port),
      MONGODB_URI: uri,
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      RATE_LIMIT_READ_PER_MIN: '100000000',
      RATE_LIMIT_WRITE_PER_MIN: '100000000',
      ...env,
    }),
    ready: (port) => `http://127.0.0.1:${port}/health`,
  });
}

/** The ceiling: bench/bare-server.ts answering the captured routes (routes.json) from memory. */
export function startBareServer(routesFile: string): Promise<Started> {
  return startNode('bare-server', {
    run: () => typeScriptNode(BARE_SERVER, [routesFile]),
    env: (port) => ({ PORT: String(port) }),
    ready: (port) => `tcp:127.0.0.1:${port}`,
  });
}

/** Stop everything still running, then exit: on an error or Ctrl-C. */
export function exitAfterCleanup(code: number): Promise<never> {
  return stopAll().then(() => process.exit(code));
}
