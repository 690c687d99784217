'use strict';
/** A createShellSsr over a fake store and a fake API, with the real runtime config (/config.json, /remotes.json). */
const { runtimeConfigResponse } = require('../../runtime-config');
const { createShellSsr } = require('..');

const ORIGIN = 'https://forkful.test';

function ssrFor(store, api, { env = {}, tuning = {} } = {}) {
  const lines = [];
  const fullEnv = { FORKFUL_DEPLOY_STORE: store.dir, REMOTES_ORIGIN_URL: 'https://remotes.test', API_URL: api.url, NODE_ENV: 'development', ...env };
  const ssr = createShellSsr({
    storeDir: store.dir,
    env: fullEnv,
    origin: ORIGIN,
    runtimeConfig: (pathname) => runtimeConfigResponse(pathname, fullEnv),
    log: (line) => lines.push(line),
    // No warm-up renders unless a test asks: they would count as API reads and renders in the other tests.
    tuning: { refreshMs: 0, renderTimeoutMs: 3000, retryMs: 60000, warmUp: false, ...tuning, feed: { minBackoffMs: 20, maxBackoffMs: 40, ...tuning.feed } },
  });
  // Documents come as UTF-8 bytes (respond.js); the tests read them as text.
  const asText = (answer) => (answer && Buffer.isBuffer(answer.body) ? { ...answer, body: answer.body.toString('utf8') } : answer);
  const get = (url, headers = {}) => ssr.answer({ method: 'GET', url, headers: { accept: 'text/html', ...headers } }).then(asText);
  return { ssr, get, lines };
}

async function until(check, what, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Every <script> start tag of a body, and the nonce of the CSP header. */
function scriptsAndNonce(answer) {
  const nonce = /'nonce-([^']+)'/.exec(answer.headers['Content-Security-Policy'])[1];
  return { nonce, scripts: answer.body.match(/<script\b[^>]*>/g) || [] };
}

module.exports = { ssrFor, until, scriptsAndNonce, ORIGIN };
