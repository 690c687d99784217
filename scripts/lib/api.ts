/** The Forkful API (NestJS, built to api/dist) as a child process, with the environment it reads. */
import fs from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@forkful/topology';
import { REPO_ROOT, startProcess, stopProcess, waitUntilServing, type ProcessHandle, type StartProcessOptions } from '@forkful/platform';
import { superviseProcess } from './supervise';

/** The API is compiled (`npm run build -w @forkful/api`) and runs with plain Node. */
export const API_MAIN = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

/** Without mongoUri the API starts the embedded database in-process on embeddedPort with its files in embeddedDataDir. */
export interface ApiOptions {
  port: number;
  /** A real MongoDB (MONGODB_URI). */
  mongoUri?: string;
  /** EMBEDDED_MONGO_PORT */
  embeddedPort?: number;
  /** EMBEDDED_MONGO_DATA */
  embeddedDataDir?: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost?: string;
  /** FIREBASE_PROJECT_ID */
  projectId?: string;
  corsOrigins?: string[] | string;
  /** SEED_SAMPLE_DATA (seeds an empty database). */
  seed?: boolean;
  /** API_PUBLIC_URL: where browsers reach the API (sample images' URLs). */
  publicUrl?: string;
  /** Extra variables (win over the above). */
  env?: NodeJS.ProcessEnv;
  logFile?: string;
  timeoutMs?: number;
  /** Start it again whenever it dies after it first answered (superviseProcess). */
  supervise?: boolean;
  /** One line per restart. */
  onRestart?: (line: string) => void;
}

export interface RunningApi {
  url: string;
  port: number;
  /** The API's current process (a restarted one has a new pid). */
  readonly pid: number | undefined;
  readonly process: ProcessHandle;
  stop: () => Promise<void>;
}

/** Start the API and wait until GET /health answers 200. */
export async function startApi({
  port,
  mongoUri,
  embeddedPort,
  embeddedDataDir,
  authEmulatorHost,
  projectId = 'demo-forkful',
  corsOrigins = [],
  seed = false,
  publicUrl,
  env = {},
  logFile,
  timeoutMs = 90000,
  supervise = false,
  onRestart,
}: ApiOptions): Promise<RunningApi> {
  if (!fs.existsSync(API_MAIN)) {
    throw new Error(`The API is not built (${path.relative(REPO_ROOT, API_MAIN)} is missing): run \`npm run build -w @forkful/api\` (or \`npm test\` at the repository root).`);
  }
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // Never let a stray variable from the caller's shell point the API somewhere else.
  for (const key of ['API_PUBLIC_URL', 'MONGODB_URI', 'EMBEDDED_MONGO_PORT', 'EMBEDDED_MONGO_DATA', 'FIREBASE_AUTH_EMULATOR_HOST', 'ALLOW_AUTH_EMULATOR', 'SEED_SAMPLE_DATA']) delete childEnv[key];
  Object.assign(childEnv, {
    NODE_ENV: childEnv.NODE_ENV || 'development',
    [SERVICES.api.portEnv]: String(port),
    FIREBASE_PROJECT_ID: projectId,
    CORS_ORIGINS: ([] as string[]).concat(corsOrigins).join(','),
    SEED_SAMPLE_DATA: seed ? 'true' : 'false',
    // Browser tests and a local session make many calls quickly; production keeps the API's own defaults.
    RATE_LIMIT_READ_PER_MIN: childEnv.RATE_LIMIT_READ_PER_MIN || '100000',
    RATE_LIMIT_WRITE_PER_MIN: childEnv.RATE_LIMIT_WRITE_PER_MIN || '100000',
  });
  if (publicUrl) childEnv.API_PUBLIC_URL = publicUrl;
  if (mongoUri) childEnv.MONGODB_URI = mongoUri;
  else {
    if (embeddedPort) childEnv[SERVICES.embeddedMongo.portEnv] = String(embeddedPort);
    if (embeddedDataDir) childEnv.EMBEDDED_MONGO_DATA = embeddedDataDir;
  }
  if (authEmulatorHost) childEnv.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  Object.assign(childEnv, env);

  const processOptions: StartProcessOptions = {
    name: 'api',
    command: process.execPath,
    args: ['--enable-source-maps', API_MAIN],
    cwd: path.join(REPO_ROOT, 'api'),
    env: childEnv,
    logFile,
    // On SIGTERM the API finishes its requests in flight (API_SHUTDOWN_DRAIN_MS, 10 s) and flushes the embedded database.
    graceMs: 15000,
  };
  const supervisor = supervise ? await superviseProcess(processOptions, onRestart) : undefined;
  const first = supervisor ? supervisor.current : await startProcess(processOptions);
  const stop = () => (supervisor ? supervisor.stop() : stopProcess(first));
  const url = `http://127.0.0.1:${port}`;
  try {
    // A first run that dies before it answers is a setup problem (build, port, data), not a crash to retry.
    await waitUntilServing(`${url}/health`, { timeoutMs, process: first, what: 'the API' });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    get pid() { return supervisor ? supervisor.pid : first.pid; },
    get process() { return supervisor ? supervisor.current : first; },
    stop,
  };
}
