'use strict';
/** Port helpers shared by start, serve, test and the e2e globalSetup. */
const net = require('net');

/** A port that is free right now on 127.0.0.1 (the OS picks it: listen on port 0, then close). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Several distinct free ports (held open together so the OS cannot hand out the same one twice). */
async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      await new Promise((resolve, reject) => {
        server.on('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      servers.push(server);
    }
    return servers.map((s) => s.address().port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

/** True when something accepts TCP connections on host:port. */
function isPortInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Poll `url` until it answers with an accepted status (default: any 2xx) and, when given, `isReady(body)` holds.
 * `requestTimeoutMs` bounds one attempt (a webpack dev server holds the request until it has compiled).
 * `abortIf()` lets the caller stop early (e.g. the process that should serve the URL has exited): it returns
 * an error message or a falsy value.
 */
async function waitForHttp(url, { timeoutMs = 60000, okStatus, intervalMs = 250, requestTimeoutMs = 5000, isReady, abortIf } = {}) {
  const accept = typeof okStatus === 'function'
    ? okStatus
    : okStatus !== undefined
      ? (status) => [].concat(okStatus).includes(status)
      : (status) => status >= 200 && status < 300;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const abortReason = abortIf && abortIf();
    if (abortReason) throw new Error(`${url} will not come up: ${abortReason}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.min(requestTimeoutMs, Math.max(500, deadline - Date.now()))) });
      const body = await response.text();
      if (accept(response.status) && (!isReady || isReady(body))) return { status: response.status, body };
      lastProblem = `status ${response.status}: ${body.slice(0, 200)}`;
    } catch (error) {
      lastProblem = error.cause ? `${error.message} (${error.cause.code || error.cause.message})` : error.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${url} (last: ${lastProblem})`);
}

module.exports = { freePort, freePorts, isPortInUse, waitForHttp, sleep };
