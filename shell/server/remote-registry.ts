/**
 * The shell's `/remotes.json`: a RemoteRegistry `{ schemaVersion: 2, remotes: [{ name, app, version, manifest, routes }] }`
 * naming every live remote, its current version's manifest and its route module, by name. The shell mounts what it
 * lists: a remote left out here has no pages and no navigation entries on the next page load.
 *
 * Where it comes from:
 * (a) a store registry (@forkful/deploy/src/registry), when configured: FORKFUL_DEPLOY_STORE (a folder store: its
 *     registry.json) or REMOTES_REGISTRY_URL (fetched). Each remote is served from MFE_<APP>_URL when set, else
 *     `${REMOTES_ORIGIN_URL}/<app>` (the one origin serving every remote's versions). A remote named by an
 *     MFE_<APP>_URL but absent from the registry (hosted elsewhere, deployed to another store) is asked as in (b).
 * (b) otherwise (webpack dev servers under `npm start`): every remote workspace of the checkout, each asked at
 *     MFE_<APP>_URL or its dev port: its current.json (a deployment: that version's routes.json and manifest), else
 *     its routes.json and mf-manifest.json. A remote that does not answer in time is left out (one log line).
 * Every route module is validated again here (parseRemoteRoutes): whatever the source, a bad one is left out.
 *
 * A store registry entry with a canary release running (`canary: { version, percent, routes }`) keeps it here, with
 * its manifest URL, for the per-session split (canary-split.ts): what a browser gets is always a plain registry,
 * `registryForBucket(registry, bucket)`. An invalid canary is left out (one log line); the stable version stays.
 */
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE, REGISTRY_FILE, REMOTES_ORIGIN, REMOTE_APP_NAME_PATTERN, federationNameOf, isVersionId, localUrl, versionedManifestUrl, type RegistryRemote, type RemoteRegistry } from '@forkful/topology';
import { parseRemoteRoutes } from '@forkful/topology/routes-schema';

/** A live remote's canary release as the shell's server keeps it (never sent to a browser as such). */
export interface ServerCanary {
  version: string;
  manifest: string;
  routes: RegistryRemote['routes'];
  /** The share of sessions that get it, 1 to 99. */
  percent: number;
}

/** A registry entry on the server: a browser's entry, and the remote's canary while one runs. */
export type ServerRemote = RegistryRemote & { canary?: ServerCanary };

/** The registry as this server reads it; `registryForBucket` (canary-split.ts) makes a session's from it. */
export interface ServerRegistry extends RemoteRegistry {
  remotes: ServerRemote[];
}

/** The environment the runtime files are made from (process.env, or a test's). */
export type Env = Readonly<Record<string, string | undefined>>;

/** The part of `fetch` this module uses (a test passes its own). */
export type FetchJson = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/** A problem with `key` (a remote, `registry`, `checkout`), or undefined: it is fine. */
export type RegistryLog = (key: string, line: string | undefined) => void;

/** A remote to ask (b): its short name and deployment base URL. */
export interface RemoteBase {
  app: string;
  base: string;
}

/** How long each request for a pointer, a route module or the registry may take. */
const FETCH_TIMEOUT_MS = 1500;
const URL_ENV = /^MFE_([A-Z][A-Z0-9]{1,23})_URL$/;

function valueOf(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const urlEnvOf = (app: string): string => `MFE_${app.toUpperCase()}_URL`;

/** A remote's deployment base URL from an MFE_<APP>_URL value (a manifest or entry file named there is stripped). */
export function baseOf(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/(?:versions\/[^/]+\/)?(?:mf-manifest\.json|remoteEntry\.js)(\?.*)?$/, '');
}

/** GET `url` as JSON within the timeout; throws a short reason otherwise. */
async function fetchJson(fetchImpl: FetchJson, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** One short line per problem. */
function reasonOf(error: unknown): string {
  const problem = error as { name?: unknown; message?: unknown } | null | undefined;
  const message = problem && problem.name === 'TimeoutError' ? `no answer within ${FETCH_TIMEOUT_MS} ms` : String((problem && problem.message) || error);
  return message.split('\n')[0].slice(0, 200);
}

/** A registry entry for `app` with `routes` validated, or throws the first problem. */
function entryOf(app: string, version: string, manifest: string, rawRoutes: unknown): RegistryRemote {
  // A contribution to a slot this server does not know yet (a remote newer than it) is left out, not the remote.
  const { routes, problems } = parseRemoteRoutes(rawRoutes, { unknownSlots: 'ignore' });
  if (!routes) throw new Error(`its routes.json is refused: ${problems[0]}`);
  return { name: federationNameOf(app), app, version, manifest, routes };
}

/** (b): asks a remote at `base` for its current version (pointer) and route module. */
async function askRemote(app: string, base: string, fetchImpl: FetchJson): Promise<RegistryRemote> {
  // No pointer (a dev server: 404) means its own files; no answer at all means it is down: do not wait twice.
  const pointer = await fetchJson(fetchImpl, `${base}/${POINTER_FILE}`).catch((error: unknown) => {
    if (error && (error as Error).name === 'TimeoutError') throw error;
    return undefined;
  });
  const version = pointer && (pointer as { version?: unknown }).version;
  if (isVersionId(version)) {
    const routes = await fetchJson(fetchImpl, `${base}/versions/${version}/routes.json`);
    return entryOf(app, version, versionedManifestUrl(base, version), routes);
  }
  return entryOf(app, 'dev', `${base}/mf-manifest.json`, await fetchJson(fetchImpl, `${base}/routes.json`));
}

/** The registry configured for this server (a), { remotes } or undefined when none is configured. */
async function readStoreRegistry(env: Env, fetchImpl: FetchJson, log: RegistryLog): Promise<{ remotes: unknown[] } | undefined> {
  const storeDir = valueOf(env, 'FORKFUL_DEPLOY_STORE');
  const url = valueOf(env, 'REMOTES_REGISTRY_URL');
  if (!storeDir && !url) return undefined;
  try {
    const registry: unknown = storeDir
      ? JSON.parse(await fs.promises.readFile(path.join(storeDir, REGISTRY_FILE), 'utf8'))
      : await fetchJson(fetchImpl, url as string);
    const remotes = registry && (registry as { remotes?: unknown }).remotes;
    return { remotes: Array.isArray(remotes) ? remotes : [] };
  } catch (error) {
    log('registry', `the store registry (${storeDir ? path.join(storeDir, REGISTRY_FILE) : url}) is unreadable: ${reasonOf(error)}`);
    return { remotes: [] };
  }
}

/** An entry's canary, validated as the entry is, or undefined when it has none or it is refused (logged). */
function canaryOf(app: string, base: string, raw: unknown, log: RegistryLog): ServerCanary | undefined {
  const key = `${app} canary`;
  if (raw === undefined) {
    log(key, undefined);
    return undefined;
  }
  try {
    const { version, percent, routes } = (raw || {}) as { version?: unknown; percent?: unknown; routes?: unknown };
    if (!isVersionId(version) || !Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) {
      throw new Error('not a canary (version, percent 1 to 99)');
    }
    const entry = entryOf(app, version, versionedManifestUrl(base, version), routes);
    log(key, undefined);
    return { version, manifest: entry.manifest, routes: entry.routes, percent: percent as number };
  } catch (error) {
    log(key, `left out of /remotes.json (every session gets the stable version): ${reasonOf(error)}`);
    return undefined;
  }
}

/** (a): the registry's entries, each validated, with its manifest URL (and its canary's, while one runs). */
function entriesFromRegistry(registry: { remotes: unknown[] }, env: Env, log: RegistryLog): ServerRemote[] {
  const origin = (valueOf(env, REMOTES_ORIGIN.urlEnv) || localUrl(REMOTES_ORIGIN.port)).replace(/\/+$/, '');
  return registry.remotes.flatMap((entry) => {
    const { app, name, version, routes, canary } = (entry || {}) as { app?: unknown; name?: unknown; version?: unknown; routes?: unknown; canary?: unknown };
    try {
      if (typeof app !== 'string' || !REMOTE_APP_NAME_PATTERN.test(app) || name !== federationNameOf(app) || !isVersionId(version)) {
        throw new Error('not a registry entry (app, name, version)');
      }
      const named = valueOf(env, urlEnvOf(app));
      const base = named ? baseOf(named) : `${origin}/${app}`;
      const result: ServerRemote = entryOf(app, version, versionedManifestUrl(base, version), routes);
      log(app, undefined);
      const split = canaryOf(app, base, canary, log);
      return [split ? { ...result, canary: split } : result];
    } catch (error: unknown) {
      log(String(app).slice(0, 30), `left out of /remotes.json: ${reasonOf(error)}`);
      return [];
    }
  });
}

/** What this module uses of @forkful/config/frontend-apps (JavaScript, found on disk). */
interface FrontendApps {
  discoverRemoteApps(): Array<{ name: string; port: number }>;
}

/** Remotes of the checkout (b): short name and default base URL; none when config/ is not there (a shipped server). */
function remotesOfCheckout(log: RegistryLog): RemoteBase[] {
  let discover: FrontendApps['discoverRemoteApps'];
  try {
    // Required here, not imported: a shipped server has no config workspace, and then lists no remotes of its own.
    ({ discoverRemoteApps: discover } = require('@forkful/config/frontend-apps') as FrontendApps);
  } catch {
    return [];
  }
  try {
    return discover().map((app) => ({ app: app.name, base: localUrl(app.port) }));
  } catch (error) {
    log('checkout', `its remote workspaces could not be read: ${reasonOf(error)}`);
    return [];
  }
}

/** Remotes an MFE_<APP>_URL names, by short name -> base URL. */
function remotesNamedByEnv(env: Env): RemoteBase[] {
  return Object.keys(env).flatMap((key) => {
    const match = URL_ENV.exec(key);
    const app = match && match[1].toLowerCase();
    if (!app || !REMOTE_APP_NAME_PATTERN.test(app)) return [];
    const url = valueOf(env, key);
    return url ? [{ app, base: baseOf(url) }] : [];
  });
}

/**
 * A logger that prints a problem only when it changes, and a remote's recovery once (`line` undefined: it is fine):
 * /remotes.json is asked on every page load, and a remote that stays down should not fill the log.
 */
export function changeLogger(print: (line: string) => void = (line) => console.warn(line)): RegistryLog {
  const last = new Map<string, string | undefined>();
  return (key, line) => {
    const before = last.get(key);
    if (before === line) return;
    last.set(key, line);
    if (line !== undefined) print(`[remotes.json] ${key}: ${line}`);
    else if (before !== undefined) print(`[remotes.json] ${key}: answers again`);
  };
}

const defaultLog = changeLogger();

export interface RemoteRegistryOptions {
  fetchImpl?: FetchJson;
  /** a problem with `key`, or undefined: it is fine */
  log?: RegistryLog;
  /** (b)'s remotes (default: discovered) */
  checkoutRemotes?: (log: RegistryLog) => RemoteBase[];
}

/** The registry (a) or (b), every entry validated, one per remote, by name; canaries kept (registryForBucket). */
export async function remoteRegistry(
  env: Env = process.env,
  { fetchImpl = fetch, log = defaultLog, checkoutRemotes = remotesOfCheckout }: RemoteRegistryOptions = {},
): Promise<ServerRegistry> {
  const stored = await readStoreRegistry(env, fetchImpl, log);
  const listed = stored ? entriesFromRegistry(stored, env, log) : [];
  const byEnv = new Map(remotesNamedByEnv(env).map((r): [string, string] => [r.app, r.base]));
  const candidates = stored
    ? [...byEnv].filter(([app]) => !listed.some((entry) => entry.app === app)).map(([app, base]) => ({ app, base }))
    : [...new Map([...checkoutRemotes(log).map((r): [string, string] => [r.app, r.base]), ...byEnv])].map(([app, base]) => ({ app, base }));
  const asked = await Promise.all(candidates.map(({ app, base }) => askRemote(app, base, fetchImpl).then(
    (entry) => {
      log(app, undefined);
      return [entry];
    },
    (error: unknown) => {
      log(app, `left out of /remotes.json: ${base}: ${reasonOf(error)}`);
      return [];
    },
  )));
  // One entry per remote (a hand-edited registry could repeat one), by name.
  const byName = new Map([...listed, ...asked.flat()].map((entry): [string, ServerRemote] => [entry.name, entry]));
  const remotes = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { schemaVersion: 2, remotes };
}

export { FETCH_TIMEOUT_MS };
