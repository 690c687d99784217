'use strict';
/**
 * The child processes a benchmark starts (database, API, bare server), with the same process and port helpers as the
 * stack scripts (scripts/lib): started until ready, output in test-output/bench-logs, stopped at the end or on Ctrl-C.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { startProcess, stopProcess, stopAll } = require('../../scripts/lib/processes');
const { freePorts, waitUntilServing } = require('../../scripts/lib/ports');

const ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const MONGO_CLI = path.join(ROOT, 'embedded-mongo', 'bin', 'embedded-mongo.js');
const BARE_SERVER = path.join(__dirname, '..', 'bare-server.js');
const LOG_DIR = path.join(ROOT, 'test-output', 'bench-logs');

/** A Node script on a free port (given to `args(port)` and `env(port)`), once `ready(port)` (a wait-on resource) answers. */
async function startNode(label, { args, env = () => ({}), ready }) {
  const [port] = await freePorts(1);
  const handle = await startProcess({
    name: label, command: process.execPath, args: args(port), env: { ...process.env, ...env(port) }, logFile: path.join(LOG_DIR, `${label}.log`),
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
const stop = (started) => (started ? stopProcess(started.handle) : Promise.resolve());

/** Fails early, with the command to run, when the API or the embedded database has not been built. */
function requireBuilt() {
  for (const file of [API_MAIN, path.join(ROOT, 'embedded-mongo', 'dist', 'index.js')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npx lerna run build --scope @forkful/api`);
  }
}

/** The embedded database (its CLI) with its files in dataDir; `uri` names the forkful-bench database. */
async function startDatabase(dataDir) {
  const started = await startNode('embedded-mongo', {
    args: (port) => [MONGO_CLI, '--port', String(port), '--data', dataDir],
    ready: (port) => `tcp:127.0.0.1:${port}`,
  });
  return { ...started, uri: `mongodb://127.0.0.1:${started.port}/forkful-bench` };
}

/** The built API against uri, as in production (no Auth emulator), rate limits out of the way. */
function startApi(uri, env = {}) {
  return startNode('api', {
    args: () => [API_MAIN],
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

/** The ceiling: bench/bare-server.js answering the captured routes (routes.json) from memory. */
function startBareServer(routesFile) {
  return startNode('bare-server', { args: () => [BARE_SERVER, routesFile], env: (port) => ({ PORT: String(port) }), ready: (port) => `tcp:127.0.0.1:${port}` });
}

/** Stop everything still running, then exit: on an error or Ctrl-C. */
function exitAfterCleanup(code) {
  return stopAll().then(() => process.exit(code));
}

module.exports = { ROOT, startNode, stop, requireBuilt, startDatabase, startApi, startBareServer, exitAfterCleanup };
