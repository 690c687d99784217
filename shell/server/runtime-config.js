/**
 * The shell's runtime configuration, generated from the environment at serve time so that one build
 * runs against any API, identity provider and set of remote deployments.
 *
 * Plain CommonJS with no dependencies: the webpack dev server, `scripts/serve.js` and the browser-test
 * harness all mount it with `handleRuntimeConfigRequest(req, res, env)`.
 */
'use strict';

const DEFAULT_API_URL = 'http://localhost:4000';
const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
const DEMO_PROJECT_ID = 'demo-forkful';

const REMOTE_DEFAULTS = {
  mfe_public: { env: 'MFE_PUBLIC_URL', url: 'http://localhost:3001' },
  mfe_recipes: { env: 'MFE_RECIPES_URL', url: 'http://localhost:3002' },
  mfe_dashboard: { env: 'MFE_DASHBOARD_URL', url: 'http://localhost:3003' },
};

function trimSlashes(url) {
  return String(url).replace(/\/+$/, '');
}

function valueOf(env, key) {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The remote's manifest URL; a value already naming a .json or .js file is used as given. */
function manifestUrl(base) {
  const url = trimSlashes(base);
  return /\.(json|js)(\?.*)?$/.test(url) ? url : `${url}/mf-manifest.json`;
}

/**
 * `/config.json`: the API URL and the Firebase web config. A real project needs an API key; without
 * FIREBASE_API_KEY (or with a `demo-` project id) the shell talks to the Auth emulator.
 */
function runtimeConfig(env = process.env) {
  const apiUrl = trimSlashes(valueOf(env, 'API_URL') || DEFAULT_API_URL);
  const apiKey = valueOf(env, 'FIREBASE_API_KEY');
  const projectId = valueOf(env, 'FIREBASE_PROJECT_ID') || DEMO_PROJECT_ID;
  const emulatorUrl = valueOf(env, 'FIREBASE_AUTH_EMULATOR_URL');
  if (apiKey && !projectId.startsWith('demo-')) {
    const firebase = {
      apiKey,
      authDomain: valueOf(env, 'FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
      projectId,
    };
    const appId = valueOf(env, 'FIREBASE_APP_ID');
    if (appId) firebase.appId = appId;
    // An explicit emulator URL still wins, e.g. a real project's config pointed at a local emulator.
    if (emulatorUrl) firebase.authEmulatorUrl = trimSlashes(emulatorUrl);
    return { apiUrl, firebase };
  }
  const firebase = {
    // The emulator accepts any API key; the SDK only requires a non-empty one.
    apiKey: apiKey || 'demo-forkful-api-key',
    authDomain: valueOf(env, 'FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
    projectId,
  };
  const appId = valueOf(env, 'FIREBASE_APP_ID');
  if (appId) firebase.appId = appId;
  firebase.authEmulatorUrl = trimSlashes(emulatorUrl || DEFAULT_AUTH_EMULATOR_URL);
  return { apiUrl, firebase };
}

/** `/remotes.json`: federation name -> URL of that remote's mf-manifest.json. */
function remotesManifest(env = process.env) {
  const manifest = {};
  for (const [name, { env: key, url }] of Object.entries(REMOTE_DEFAULTS)) {
    manifest[name] = manifestUrl(valueOf(env, key) || url);
  }
  return manifest;
}

/**
 * Answers GET/HEAD `/config.json` and `/remotes.json` (no-cache JSON) on any Node http server or
 * express-like app. Returns true when it answered, false to let the caller serve the request.
 */
function handleRuntimeConfigRequest(req, res, env = process.env) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = String(req.url || '').split(/[?#]/)[0];
  let body;
  if (pathname === '/config.json') body = runtimeConfig(env);
  else if (pathname === '/remotes.json') body = remotesManifest(env);
  else return false;
  const json = JSON.stringify(body);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(req.method === 'HEAD' ? undefined : json);
  return true;
}

/** For the webpack dev server (createFrontendConfig's `setupDevServer`): mounts the handler on its express app. */
function mountRuntimeConfig(app, env = process.env) {
  app.use((req, res, next) => {
    if (!handleRuntimeConfigRequest(req, res, env)) next();
  });
}

module.exports = { runtimeConfig, remotesManifest, handleRuntimeConfigRequest, mountRuntimeConfig };
