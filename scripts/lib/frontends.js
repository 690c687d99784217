'use strict';
/**
 * The shell and the remotes of a stack: built mode serves each app's current version from the deployment store with
 * its own origin server process; dev mode runs a webpack dev server for each.
 */
const path = require('path');
const { startProcess, stopProcess } = require('./processes');
const { superviseProcess } = require('./supervise');
const { waitUntilServing } = require('./ports');
const { REPO_ROOT } = require('./stack-config');
const { FileStore } = require('../../deploy/src/stores/file-store');
const { publishFirstVersions } = require('../../deploy/src/deploy');

const ORIGIN_SERVER = path.join(REPO_ROOT, 'deploy', 'src', 'origin-server.js');
const WEBPACK_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');

/**
 * One app's origin server (deploy/src/origin-server.js) as its own process, so that nothing one origin is sent can
 * take down another; when it dies it is started again (superviseProcess), the others untouched.
 */
async function startOriginServer({ frontend, port, storeDir, env, logFile, onProgress }) {
  const args = [ORIGIN_SERVER, '--app', frontend.app.name, '--store', storeDir, '--port', String(port), '--host', '127.0.0.1'];
  const server = await superviseProcess({ name: frontend.dir, command: process.execPath, args, env, logFile, graceMs: 3000 }, onProgress);
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/current.json`, { timeoutMs: 30000, process: server.current, what: `the ${frontend.dir} origin server` });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Start the given frontends; each started one is reported to `started(key, { pid, stop })`.
 * @param {object} options
 * @param {'dev'|'built'} options.mode
 * @param {object[]} options.frontends   FRONTENDS entries to start here
 * @param {object} options.ports          federation name -> port
 * @param {object} options.env            the variables the shell's runtime config and the dev builds read
 * @param {string} options.storeDir       built mode: the folder deployment store
 * @param {(key: string) => string} options.origin  the URL the browser uses for a port
 * @param {(name: string) => string|undefined} options.logFile
 */
async function startFrontends({ mode, frontends, ports, env, storeDir, origin, logFile, onProgress, started }) {
  if (mode === 'built') {
    await publishFirstVersions({ store: new FileStore(storeDir), apps: frontends.map((f) => f.app), log: onProgress });
    await Promise.all(frontends.map(async (frontend) => {
      const server = await startOriginServer({
        frontend, port: ports[frontend.key], storeDir, env: { ...process.env, ...env, NODE_ENV: 'development' }, logFile: logFile(frontend.dir), onProgress,
      });
      started(frontend.key, server);
      onProgress(`${frontend.dir} (current version from ${storeDir}) on ${origin(ports[frontend.key])}`);
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
