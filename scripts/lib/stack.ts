/**
 * The whole Forkful stack in one call, used by `npm start` (dev), `npm run serve` (built) and the browser tests (built,
 * free ports): the Firebase Auth emulator with the sample users, the API (which runs the embedded database
 * in-process unless MONGODB_URI is given), the shell, and every remote workspace of the checkout: in dev mode each
 * remote's webpack dev server; in built mode one origin serving every remote's deployed versions under /<app>/.
 */
import path from 'node:path';
import { REMOTES_ORIGIN, SERVICES } from '@forkful/topology';
import { localStatePaths } from '@forkful/platform';
import { startApi, type RunningApi } from './api';
import { startAuthEmulator } from './auth-emulator';
import { createEmulatorUser } from './auth-emulator-accounts';
import { startFrontends, type StartedFrontend } from './frontends';
import { setUpStackMetrics } from './metrics-token';
import {
  FRONTENDS, REMOTES, REMOTES_ORIGIN_KEY, completePorts, checkPortsFree, loadSampleUsers, checkBuilt, deployStoreDir,
  type Ports, type SampleUser,
} from './stack-config';

const DEFAULT_PROJECT_ID = 'demo-forkful';

export interface StackOptions {
  /**
   * dev: webpack dev servers; built: each app's current version from the deployment store (its dist/ published first
   * when it has none or one from before route ownership), served by two origin server processes: the shell's, and
   * one for every remote.
   */
  mode: 'dev' | 'built';
  /** shell, each remote's federation name (dev), remotes (built), api, auth, mongo -> port; missing = free port. */
  ports?: Ports;
  /** Fail early when a given port is taken (start/serve). */
  checkPorts?: boolean;
  /** The local state's root (@forkful/platform's localStatePaths): database files in <dataDir>/db. */
  dataDir: string;
  /** Keep emulator users in <dataDir>/auth across runs. */
  persistAuth?: boolean;
  /** Seed sample recipes into an empty database; create the sample users. */
  seed?: boolean;
  /** One log file per process there; default: prefixed lines on the console. */
  logDir?: string;
  /** Host name the browser uses (localhost for people, 127.0.0.1 for tests). */
  publicHost?: string;
  /** Built mode: the folder deployment store (default <dataDir>/deploy). */
  deployStore?: string;
  /** Remotes hosted elsewhere: federation name -> base URL (not started here). */
  remoteUrls?: Record<string, string>;
  /** A real MongoDB instead of the embedded one. */
  mongoUri?: string;
  /** Where to read a real Firebase project's settings (FIREBASE_API_KEY, ...). */
  env?: NodeJS.ProcessEnv;
  onProgress?: (message: string) => void;
}

export interface Stack {
  mode: 'dev' | 'built';
  projectId: string;
  shellUrl: string;
  apiUrl: string;
  authEmulatorUrl: string | undefined;
  authEmulatorHost: string | undefined;
  remoteOrigins: Record<string, string>;
  /** Built mode: the origin serving every remote under /<app>/ (and /registry.json). */
  remotesOrigin: string | undefined;
  ports: Ports;
  dataDir: string;
  deployStore: string | undefined;
  /** The API's process at start (it is started again, with a new pid, when it dies). */
  apiPid: number | undefined;
  /** Built mode: the origin server processes as they are now: { shell, remotes } -> pid. */
  originPids: Record<string, number | undefined>;
  /** Where the stack's METRICS_TOKEN is, with the API's URL (read it; the token itself is kept off the stack's record). */
  metricsTokenFile: string;
  logDir: string | undefined;
  sampleUsers: SampleUser[];
  pids: (number | undefined)[];
  stop: () => Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
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
  const built = mode === 'built';
  const localFrontends = FRONTENDS.filter((f) => !remoteUrls[f.key]);
  // The processes that listen: built mode serves every remote from one origin; dev mode runs a dev server per remote.
  const listening = built ? ['shell', REMOTES_ORIGIN_KEY] : localFrontends.map((f) => f.key);

  const ports = await completePorts(options.ports, [...listening, 'api', 'auth', 'mongo']);
  if (checkPorts) {
    const keys = [...listening, 'api'];
    if (!mongoUri) keys.push('mongo');
    await checkPortsFree(ports, keys);
  }

  // A real Firebase project (web API key and a non-demo project id) replaces the emulator.
  const projectId = env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  const realFirebase = Boolean(env.FIREBASE_API_KEY) && !projectId.startsWith('demo-');
  if (!realFirebase && checkPorts) await checkPortsFree(ports, ['auth']);

  const origin = (port: number) => `http://${publicHost}:${port}`;
  const shellUrl = origin(ports.shell);
  const apiUrl = origin(ports.api);
  const authEmulatorHost = realFirebase ? undefined : `${SERVICES.authEmulator.host}:${ports.auth}`;
  const authEmulatorUrl = authEmulatorHost && `http://${authEmulatorHost}`;
  const remotesOrigin = built ? origin(ports[REMOTES_ORIGIN_KEY]) : undefined;
  // Where each remote's files are: hosted elsewhere, its folder on the remotes origin, or its dev server.
  const remoteOrigins = Object.fromEntries(REMOTES.map((r) => [
    r.key, remoteUrls[r.key] || (built ? `${remotesOrigin}/${r.app.name}` : origin(ports[r.key])),
  ]));
  const logFile = (name: string) => (logDir ? path.join(logDir, `${name}.log`) : undefined);

  // Every origin the browser may call the API from: the shell and each remote's standalone page, by either host name.
  const frontendPorts = listening.map((key) => ports[key]);
  const corsOrigins = [...new Set(frontendPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]))];
  for (const url of Object.values(remoteUrls)) corsOrigins.push(new URL(url).origin);
  if (env.CORS_ORIGINS) corsOrigins.push(...env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean));

  // What the shell's runtime config (/config.json, /remotes.json) and the dev builds read. Built: the store's registry
  // and the remotes origin, MFE_<NAME>_URL only for a remote hosted elsewhere. Dev: no registry (a variable from the
  // caller's shell must not switch it on), each remote at its dev server or where it is hosted.
  // The API and the origin servers write a JSON line per request at LOG_LEVEL info: in a terminal (no log folder)
  // only warnings and errors (a canary's end among them), unless LOG_LEVEL says otherwise.
  const consoleLogLevel: NodeJS.ProcessEnv = !logDir && !env.LOG_LEVEL && !process.env.LOG_LEVEL ? { LOG_LEVEL: 'warn' } : {};
  const frontendEnv: NodeJS.ProcessEnv = {
    ...consoleLogLevel,
    [SERVICES.api.urlEnv]: apiUrl,
    FIREBASE_PROJECT_ID: projectId,
    FORKFUL_DEPLOY_STORE: built ? storeDir : '',
    REMOTES_REGISTRY_URL: '',
    [REMOTES_ORIGIN.urlEnv]: remotesOrigin || '',
    ...Object.fromEntries(REMOTES.map((r) => [r.urlEnv, built ? remoteUrls[r.key] || '' : remoteOrigins[r.key]])),
  };
  if (realFirebase) {
    for (const key of ['FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_APP_ID']) if (env[key]) frontendEnv[key] = env[key];
  } else {
    frontendEnv[SERVICES.authEmulator.urlEnv] = authEmulatorUrl;
  }

  // METRICS_TOKEN for the API and the remotes origin's canary analysis; the file lets `npm run deployments` read it.
  const metrics = setUpStackMetrics({ dataDir, apiPort: ports.api, env });
  onProgress(`METRICS_TOKEN for the API and the canary analysis in ${metrics.file} (read by npm run deployments)`);

  const stoppers: (() => Promise<unknown>)[] = [];
  const stopLast: (() => Promise<unknown>)[] = [async () => metrics.forget()];
  const pids: (number | undefined)[] = [];
  // The API and the frontends stop together; the API finishes its requests in flight (writes included) and flushes the
  // embedded database meanwhile. The Auth emulator stops after them: those requests may still need it.
  const stop = async () => {
    const settle = (fns: (() => Promise<unknown>)[]) => Promise.all(fns.map((fn) => fn().catch(() => {})));
    await settle(stoppers.splice(0).reverse());
    await settle(stopLast.splice(0));
  };

  const startAuth = async (): Promise<SampleUser[]> => {
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

  let apiServer: RunningApi | undefined;
  const startApiProcess = async () => {
    onProgress(`API on ${apiUrl}${mongoUri ? ' (MONGODB_URI)' : ` (embedded database on port ${ports.mongo}, files in ${localStatePaths(dataDir).db})`}`);
    // PUBLIC_ORIGIN: the export links each recipe to its page on this stack's shell.
    const apiEnv: NodeJS.ProcessEnv = { METRICS_TOKEN: metrics.token, PUBLIC_ORIGIN: shellUrl, ...consoleLogLevel };
    if (realFirebase) apiEnv.FIREBASE_PROJECT_ID = projectId;
    else if (built) {
      // Production-like run: the API refuses the emulator outside NODE_ENV development/test unless told it is meant.
      apiEnv.ALLOW_AUTH_EMULATOR = 'true';
      onProgress('warning: the API trusts the Auth emulator (ALLOW_AUTH_EMULATOR=true): its tokens are unsigned, keep this stack off the internet');
    }
    const api = await startApi({
      port: ports.api,
      mongoUri,
      embeddedPort: ports.mongo,
      embeddedDataDir: localStatePaths(dataDir).db,
      authEmulatorHost,
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

  const origins: Record<string, StartedFrontend> = {};
  const startLocalFrontends = () => startFrontends({
    mode, frontends: localFrontends, ports, env: frontendEnv, remotesOriginEnv: metrics.remotesOriginEnv, storeDir, origin, logFile, onProgress,
    started: (key, server) => {
      if (built) origins[key] = server;
      stoppers.push(server.stop);
      pids.push(server.pid);
    },
  });

  // All three start at once; on any failure wait for the others to settle, then stop everything that came up.
  const results = await Promise.allSettled([startAuth(), startApiProcess(), startLocalFrontends()]);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const sampleUsers = results[0].status === 'fulfilled' ? results[0].value : [];
  return {
    mode,
    projectId,
    shellUrl,
    apiUrl,
    authEmulatorUrl,
    authEmulatorHost,
    remoteOrigins,
    /** Built mode: the origin serving every remote under /<app>/ (and /registry.json). */
    remotesOrigin,
    ports,
    dataDir,
    deployStore: built ? storeDir : undefined,
    /** The API's process at start (it is started again, with a new pid, when it dies). */
    apiPid: apiServer && apiServer.pid,
    /** Built mode: the origin server processes as they are now: { shell, remotes } -> pid. */
    originPids: Object.fromEntries(Object.entries(origins).map(([key, server]) => [key, server.pid])),
    metricsTokenFile: metrics.file,
    logDir,
    sampleUsers,
    pids,
    stop,
  };
}
