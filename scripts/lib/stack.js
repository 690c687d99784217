'use strict';
/**
 * The whole Forkful stack in one call, used by `npm start` (dev), `npm run serve` (built) and the browser tests (built,
 * free ports): the Firebase Auth emulator with the sample users, the API (which runs the embedded database
 * in-process unless MONGODB_URI is given), and the shell plus three remotes, each on its own origin.
 */
const fs = require('fs');
const path = require('path');
const { startProcess, stopProcess, superviseProcess } = require('./processes');
const { freePorts, isPortInUse, waitForHttp } = require('./ports');
const { startAuthEmulator, createEmulatorUser } = require('./auth-emulator');
const { startApi, API_MAIN } = require('./api');
const { localStatePaths } = require('./local-state');
const { APPS } = require('../../deploy/src/apps');
const { FileStore } = require('../../deploy/src/stores/file-store');
const { publishFirstVersions } = require('../../deploy/src/deploy');

const ORIGIN_SERVER = path.join(__dirname, '..', '..', 'deploy', 'src', 'origin-server.js');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const WEBPACK_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
const DEFAULT_PROJECT_ID = 'demo-forkful';

/** The shell and its remotes (deploy/src/apps.js): federation name as key, folder, port variable, URL variable. */
const FRONTENDS = APPS.map((app) => ({ key: app.federationName, dir: app.dir, portEnv: app.portEnv, urlEnv: app.urlEnv, app }));
const REMOTES = FRONTENDS.filter((f) => !f.app.isShell);

/** Product default ports and the variables that override them. */
const DEFAULT_PORTS = { ...Object.fromEntries(FRONTENDS.map((f) => [f.key, f.app.port])), api: 4000, auth: 9099, mongo: 27018 };
const PORT_ENV = { ...Object.fromEntries(FRONTENDS.map((f) => [f.key, f.portEnv])), api: 'API_PORT', auth: 'AUTH_EMULATOR_PORT', mongo: 'EMBEDDED_MONGO_PORT' };

/** Remotes hosted elsewhere (MFE_PUBLIC_URL, MFE_RECIPES_URL, MFE_DASHBOARD_URL): federation name -> URL. */
function remoteUrlsFromEnv(env = process.env) {
  return Object.fromEntries(REMOTES.filter((r) => env[r.urlEnv] && env[r.urlEnv].trim()).map((r) => [r.key, env[r.urlEnv].trim().replace(/\/+$/, '')]));
}

/** The default ports, each overridden by its environment variable when set. */
function portsFromEnv(env = process.env) {
  const ports = {};
  for (const [key, port] of Object.entries(DEFAULT_PORTS)) {
    const value = env[PORT_ENV[key]];
    ports[key] = value ? Number(value) : port;
    if (!Number.isInteger(ports[key]) || ports[key] <= 0 || ports[key] > 65535) {
      throw new Error(`${PORT_ENV[key]}=${value} is not a valid port number.`);
    }
  }
  return ports;
}

/** Fill in free ports for anything not given. */
async function completePorts(ports = {}) {
  const keys = Object.keys(DEFAULT_PORTS).filter((key) => !ports[key]);
  const free = await freePorts(keys.length);
  const result = { ...ports };
  keys.forEach((key, i) => { result[key] = free[i]; });
  return result;
}

/**
 * The sample users the API's seed recipes are authored by (api/src/seed/sample-users.ts, built to api/dist).
 * Their avatars are served by the API, so the photo URL depends on where the API runs.
 */
function loadSampleUsers(apiUrl) {
  const file = path.join(REPO_ROOT, 'api', 'dist', 'seed', 'sample-users.js');
  if (!fs.existsSync(file)) return [];
  const exported = require(file);
  const list = exported.SAMPLE_USERS || [];
  return list.map((u) => ({
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
      'Run `npm test` at the repository root (it builds everything), or build by hand: ' +
      '`npm run build -w @forkful/contracts -w @forkful/embedded-mongo -w @forkful/api`.',
    );
  }
}

/** The folder deployment store the built stack serves (FORKFUL_DEPLOY_TARGET when it names a folder). */
function deployStoreDir(dataDir, env = process.env) {
  const target = env.FORKFUL_DEPLOY_TARGET;
  return target && !target.startsWith('s3://') ? path.resolve(target) : localStatePaths(dataDir).deploy;
}

/**
 * One app's origin server (deploy/src/origin-server.js) as its own process, so that nothing one origin is sent can
 * take down another; when it dies it is started again (superviseProcess), the others untouched.
 */
async function startOriginServer({ frontend, port, storeDir, env, logFile, onProgress }) {
  const args = [ORIGIN_SERVER, '--app', frontend.app.name, '--store', storeDir, '--port', String(port), '--host', '127.0.0.1'];
  const server = superviseProcess({ name: frontend.dir, command: process.execPath, args, env, logFile, graceMs: 3000 }, onProgress);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/current.json`, {
      timeoutMs: 30000,
      abortIf: () => (server.restarts > 3 ? `the ${frontend.dir} origin server keeps exiting:\n${server.current.tail()}` : null),
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
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
 * @param {object} options
 * @param {'dev'|'built'} options.mode      dev: webpack dev servers; built: each app's current version from the
 *                                          deployment store (its dist/ published first when it has none), one origin
 *                                          server process per app
 * @param {object} [options.ports]          { shell, mfe_public, mfe_recipes, mfe_dashboard, api, auth, mongo }; missing = free port
 * @param {boolean} [options.checkPorts]    fail early when a given port is taken (start/serve)
 * @param {string} options.dataDir          the local state's root (scripts/lib/local-state.js): database files in <dataDir>/db
 * @param {boolean} [options.persistAuth]   keep emulator users in <dataDir>/auth across runs
 * @param {boolean} [options.seed]          seed sample recipes into an empty database; create the sample users
 * @param {string} [options.logDir]         one log file per process there; default: prefixed lines on the console
 * @param {string} [options.publicHost]     host name the browser uses (localhost for people, 127.0.0.1 for tests)
 * @param {string} [options.deployStore]   built mode: the folder deployment store (default <dataDir>/deploy)
 * @param {object} [options.remoteUrls]     remotes hosted elsewhere: federation name -> base URL (not started here)
 * @param {string} [options.mongoUri]       a real MongoDB instead of the embedded one
 * @param {object} [options.env]            where to read a real Firebase project's settings (FIREBASE_API_KEY, ...)
 * @param {(msg: string) => void} [options.onProgress]
 */
async function startStack(options) {
  const {
    mode,
    dataDir,
    seed = true,
    logDir,
    publicHost = 'localhost',
    mongoUri,
    persistAuth = false,
    checkPorts = false,
    remoteUrls = {},
    env = {},
    onProgress = () => {},
  } = options;
  if (mode !== 'dev' && mode !== 'built') throw new Error(`startStack: mode must be 'dev' or 'built', not ${mode}`);
  if (!dataDir) throw new Error('startStack: dataDir is required');
  checkBuilt();
  const storeDir = options.deployStore || deployStoreDir(dataDir, {});
  const localFrontends = FRONTENDS.filter((f) => !remoteUrls[f.key]);

  const ports = await completePorts(options.ports);
  if (checkPorts) {
    const keys = [...localFrontends.map((f) => f.key), 'api'];
    if (!mongoUri) keys.push('mongo');
    await checkPortsFree(ports, keys);
  }

  // A real Firebase project (web API key and a non-demo project id) replaces the emulator.
  const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  const realFirebase = Boolean(env.FIREBASE_API_KEY) && !projectId.startsWith('demo-');
  if (!realFirebase && checkPorts) await checkPortsFree(ports, ['auth']);

  const origin = (port) => `http://${publicHost}:${port}`;
  const shellUrl = origin(ports.shell);
  const apiUrl = origin(ports.api);
  const authEmulatorUrl = realFirebase ? undefined : `http://127.0.0.1:${ports.auth}`;
  const remoteOrigins = Object.fromEntries(REMOTES.map((r) => [r.key, remoteUrls[r.key] || origin(ports[r.key])]));
  const logFile = (name) => (logDir ? path.join(logDir, `${name}.log`) : undefined);

  // Every origin the browser may call the API from: the shell and each remote's standalone page, by either host name.
  const frontendPorts = localFrontends.map((f) => ports[f.key]);
  const corsOrigins = [...new Set(frontendPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]))];
  for (const url of Object.values(remoteUrls)) corsOrigins.push(new URL(url).origin);
  if (env.CORS_ORIGINS) corsOrigins.push(...env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean));

  // What the shell's runtime config (/config.json, /remotes.json) and the dev builds read.
  const frontendEnv = {
    API_URL: apiUrl,
    FIREBASE_PROJECT_ID: projectId,
    ...Object.fromEntries(REMOTES.map((r) => [r.urlEnv, remoteOrigins[r.key]])),
  };
  if (realFirebase) {
    for (const key of ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_APP_ID']) if (env[key]) frontendEnv[key] = env[key];
  } else {
    frontendEnv.FIREBASE_AUTH_EMULATOR_URL = authEmulatorUrl;
  }

  const stoppers = [];
  const stopLast = [];
  const pids = [];
  // The API and the frontends stop together; the API finishes its requests in flight (writes included) and flushes the
  // embedded database meanwhile. The Auth emulator stops after them: those requests may still need it.
  const stop = async () => {
    const settle = (fns) => Promise.all(fns.map((fn) => fn().catch(() => {})));
    await settle(stoppers.splice(0).reverse());
    await settle(stopLast.splice(0));
  };

  const startAuth = async () => {
    if (realFirebase) {
      onProgress(`Firebase project ${projectId} (no emulator)`);
      return [];
    }
    onProgress(`auth emulator on ${authEmulatorUrl}`);
    const emulator = await startAuthEmulator({
      port: ports.auth,
      projectId,
      logFile: logFile('auth-emulator'),
      dataDir: persistAuth ? localStatePaths(dataDir).auth : undefined,
    });
    stopLast.push(emulator.stop);
    pids.push(emulator.pid);
    if (!seed) return [];
    const users = loadSampleUsers(apiUrl);
    for (const user of users) {
      await createEmulatorUser({ emulatorUrl: emulator.url, projectId, ...user, ignoreExisting: true });
    }
    onProgress(`auth emulator ready${users.length ? ` with ${users.length} sample users` : ''}`);
    return users;
  };

  let apiServer;
  const startApiProcess = async () => {
    onProgress(`API on ${apiUrl}${mongoUri ? ' (MONGODB_URI)' : ` (embedded database on port ${ports.mongo}, files in ${localStatePaths(dataDir).db})`}`);
    const apiEnv = {};
    if (realFirebase) apiEnv.FIREBASE_PROJECT_ID = projectId;
    else if (mode === 'built') {
      // Production-like run: the API refuses the emulator outside NODE_ENV development/test unless told it is meant.
      apiEnv.ALLOW_AUTH_EMULATOR = 'true';
      onProgress('warning: the API trusts the Auth emulator (ALLOW_AUTH_EMULATOR=true): its tokens are unsigned, keep this stack off the internet');
    }
    const api = await startApi({
      port: ports.api,
      mongoUri,
      embeddedPort: ports.mongo,
      embeddedDataDir: localStatePaths(dataDir).db,
      authEmulatorHost: realFirebase ? undefined : `127.0.0.1:${ports.auth}`,
      projectId,
      corsOrigins,
      seed,
      publicUrl: apiUrl,
      env: apiEnv,
      logFile: logFile('api'),
      supervise: true,
      onRestart: onProgress,
    });
    apiServer = api;
    stoppers.push(api.stop);
    pids.push(api.pid);
    onProgress('API ready');
  };

  const origins = {};
  const startFrontends = async () => {
    if (mode === 'built') {
      const store = new FileStore(storeDir);
      await publishFirstVersions({ store, apps: localFrontends.map((f) => f.app), log: onProgress });
      await Promise.all(localFrontends.map(async (frontend) => {
        const server = await startOriginServer({
          frontend,
          port: ports[frontend.key],
          storeDir,
          env: { ...process.env, ...frontendEnv, NODE_ENV: 'development' },
          logFile: logFile(frontend.dir),
          onProgress,
        });
        origins[frontend.key] = server;
        stoppers.push(server.stop);
        pids.push(server.pid);
        onProgress(`${frontend.dir} (current version from ${storeDir}) on ${origin(ports[frontend.key])}`);
      }));
      return;
    }
    const handles = localFrontends.map((frontend) => {
      const handle = startProcess({
        name: frontend.dir,
        command: WEBPACK_BIN,
        args: ['serve', '--mode', 'development'],
        cwd: path.join(REPO_ROOT, frontend.dir),
        env: { ...process.env, ...frontendEnv, NODE_ENV: 'development', [frontend.portEnv]: String(ports[frontend.key]) },
        logFile: logFile(frontend.dir),
      });
      stoppers.push(() => stopProcess(handle));
      pids.push(handle.pid);
      return { frontend, handle };
    });
    // The dev server holds requests until the first compilation is done, so an answer means "compiled".
    await Promise.all(handles.map(async ({ frontend, handle }) => {
      const file = frontend.key === 'shell' ? '/' : '/mf-manifest.json';
      await waitForHttp(`http://127.0.0.1:${ports[frontend.key]}${file}`, {
        timeoutMs: 600000,
        requestTimeoutMs: 30000,
        abortIf: () => (!handle.running ? `webpack serve in ${frontend.dir} exited (code ${handle.exitCode}):\n${handle.tail()}` : null),
      });
      onProgress(`${frontend.dir} (dev server) on ${origin(ports[frontend.key])}`);
    }));
  };

  // All three start at once; on any failure wait for the others to settle, then stop everything that came up.
  const results = await Promise.allSettled([startAuth(), startApiProcess(), startFrontends()]);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const sampleUsers = results[0].value;
  return {
    mode,
    projectId,
    shellUrl,
    apiUrl,
    authEmulatorUrl,
    authEmulatorHost: realFirebase ? undefined : `127.0.0.1:${ports.auth}`,
    remoteOrigins,
    ports,
    dataDir,
    deployStore: mode === 'built' ? storeDir : undefined,
    /** The API's process at start (it is started again, with a new pid, when it dies). */
    apiPid: apiServer && apiServer.pid,
    /** Built mode: the origin server process of each app started here, as it is now (federation name -> pid). */
    originPids: Object.fromEntries(Object.entries(origins).map(([key, server]) => [key, server.pid])),
    logDir,
    sampleUsers,
    pids,
    stop,
  };
}

module.exports = { startStack, portsFromEnv, remoteUrlsFromEnv, deployStoreDir, loadSampleUsers, checkBuilt, DEFAULT_PORTS, PORT_ENV, FRONTENDS, REPO_ROOT };
