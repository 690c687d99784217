/**
 * The shell's runtime configuration, generated from the environment at serve time so that one build
 * runs against any API, identity provider and set of remote deployments: `/config.json` here, `/remotes.json` (the
 * registry of live remotes and their route modules) in remote-registry.ts.
 *
 * Node code run from source (tsx): the webpack dev server mounts it with `mountRuntimeConfig(app)`, the origin server
 * of a deployed shell (@forkful/deploy/src/origin-server) answers with `runtimeConfigResponse(pathname, env)`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVICES, localUrl, type RemoteRegistry, type RuntimeConfig } from '@forkful/topology';
import { remoteRegistry, type Env } from './remote-registry';
import { registryForBucket, sessionOf } from './canary-split';

export type { Env };

const DEFAULT_API_URL = localUrl(SERVICES.api.port);
const DEFAULT_AUTH_EMULATOR_URL = localUrl(SERVICES.authEmulator.port, SERVICES.authEmulator.host);
const DEMO_PROJECT_ID = 'demo-forkful';

function trimSlashes(url: string): string {
  return String(url).replace(/\/+$/, '');
}

function valueOf(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Whether one browser may try a version that is not current (`?preview=recipes@<version>`): on by default except
 * with NODE_ENV=production (any case), where VERSION_PREVIEW=on must say so.
 */
function allowVersionPreview(env: Env): boolean {
  const setting = (valueOf(env, 'VERSION_PREVIEW') || '').toLowerCase();
  if (setting) return setting === 'on' || setting === 'true';
  return (valueOf(env, 'NODE_ENV') || '').toLowerCase() !== 'production';
}

/** The RUM_SAMPLE_RATE values already warned about (the config is built per request: one warning per value). */
const warnedSampleRates = new Set<string>();

/**
 * The share of sessions whose real-user monitoring is sent (RUM_SAMPLE_RATE, 0 to 1; default 1). A value that is not
 * a number in that range is a typo, not a wish to switch monitoring off: it gets the default, with one warning.
 */
function rumSampleRate(env: Env): number {
  const setting = valueOf(env, 'RUM_SAMPLE_RATE');
  if (setting === undefined) return 1;
  const rate = Number(setting);
  if (Number.isFinite(rate) && rate >= 0 && rate <= 1) return rate;
  if (!warnedSampleRates.has(setting)) {
    warnedSampleRates.add(setting);
    console.warn(`[forkful] RUM_SAMPLE_RATE=${JSON.stringify(setting.slice(0, 40))} is not a number from 0 to 1; sampling every session (1)`);
  }
  return 1;
}

/**
 * `/config.json`: the API URL and the Firebase web config. A real project needs an API key; without
 * FIREBASE_API_KEY (or with a `demo-` project id) the shell talks to the Auth emulator.
 */
export function runtimeConfig(env: Env = process.env): RuntimeConfig {
  const apiUrl = trimSlashes(valueOf(env, SERVICES.api.urlEnv) || DEFAULT_API_URL);
  const apiKey = valueOf(env, 'FIREBASE_API_KEY');
  const projectId = valueOf(env, 'FIREBASE_PROJECT_ID') || DEMO_PROJECT_ID;
  const emulatorUrl = valueOf(env, SERVICES.authEmulator.urlEnv);
  if (apiKey && !projectId.startsWith('demo-')) {
    const firebase: RuntimeConfig['firebase'] = {
      apiKey,
      authDomain: valueOf(env, 'FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
      projectId,
    };
    const appId = valueOf(env, 'FIREBASE_APP_ID');
    if (appId) firebase.appId = appId;
    // An explicit emulator URL still wins, e.g. a real project's config pointed at a local emulator.
    if (emulatorUrl) firebase.authEmulatorUrl = trimSlashes(emulatorUrl);
    return { apiUrl, firebase, allowVersionPreview: allowVersionPreview(env), rumSampleRate: rumSampleRate(env) };
  }
  const firebase: RuntimeConfig['firebase'] = {
    // The emulator accepts any API key; the SDK only requires a non-empty one.
    apiKey: apiKey || 'demo-forkful-api-key',
    authDomain: valueOf(env, 'FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
    projectId,
  };
  const appId = valueOf(env, 'FIREBASE_APP_ID');
  if (appId) firebase.appId = appId;
  firebase.authEmulatorUrl = trimSlashes(emulatorUrl || DEFAULT_AUTH_EMULATOR_URL);
  return { apiUrl, firebase, allowVersionPreview: allowVersionPreview(env), rumSampleRate: rumSampleRate(env) };
}

/** The JSON body for `/config.json` or `/remotes.json`, or undefined for any other path. */
export async function runtimeConfigResponse(pathname: string, env: Env = process.env): Promise<RuntimeConfig | RemoteRegistry | undefined> {
  if (pathname === '/config.json') return runtimeConfig(env);
  if (pathname === '/remotes.json') return remoteRegistry(env);
  return undefined;
}

/** Headers for both files: never cached, so a deploy is seen by the next visit. */
export const RUNTIME_CONFIG_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, must-revalidate',
};

/**
 * Answers GET/HEAD `/config.json` and `/remotes.json` on any Node http server or express-like app.
 * Returns true when it answers (asynchronously), false to let the caller serve the request.
 */
export function handleRuntimeConfigRequest(req: IncomingMessage, res: ServerResponse, env: Env = process.env): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = String(req.url || '').split(/[?#]/)[0];
  if (pathname !== '/config.json' && pathname !== '/remotes.json') return false;
  runtimeConfigResponse(pathname, env).then((answer) => {
    // A store registry with a canary running: this session's versions, as the shell's origin answers them.
    const session = pathname === '/remotes.json' ? sessionOf(req.headers.cookie, { secure: false }) : undefined;
    const body = session ? registryForBucket(answer as RemoteRegistry, session.bucket) : answer;
    const json = JSON.stringify(body);
    const cookie: Record<string, string> = session && session.setCookie ? { 'Set-Cookie': session.setCookie } : {};
    res.writeHead(200, { ...RUNTIME_CONFIG_HEADERS, ...cookie, 'Content-Length': Buffer.byteLength(json) });
    res.end(req.method === 'HEAD' ? undefined : json);
  }, (error: Error) => {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`runtime config failed: ${error.message}`);
  });
  return true;
}

/** The part of an express-like app (the webpack dev server's) that mountRuntimeConfig uses. */
export interface MiddlewareHost {
  use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): unknown;
}

/** For the webpack dev server (createFrontendConfig's `setupDevServer`): mounts the handler on its express app. */
export function mountRuntimeConfig(app: MiddlewareHost, env: Env = process.env): void {
  app.use((req, res, next) => {
    if (!handleRuntimeConfigRequest(req, res, env)) next();
  });
}

export { remoteRegistry };
