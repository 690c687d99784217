/**
 * What a stack is made of before anything starts: its parts and ports (the shell and the services from the topology,
 * topology/src/topology.ts; the remotes from the workspaces found on disk, config/frontend-apps.js), the variables
 * that move them, remotes hosted elsewhere, the deployment store, the sample users.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES_ORIGIN, SERVICES, type FrontendApp } from '@forkful/topology';
import { frontendApps, type App } from '@forkful/deploy/src/apps';
import { freePorts, isPortInUse, localStatePaths, REPO_ROOT } from '@forkful/platform';

export { REPO_ROOT };
const API_MAIN = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

/** An app found in the checkout: its workspace's fields are all there (only a store-only remote lacks them). */
export type CheckoutApp = App & FrontendApp;

/** A frontend of the stack: its federation name as key (the key of its port and origin), its folder and variables. */
export interface Frontend {
  key: string;
  dir: string;
  portEnv: string;
  /** A remote's: the variable that points the shell at it when it is hosted elsewhere. */
  urlEnv?: string;
  app: CheckoutApp;
}

/** Federation name (and `remotes`, `api`, `auth`, `mongo`) -> port. */
export type Ports = Record<string, number>;

/**
 * The shell and every remote workspace of the checkout (found when the stack's script starts): federation name as key
 * (the key of their ports and origins), and the app.
 */
export const FRONTENDS: Frontend[] = (frontendApps() as CheckoutApp[]).map((app) => ({ key: app.federationName, dir: app.dir, portEnv: app.portEnv, urlEnv: app.urlEnv, app }));
export const REMOTES = FRONTENDS.filter((f) => !f.app.isShell) as (Frontend & { urlEnv: string })[];
/** The key of the one origin that serves every remote's deployed versions (built mode). */
export const REMOTES_ORIGIN_KEY = 'remotes';

/** Every part with a port: its default and the variable that moves it (a remote's dev port is its forkful.remote.port). */
const PORTS: Record<string, { port: number; env: string }> = {
  ...Object.fromEntries(FRONTENDS.map(({ key, app }) => [key, { port: app.port, env: app.portEnv }])),
  [REMOTES_ORIGIN_KEY]: { port: REMOTES_ORIGIN.port, env: REMOTES_ORIGIN.portEnv },
  api: { port: SERVICES.api.port, env: SERVICES.api.portEnv },
  auth: { port: SERVICES.authEmulator.port, env: SERVICES.authEmulator.portEnv },
  mongo: { port: SERVICES.embeddedMongo.port, env: SERVICES.embeddedMongo.portEnv },
};
export const PORT_ENV: Record<string, string> = Object.fromEntries(Object.entries(PORTS).map(([key, { env }]) => [key, env]));

/** Remotes hosted elsewhere (MFE_<NAME>_URL, e.g. MFE_RECIPES_URL): federation name -> URL. */
export function remoteUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(REMOTES.flatMap((r) => {
    const url = env[r.urlEnv]?.trim();
    return url ? [[r.key, url.replace(/\/+$/, '')]] : [];
  }));
}

/** The default ports, each overridden by its environment variable when set. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const ports: Ports = {};
  for (const [key, { port, env: name }] of Object.entries(PORTS)) {
    const value = env[name];
    ports[key] = value ? Number(value) : port;
    if (!Number.isInteger(ports[key]) || ports[key] <= 0 || ports[key] > 65535) {
      throw new Error(`${name}=${value} is not a valid port number.`);
    }
  }
  return ports;
}

/** Fill in free ports for anything not given (`keys`: the parts that need one; default every part). */
export async function completePorts(ports: Ports = {}, keys: string[] = Object.keys(PORTS)): Promise<Ports> {
  const missing = keys.filter((key) => !ports[key]);
  const free = await freePorts(missing.length);
  return { ...ports, ...Object.fromEntries(missing.map((key, i) => [key, free[i]])) };
}

/** Refuse fixed ports that are taken, naming the variable that moves each one. */
export async function checkPortsFree(ports: Ports, keys: string[]): Promise<void> {
  const busy = [];
  for (const key of keys) {
    if (await isPortInUse(ports[key])) busy.push(`${ports[key]} (${key}; set ${PORT_ENV[key]} to use another)`);
  }
  if (busy.length) throw new Error(`Port(s) already in use: ${busy.join(', ')}. Is another Forkful already running?`);
}

/** A user created by the stack in the auth emulator (api/src/seed/sample-users.ts); the seed recipes are theirs. */
export interface SampleUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL?: string;
}

/** What api/dist/seed/sample-users.js exports, as far as the stack reads it. */
interface SampleUsersModule {
  SAMPLE_USERS?: (SampleUser & { photoPath?: string })[];
  samplePhotoUrl?: (user: SampleUser & { photoPath?: string }, apiUrl: string) => string;
}

/**
 * The sample users the API's seed recipes are authored by (api/src/seed/sample-users.ts, built to api/dist).
 * Their avatars are served by the API, so the photo URL depends on where the API runs.
 */
export function loadSampleUsers(apiUrl: string): SampleUser[] {
  const file = path.join(REPO_ROOT, 'api', 'dist', 'seed', 'sample-users.js');
  if (!fs.existsSync(file)) return [];
  const exported = require(file) as SampleUsersModule;
  return (exported.SAMPLE_USERS || []).map((u) => ({
    uid: u.uid,
    email: u.email,
    password: u.password,
    displayName: u.displayName,
    photoURL: u.photoURL || (u.photoPath && exported.samplePhotoUrl ? exported.samplePhotoUrl(u, apiUrl) : undefined),
  }));
}

/** What the stack needs on disk before it starts (a frontend's build is checked when it is first published). */
export function checkBuilt(): void {
  if (!fs.existsSync(API_MAIN)) {
    throw new Error(
      'Not built yet: api/dist/main.js.\n' +
      'Run `npm test` at the repository root (it builds everything), or build by hand: `npx lerna run build --scope @forkful/api`.',
    );
  }
}

/** The folder deployment store the built stack serves (FORKFUL_DEPLOY_TARGET when it names a folder). */
export function deployStoreDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const target = env.FORKFUL_DEPLOY_TARGET;
  return target && !target.startsWith('s3://') ? path.resolve(target) : localStatePaths(dataDir).deploy;
}
