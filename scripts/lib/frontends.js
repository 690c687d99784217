'use strict';
/**
 * The shell and the remotes of a stack: built mode serves the current versions from the deployment store with two
 * origin server processes, the shell's and one for every remote (under /<app>/); dev mode runs a webpack dev server
 * for the shell and each remote.
 */
const path = require('path');
const { startProcess, stopProcess } = require('./processes');
const { superviseProcess } = require('./supervise');
const { waitUntilServing } = require('./ports');
const { REPO_ROOT, REMOTES_ORIGIN_KEY } = require('./stack-config');
const { FileStore } = require('../../deploy/src/stores/file-store');
const { publishFirstVersions } = require('../../deploy/src/publish-first');

const ORIGIN_SERVER = path.join(REPO_ROOT, 'deploy', 'src', 'origin-server.js');
const WEBPACK_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');

/**
 * An origin server (deploy/src/origin-server.js: `--app shell` or `--remotes`) as its own process, so that nothing one
 * origin is sent can take down the other; when it dies it is started again (superviseProcess), the other untouched.
 */
async function startOriginServer({ name, mode, readyPath, port, storeDir, env, logFile, onProgress }) {
  const args = [ORIGIN_SERVER, ...mode, '--store', storeDir, '--port', String(port), '--host', '127.0.0.1'];
  const server = await superviseProcess({ name, command: process.execPath, args, env, logFile, graceMs: 3000 }, onProgress);
  try {
    await waitUntilServing(`http://127.0.0.1:${port}${readyPath}`, { timeoutMs: 30000, process: server.current, what: `the ${name} origin server` });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Start the given frontends; each started process is reported to `started(key, { pid, stop })` (built mode: the keys
 * `shell` and `remotes`; dev mode: each frontend's federation name).
 * @param {object} options
 * @param {'dev'|'built'} options.mode
 * @param {object[]} options.frontends   FRONTENDS entries served here (not hosted elsewhere)
 * @param {object} options.ports          federation name (and `remotes`) -> port
 * @param {object} options.env            the variables the shell's runtime config and the dev builds read
 * @param {string} options.storeDir       built mode: the folder deployment store
 * @param {(key: string) => string} options.origin  the URL the browser uses for a port
 * @param {(name: string) => string|undefined} options.logFile
 */
async function startFrontends({ mode, frontends, ports, env, storeDir, origin, logFile, onProgress, started }) {
  if (mode === 'built') {
    // Publishes what has no usable current version yet, then writes the registry the shell's /remotes.json reads.
    await publishFirstVersions({ store: new FileStore(storeDir), apps: frontends.map((f) => f.app), log: onProgress });
    // The origin servers render pages with React: production mode (development React renders several times slower).
    // Version previews stay on locally, as they were when this ran in development mode. ORIGIN_WORKERS comes from
    // process.env as it is (default 1; `npm run serve` sets auto); only the shell's origin reads it.
    const serverEnv = { VERSION_PREVIEW: 'on', ...process.env, ...env, NODE_ENV: 'production' };
    const remotes = frontends.filter((f) => !f.app.isShell).map((f) => f.app.name);
    await Promise.all([
      { key: 'shell', mode: ['--app', 'shell'], readyPath: '/current.json', what: `shell (current version from ${storeDir})` },
      { key: REMOTES_ORIGIN_KEY, mode: ['--remotes'], readyPath: '/registry.json', what: `remotes origin (${remotes.join(', ') || 'none here'} and any deployed later, under /<app>/)` },
    ].map(async ({ key, mode: serverMode, readyPath, what }) => {
      const server = await startOriginServer({
        name: key, mode: serverMode, readyPath, port: ports[key], storeDir, env: serverEnv, logFile: logFile(key === 'shell' ? 'shell' : 'remotes-origin'), onProgress,
      });
      started(key, server);
      onProgress(`${what} on ${origin(ports[key])}`);
    }));
    return;
  }
  await Promise.all(frontends.map(async (frontend) => {
    const handle = await startProcess({
      name: frontend.dir,
      command: WEBPACK_BIN,
      args: ['serve', '--mode', 'development'],
      cwd: path.join(REPO_ROOT, frontend.dir),
      env: { ...process.env, ...env, NODE_ENV: 'development', [frontend.portEnv]: String(ports[frontend.key]) },
      logFile: logFile(frontend.dir),
    });
    started(frontend.key, { pid: handle.pid, stop: () => stopProcess(handle) });
    // The dev server holds requests until the first compilation is done, so an answer means "compiled".
    const file = frontend.app.isShell ? '/' : '/mf-manifest.json';
    await waitUntilServing(`http://127.0.0.1:${ports[frontend.key]}${file}`, {
      timeoutMs: 600000, requestTimeoutMs: 30000, process: handle, what: `webpack serve in ${frontend.dir}`,
    });
    onProgress(`${frontend.dir} (dev server) on ${origin(ports[frontend.key])}`);
  }));
}

module.exports = { startFrontends };
