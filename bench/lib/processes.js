'use strict';
/** The child processes a benchmark starts (database, API, bare server): started until ready, stopped at the end. */
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const MONGO_CLI = path.join(ROOT, 'embedded-mongo', 'bin', 'embedded-mongo.js');

const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns command and resolves once its output matches readyPattern; rejects if it exits first. */
function start(command, args, env, readyPattern, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (readyPattern.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** SIGTERM, then SIGKILL after 10 s. */
function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Fails early, with the command to run, when the API or the embedded database has not been built. */
function requireBuilt() {
  for (const file of [API_MAIN, path.join(ROOT, 'embedded-mongo', 'dist', 'index.js')]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npm run build -w @forkful/embedded-mongo && npm run build -w @forkful/api`);
  }
}

/** The embedded database (its CLI) on a free port with its files in dataDir; `uri` names the forkful-bench database. */
async function startDatabase(dataDir) {
  const port = await freePort();
  const child = await start(process.execPath, [MONGO_CLI, '--port', String(port), '--data', dataDir], {}, /ready/, 'embedded-mongo');
  return { child, uri: `mongodb://127.0.0.1:${port}/forkful-bench` };
}

/** The built API on a free port against uri, as in production (no Auth emulator), rate limits out of the way. */
async function startApi(uri, env = {}) {
  const port = await freePort();
  const child = await start(
    process.execPath,
    [API_MAIN],
    {
      API_PORT: String(port),
      MONGODB_URI: uri,
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      RATE_LIMIT_READ_PER_MIN: '100000000',
      RATE_LIMIT_WRITE_PER_MIN: '100000000',
      ...env,
    },
    /Listening on/,
    'API',
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Kills whatever is still running (on an error or Ctrl-C). */
function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

module.exports = { ROOT, children, freePort, start, stop, killAll, requireBuilt, startDatabase, startApi };
