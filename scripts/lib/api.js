'use strict';
/** The Forkful API (NestJS, built to api/dist) as a child process, with the environment it reads. */
const fs = require('fs');
const path = require('path');
const { SERVICES } = require('@forkful/contracts/core');
const { startProcess, stopProcess } = require('./processes');
const { superviseProcess } = require('./supervise');
const { waitUntilServing } = require('./ports');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

/**
 * Start the API and wait until GET /health answers 200.
 * Without mongoUri the API starts the embedded database in-process on embeddedPort with its files in embeddedDataDir.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.mongoUri]          a real MongoDB (MONGODB_URI)
 * @param {number} [options.embeddedPort]      EMBEDDED_MONGO_PORT
 * @param {string} [options.embeddedDataDir]   EMBEDDED_MONGO_DATA
 * @param {string} [options.authEmulatorHost]  host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)
 * @param {string} [options.projectId]         FIREBASE_PROJECT_ID
 * @param {string[]|string} [options.corsOrigins]
 * @param {boolean} [options.seed]             SEED_SAMPLE_DATA (seeds an empty database)
 * @param {string} [options.publicUrl]         API_PUBLIC_URL: where browsers reach the API (sample images' URLs)
 * @param {object} [options.env]               extra variables (win over the above)
 * @param {string} [options.logFile]
 * @param {boolean} [options.supervise]        start it again whenever it dies after it first answered (superviseProcess)
 * @param {(line: string) => void} [options.onRestart]  one line per restart
 */
async function startApi({
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
}) {
  if (!fs.existsSync(API_MAIN)) {
    throw new Error(`The API is not built (${path.relative(REPO_ROOT, API_MAIN)} is missing): run \`npm run build -w @forkful/api\` (or \`npm test\` at the repository root).`);
  }
  const childEnv = { ...process.env };
  // Never let a stray variable from the caller's shell point the API somewhere else.
  for (const key of ['API_PUBLIC_URL', 'MONGODB_URI', 'EMBEDDED_MONGO_PORT', 'EMBEDDED_MONGO_DATA', 'FIREBASE_AUTH_EMULATOR_HOST', 'ALLOW_AUTH_EMULATOR', 'SEED_SAMPLE_DATA']) delete childEnv[key];
  Object.assign(childEnv, {
    NODE_ENV: childEnv.NODE_ENV || 'development',
    [SERVICES.api.portEnv]: String(port),
    FIREBASE_PROJECT_ID: projectId,
    CORS_ORIGINS: [].concat(corsOrigins).join(','),
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

  const processOptions = {
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
    /** The API's current process (a restarted one has a new pid). */
    get pid() { return supervisor ? supervisor.pid : first.pid; },
    get process() { return supervisor ? supervisor.current : first; },
    stop,
  };
}

module.exports = { startApi, API_MAIN };
