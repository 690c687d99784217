'use strict';
/**
 * The whole Forkful stack in one call, used by `npm start` (dev), `npm run serve` (built) and the browser tests (built,
 * free ports): the Firebase Auth emulator with the sample users, the API (which runs the embedded database
 * in-process unless MONGODB_URI is given), and the shell plus three remotes, each on its own origin.
 */
const fs = require('fs');
const path = require('path');
const { startProcess, stopProcess } = require('./processes');
const { freePorts, isPortInUse, waitForHttp } = require('./ports');
const { startAuthEmulator, createEmulatorUser } = require('./auth-emulator');
const { startApi, API_MAIN } = require('./api');
const { startStaticServer } = require('./static-server');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const WEBPACK_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');
const DEFAULT_PROJECT_ID = 'demo-forkful';

/** The shell and its remotes: folder, dev-server port variable, the shell's variable for the remote's URL. */
const FRONTENDS = [
  { key: 'shell', dir: 'shell', portEnv: 'SHELL_PORT' },
  { key: 'mfe_public', dir: 'mfe-public', portEnv: 'MFE_PUBLIC_PORT', urlEnv: 'MFE_PUBLIC_URL' },
  { key: 'mfe_recipes', dir: 'mfe-recipes', portEnv: 'MFE_RECIPES_PORT', urlEnv: 'MFE_RECIPES_URL' },
  { key: 'mfe_dashboard', dir: 'mfe-dashboard', portEnv: 'MFE_DASHBOARD_PORT', urlEnv: 'MFE_DASHBOARD_URL' },
];
const REMOTES = FRONTENDS.filter((f) => f.key !== 'shell');

/** Product default ports and the variables that override them. */
const DEFAULT_PORTS = { shell: 3000, mfe_public: 3001, mfe_recipes: 3002, mfe_dashboard: 3003, api: 4000, auth: 9099, mongo: 27018 };
const PORT_ENV = {
  shell: 'SHELL_PORT',
  mfe_public: 'MFE_PUBLIC_PORT',
  mfe_recipes: 'MFE_RECIPES_PORT',
  mfe_dashboard: 'MFE_DASHBOARD_PORT',
  api: 'API_PORT',
  auth: 'AUTH_EMULATOR_PORT',
  mongo: 'EMBEDDED_MONGO_PORT',
};

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

/** What a mode needs on disk; throws one clear message listing everything missing. */
function checkBuilt(mode) {
  const missing = [];
  if (!fs.existsSync(API_MAIN)) missing.push('api/dist/main.js');
  if (mode === 'built') {
    for (const frontend of FRONTENDS) {
      const index = path.join(REPO_ROOT, frontend.dir, 'dist', frontend.key === 'shell' ? 'index.html' : 'mf-manifest.json');
      if (!fs.existsSync(index)) missing.push(path.relative(REPO_ROOT, index));
    }
  }
  if (missing.length) {
    throw new Error(
      `Not built yet: ${missing.join(', ')}.\n` +
      'Run `npm test` at the repository root (it builds everything), or build by hand: ' +
      '`npm run build -w @forkful/contracts -w @forkful/embedded-mongo -w @forkful/api` and, for the browser, ' +
      '`npm run build -w @forkful/shell -w @forkful/mfe-public -w @forkful/mfe-recipes -w @forkful/mfe-dashboard`.',
    );
  }
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
 * @param {'dev'|'built'} options.mode      dev: webpack dev servers; built: static servers of each dist folder
 * @param {object} [options.ports]          { shell, mfe_public, mfe_recipes, mfe_dashboard, api, auth, mongo }; missing = free port
 * @param {boolean} [options.checkPorts]    fail early when a given port is taken (start/serve)
 * @param {string} options.dataDir          embedded database files go to <dataDir>/db
 * @param {boolean} [options.persistAuth]   keep emulator users in <dataDir>/auth across runs
 * @param {boolean} [options.seed]          seed sample recipes into an empty database; create the sample users
 * @param {string} [options.logDir]         one log file per process there; default: prefixed lines on the console
 * @param {string} [options.publicHost]     host name the browser uses (localhost for people, 127.0.0.1 for tests)
 * @param {boolean} [options.copyDist]     built mode: serve copies of the dist folders (in dataDir), so a rebuild
 *                                          while the stack runs (webpack cleans dist) cannot break it
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
    copyDist = false,
    env = {},
    onProgress = () => {},
  } = options;
  if (mode !== 'dev' && mode !== 'built') throw new Error(`startStack: mode must be 'dev' or 'built', not ${mode}`);
  if (!dataDir) throw new Error('startStack: dataDir is required');
  checkBuilt(mode);

  const ports = await completePorts(options.ports);
  if (checkPorts) {
    const keys = ['shell', 'mfe_public', 'mfe_recipes', 'mfe_dashboard', 'api'];
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
  const remoteOrigins = Object.fromEntries(REMOTES.map((r) => [r.key, origin(ports[r.key])]));
  const remotes = Object.fromEntries(REMOTES.map((r) => [r.key, `${remoteOrigins[r.key]}/mf-manifest.json`]));
  const logFile = (name) => (logDir ? path.join(logDir, `${name}.log`) : undefined);

  // Every origin the browser may call the API from: the shell and each remote's standalone page, by either host name.
  const frontendPorts = FRONTENDS.map((f) => ports[f.key]);
  const corsOrigins = [...new Set(frontendPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]))];
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
  const pids = [];
  const stop = async () => {
    const pending = stoppers.splice(0).reverse();
    await Promise.all(pending.map((fn) => fn().catch(() => {})));
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
      dataDir: persistAuth ? path.join(dataDir, 'auth') : undefined,
    });
    stoppers.push(emulator.stop);
    pids.push(emulator.pid);
    if (!seed) return [];
    const users = loadSampleUsers(apiUrl);
    for (const user of users) {
      await createEmulatorUser({ emulatorUrl: emulator.url, projectId, ...user, ignoreExisting: true });
    }
    onProgress(`auth emulator ready${users.length ? ` with ${users.length} sample users` : ''}`);
    return users;
  };

  const startApiProcess = async () => {
    onProgress(`API on ${apiUrl}${mongoUri ? ' (MONGODB_URI)' : ` (embedded database on port ${ports.mongo}, files in ${path.join(dataDir, 'db')})`}`);
    const apiEnv = {};
    if (realFirebase) apiEnv.FIREBASE_PROJECT_ID = projectId;
    const api = await startApi({
      port: ports.api,
      mongoUri,
      embeddedPort: ports.mongo,
      embeddedDataDir: path.join(dataDir, 'db'),
      authEmulatorHost: realFirebase ? undefined : `127.0.0.1:${ports.auth}`,
      projectId,
      corsOrigins,
      seed,
      publicUrl: apiUrl,
      env: apiEnv,
      logFile: logFile('api'),
    });
    stoppers.push(api.stop);
    pids.push(api.pid);
    onProgress('API ready');
  };

  const startFrontends = async () => {
    if (mode === 'built') {
      const shellRuntime = require(path.join(REPO_ROOT, 'shell', 'server', 'runtime-config.js'));
      await Promise.all(FRONTENDS.map(async (frontend) => {
        const isShell = frontend.key === 'shell';
        let dir = path.join(REPO_ROOT, frontend.dir, 'dist');
        if (copyDist) {
          const copy = path.join(dataDir, 'dist', frontend.dir);
          fs.cpSync(dir, copy, { recursive: true });
          dir = copy;
        }
        const server = await startStaticServer({
          dir,
          port: ports[frontend.key],
          spa: isShell,
          cors: !isShell,
          extraHandler: isShell ? (req, res) => shellRuntime.handleRuntimeConfigRequest(req, res, frontendEnv) : undefined,
        });
        stoppers.push(server.stop);
        onProgress(`${frontend.dir} (built) on ${origin(server.port)}`);
      }));
      return;
    }
    const handles = FRONTENDS.map((frontend) => {
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
    remotes,
    remoteOrigins,
    ports,
    dataDir,
    logDir,
    sampleUsers,
    pids,
    stop,
  };
}

module.exports = { startStack, portsFromEnv, loadSampleUsers, checkBuilt, DEFAULT_PORTS, PORT_ENV, FRONTENDS, REPO_ROOT };
