/**
 * The shell's runtime configuration, generated from the environment at serve time so that one build
 * runs against any API, identity provider and set of remote deployments.
 *
 * Plain CommonJS: the webpack dev server mounts it with `mountRuntimeConfig(app)`, the origin server of a deployed
 * shell (deploy/src/origin-server.js) answers with `runtimeConfigResponse(pathname, env)`.
 */
'use strict';

const {
  POINTER_FILE, isVersionId, versionedManifestUrl, REMOTE_APPS, SERVICES, localUrl,
} = require('@forkful/contracts/core');

const DEFAULT_API_URL = localUrl(SERVICES.api.port);
const DEFAULT_AUTH_EMULATOR_URL = localUrl(SERVICES.authEmulator.port, SERVICES.authEmulator.host);
const DEMO_PROJECT_ID = 'demo-forkful';
/** How long /remotes.json waits for a remote's pointer before naming its unversioned manifest. */
const POINTER_TIMEOUT_MS = 1500;

/** Each remote (topology): the variable naming where it is hosted, else its local dev server. */
const REMOTE_DEFAULTS = Object.fromEntries(REMOTE_APPS
  .map((app) => [app.federationName, { env: app.urlEnv, url: localUrl(app.port) }]));

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
 * Whether one browser may try a version that is not current (`?preview=recipes@<version>`): on by default except
 * with NODE_ENV=production (any case), where VERSION_PREVIEW=on must say so.
 */
function allowVersionPreview(env) {
  const setting = (valueOf(env, 'VERSION_PREVIEW') || '').toLowerCase();
  if (setting) return setting === 'on' || setting === 'true';
  return (valueOf(env, 'NODE_ENV') || '').toLowerCase() !== 'production';
}

/**
 * `/config.json`: the API URL and the Firebase web config. A real project needs an API key; without
 * FIREBASE_API_KEY (or with a `demo-` project id) the shell talks to the Auth emulator.
 */
function runtimeConfig(env = process.env) {
  const apiUrl = trimSlashes(valueOf(env, SERVICES.api.urlEnv) || DEFAULT_API_URL);
  const apiKey = valueOf(env, 'FIREBASE_API_KEY');
  const projectId = valueOf(env, 'FIREBASE_PROJECT_ID') || DEMO_PROJECT_ID;
  const emulatorUrl = valueOf(env, SERVICES.authEmulator.urlEnv);
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
    return { apiUrl, firebase, allowVersionPreview: allowVersionPreview(env) };
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
  return { apiUrl, firebase, allowVersionPreview: allowVersionPreview(env) };
}

/**
 * The manifest URL of the remote's current version: a deployment base URL that has a pointer (current.json, as the
 * origin servers and an S3 deployment store have) resolves to that version's versioned manifest; any other URL
 * (a dev server, a host without deployments, an unreachable one) to its plain mf-manifest.json.
 */
async function currentManifestUrl(base, fetchImpl = fetch) {
  const url = trimSlashes(base);
  if (/\.(json|js)(\?.*)?$/.test(url)) return url;
  try {
    const response = await fetchImpl(`${url}/${POINTER_FILE}`, { signal: AbortSignal.timeout(POINTER_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.ok) {
      const pointer = await response.json();
      if (isVersionId(pointer && pointer.version)) return versionedManifestUrl(url, pointer.version);
    }
  } catch {
    // No pointer: the plain manifest below.
  }
  return manifestUrl(url);
}

/** `/remotes.json`: federation name -> URL of that remote's current mf-manifest.json. */
async function remotesManifest(env = process.env, fetchImpl = fetch) {
  const entries = await Promise.all(Object.entries(REMOTE_DEFAULTS).map(async ([name, { env: key, url }]) => (
    [name, await currentManifestUrl(valueOf(env, key) || url, fetchImpl)]
  )));
  return Object.fromEntries(entries);
}

/** The JSON body for `/config.json` or `/remotes.json`, or undefined for any other path. */
async function runtimeConfigResponse(pathname, env = process.env) {
  if (pathname === '/config.json') return runtimeConfig(env);
  if (pathname === '/remotes.json') return remotesManifest(env);
  return undefined;
}

/** Headers for both files: never cached, so a deploy is seen by the next visit. */
const RUNTIME_CONFIG_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, must-revalidate',
};

/**
 * Answers GET/HEAD `/config.json` and `/remotes.json` on any Node http server or express-like app.
 * Returns true when it answers (asynchronously), false to let the caller serve the request.
 */
function handleRuntimeConfigRequest(req, res, env = process.env) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = String(req.url || '').split(/[?#]/)[0];
  if (pathname !== '/config.json' && pathname !== '/remotes.json') return false;
  runtimeConfigResponse(pathname, env).then((body) => {
    const json = JSON.stringify(body);
    res.writeHead(200, { ...RUNTIME_CONFIG_HEADERS, 'Content-Length': Buffer.byteLength(json) });
    res.end(req.method === 'HEAD' ? undefined : json);
  }, (error) => {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`runtime config failed: ${error.message}`);
  });
  return true;
}

/** For the webpack dev server (createFrontendConfig's `setupDevServer`): mounts the handler on its express app. */
function mountRuntimeConfig(app, env = process.env) {
  app.use((req, res, next) => {
    if (!handleRuntimeConfigRequest(req, res, env)) next();
  });
}

module.exports = {
  runtimeConfig, remotesManifest, currentManifestUrl, runtimeConfigResponse, handleRuntimeConfigRequest, mountRuntimeConfig,
  RUNTIME_CONFIG_HEADERS,
};
