'use strict';
/** Ports and readiness for start, serve, test, the e2e globalSetup and the benches: get-port and wait-on. */
const waitOn = require('wait-on');

/** Several distinct ports that are free right now (get-port also keeps each one off its later answers for a while). */
async function freePorts(count) {
  const { default: getPort } = await import('get-port');
  const ports = [];
  for (let i = 0; i < count; i += 1) ports.push(await getPort({ exclude: ports }));
  return ports;
}

/** True when `port` cannot be listened on (another Forkful, or anything else, holds it). */
async function isPortInUse(port) {
  const { default: getPort } = await import('get-port');
  return (await getPort({ port })) !== port;
}

/**
 * Wait until GET `url` answers 2xx. `process` (a startProcess handle), when given, is the one that should serve it:
 * its exit ends the wait at once with its last output. `requestTimeoutMs` bounds one attempt (a webpack dev server
 * holds the request until it has compiled).
 */
async function waitUntilServing(url, { timeoutMs = 60000, requestTimeoutMs = 5000, process: serving, what = url } = {}) {
  const ready = waitOn({ resources: [url.replace(/^http/, 'http-get')], timeout: timeoutMs, httpTimeout: requestTimeoutMs, interval: 250 })
    .catch((error) => { throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${url} (${error.message})`); });
  if (!serving) return ready;
  const died = serving.exited.then(() => {
    throw new Error(`${url} will not come up: ${what} exited (code ${serving.exitCode}):\n${serving.tail()}`);
  });
  return Promise.race([ready, died]);
}

module.exports = { freePorts, isPortInUse, waitUntilServing };
