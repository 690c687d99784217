'use strict';
/**
 * What a stack is made of before anything starts: its parts and ports (the shell and the services from the topology,
 * contracts/src/topology.ts; the remotes from the workspaces found on disk, config/frontend-apps.js), the variables
 * that move them, remotes hosted elsewhere, the deployment store, the sample users.
 */
const fs = require('fs');
const path = require('path');
const { SERVICES, REMOTES_ORIGIN } = require('@forkful/contracts/core');
const { frontendApps } = require('../../deploy/src/apps');
const { freePorts, isPortInUse } = require('./ports');
const { localStatePaths } = require('./local-state');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

/**
 * The shell and every remote workspace of the checkout (found when the stack's script starts): federation name as key
 * (the key of their ports and origins), and the app.
 */
const FRONTENDS = frontendApps().map((app) => ({ key: app.federationName, dir: app.dir, portEnv: app.portEnv, urlEnv: app.urlEnv, app }));
const REMOTES = FRONTENDS.filter((f) => !f.app.isShell);
/** The key of the one origin that serves every remote's deployed versions (built mode). */
const REMOTES_ORIGIN_KEY = 'remotes';

/** Every part with a port: its default and the variable that moves it (a remote's dev port is its forkful.remote.port). */
const PORTS = {
  ...Object.fromEntries(FRONTENDS.map(({ key, app }) => [key, { port: app.port, env: app.portEnv }])),
  [REMOTES_ORIGIN_KEY]: { port: REMOTES_ORIGIN.port, env: REMOTES_ORIGIN.portEnv },
  api: { port: SERVICES.api.port, env: SERVICES.api.portEnv },
  auth: { port: SERVICES.authEmulator.port, env: SERVICES.authEmulator.portEnv },
  mongo: { port: SERVICES.embeddedMongo.port, env: SERVICES.embeddedMongo.portEnv },
};
const PORT_ENV = Object.fromEntries(Object.entries(PORTS).map(([key, { env }]) => [key, env]));

/** Remotes hosted elsewhere (MFE_<NAME>_URL, e.g. MFE_RECIPES_URL): federation name -> URL. */
function remoteUrlsFromEnv(env = process.env) {
  return Object.fromEntries(REMOTES.filter((r) => env[r.urlEnv] && env[r.urlEnv].trim()).map((r) => [r.key, env[r.urlEnv].trim().replace(/\/+$/, '')]));
}

/** The default ports, each overridden by its environment variable when set. */
function portsFromEnv(env = process.env) {
  const ports = {};
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
async function completePorts(ports = {}, keys = Object.keys(PORTS)) {
  const missing = keys.filter((key) => !ports[key]);
  const free = await freePorts(missing.length);
  return { ...ports, ...Object.fromEntries(missing.map((key, i) => [key, free[i]])) };
}

/** Refuse fixed ports that are taken, naming the variable that moves each one. */
async function checkPortsFree(ports, keys) {
  const busy = [];
  for (const key of keys) {
    if (await isPortInUse(ports[key])) busy.push(`${ports[key]} (${key}; set ${PORT_ENV[key]} to use another)`);
  }
  if (busy.length) throw new Error(`Port(s) already in use: ${busy.join(', ')}. Is another Forkful already running?`);
}

/**
 * The sample users the API's seed recipes are authored by (api/src/seed/sample-users.ts, built to api/dist).
 * Their avatars are served by the API, so the photo URL depends on where the API runs.
 */
function loadSampleUsers(apiUrl) {
  const file = path.join(REPO_ROOT, 'api', 'dist', 'seed', 'sample-users.js');
  if (!fs.existsSync(file)) return [];
  const exported = require(file);
  return (exported.SAMPLE_USERS || []).map((u) => ({
    uid: u.uid,
    email: u.email,
    password: u.password,
    displayName: u.displayName,
    photoURL: u.photoURL || (u.photoPath && exported.samplePhotoUrl ? exported.samplePhotoUrl(u, apiUrl) : undefined),
  }));
}

/** What the stack needs on disk before it starts (a frontend's build is checked when it is first published). */
function checkBuilt() {
  if (!fs.existsSync(API_MAIN)) {
    throw new Error(
      'Not built yet: api/dist/main.js.\n' +
      'Run `npm test` at the repository root (it builds everything), or build by hand: `npx lerna run build --scope @forkful/api`.',
    );
  }
}

/** The folder deployment store the built stack serves (FORKFUL_DEPLOY_TARGET when it names a folder). */
function deployStoreDir(dataDir, env = process.env) {
  const target = env.FORKFUL_DEPLOY_TARGET;
  return target && !target.startsWith('s3://') ? path.resolve(target) : localStatePaths(dataDir).deploy;
}

module.exports = {
  FRONTENDS, REMOTES, REMOTES_ORIGIN_KEY, PORT_ENV, REPO_ROOT,
  remoteUrlsFromEnv, portsFromEnv, completePorts, checkPortsFree, loadSampleUsers, checkBuilt, deployStoreDir,
};
