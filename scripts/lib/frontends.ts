/**
 * The shell and the remotes of a stack: built mode serves the current versions from the deployment store with two
 * origin server processes, the shell's and one for every remote (under /<app>/); dev mode runs a webpack dev server
 * for the shell and each remote.
 */
import path from 'node:path';
import { FileStore } from '@forkful/deploy/src/stores/file-store';
import { publishFirstVersions } from '@forkful/deploy/src/publish-first';
import { REPO_ROOT, startProcess, stopProcess, typeScriptNode, waitUntilServing } from '@forkful/platform';
import { superviseProcess, type Supervisor } from './supervise';
import { REMOTES_ORIGIN_KEY, type Frontend, type Ports } from './stack-config';

/** The origin server's entry (TypeScript, run with tsx), resolved now: where the package puts it, whatever the extension. */
const ORIGIN_SERVER = require.resolve('@forkful/deploy/src/origin-server');
const WEBPACK_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack');

/** A started frontend process, as the stack keeps it. */
export interface StartedFrontend {
  pid: number | undefined;
  stop: () => Promise<void>;
}

interface OriginServerOptions {
  name: string;
  /** `--app shell` or `--remotes`. */
  mode: string[];
  readyPath: string;
  port: number;
  storeDir: string;
  env: NodeJS.ProcessEnv;
  logFile?: string;
  onProgress: (line: string) => void;
}

/**
 * An origin server (deploy/src/origin-server.ts: `--app shell` or `--remotes`) as its own process, so that nothing one
 * origin is sent can take down the other; when it dies it is started again (superviseProcess), the other untouched.
 */
async function startOriginServer({ name, mode, readyPath, port, storeDir, env, logFile, onProgress }: OriginServerOptions): Promise<Supervisor> {
  const { command, args } = typeScriptNode(ORIGIN_SERVER, [...mode, '--store', storeDir, '--port', String(port), '--host', '127.0.0.1']);
  const server = await superviseProcess({ name, command, args, env, logFile, graceMs: 3000 }, onProgress);
  try {
    await waitUntilServing(`http://127.0.0.1:${port}${readyPath}`, { timeoutMs: 30000, process: server.current, what: `the ${name} origin server` });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export interface FrontendsOptions {
  /** dev: webpack dev servers; built: the deployed versions from the store. */
  mode: 'dev' | 'built';
  /** FRONTENDS entries served here (not hosted elsewhere). */
  frontends: Frontend[];
  /** Federation name (and `remotes`) -> port. */
  ports: Ports;
  /** The variables the shell's runtime config and the dev builds read. */
  env: NodeJS.ProcessEnv;
  /** Built mode: what only the remotes origin gets (METRICS_TOKEN for its canary analysis; the shell's never has it). */
  remotesOriginEnv?: NodeJS.ProcessEnv;
  /** Built mode: the folder deployment store. */
  storeDir: string;
  /** The URL the browser uses for a port. */
  origin: (port: number) => string;
  logFile: (name: string) => string | undefined;
  onProgress: (line: string) => void;
  started: (key: string, server: StartedFrontend) => void;
}

/**
 * Start the given frontends; each started process is reported to `started(key, { pid, stop })` (built mode: the keys
 * `shell` and `remotes`; dev mode: each frontend's federation name).
 */
export async function startFrontends({ mode, frontends, ports, env, remotesOriginEnv = {}, storeDir, origin, logFile, onProgress, started }: FrontendsOptions): Promise<void> {
  if (mode === 'built') {
    // Publishes what has no usable current version yet, then writes the registry the shell's /remotes.json reads.
    await publishFirstVersions({ store: new FileStore(storeDir), apps: frontends.map((f) => f.app), log: onProgress });
    // The origin servers render pages with React: production mode (development React renders several times slower).
    // Version previews stay on locally, as they were when this ran in development mode. ORIGIN_WORKERS comes from
    // process.env as it is (default 1; `npm run serve` sets auto); only the shell's origin reads it.
    const serverEnv: NodeJS.ProcessEnv = { VERSION_PREVIEW: 'on', ...process.env, ...env, NODE_ENV: 'production' };
    // The shell's origin runs remotes' server bundles: it gets no metrics token, not even one from the caller's shell.
    const { METRICS_TOKEN: _token, ...shellEnv } = serverEnv;
    const remotes = frontends.filter((f) => !f.app.isShell).map((f) => f.app.name);
    await Promise.all([
      { key: 'shell', mode: ['--app', 'shell'], readyPath: '/current.json', what: `shell (current version from ${storeDir})`, serverEnv: shellEnv },
      {
        key: REMOTES_ORIGIN_KEY, mode: ['--remotes'], readyPath: '/registry.json', serverEnv: { ...serverEnv, ...remotesOriginEnv },
        what: `remotes origin (${remotes.join(', ') || 'none here'} and any deployed later, under /<app>/)`,
      },
    ].map(async ({ key, mode: serverMode, readyPath, what, serverEnv: originEnv }) => {
      const server = await startOriginServer({
        name: key, mode: serverMode, readyPath, port: ports[key], storeDir, env: originEnv, logFile: logFile(key === 'shell' ? 'shell' : 'remotes-origin'), onProgress,
      });
      started(key, server);
      onProgress(`${what} on ${origin(ports[key])}`);
    }));
    return;
  }
  await Promise.all(frontends.map(async (frontend) => {
    const handle = await startProcess({
      name: frontend.dir,
      command: WEBPACK_BIN,
      args: ['serve', '--mode', 'development'],
      cwd: path.join(REPO_ROOT, frontend.dir),
      env: { ...process.env, ...env, NODE_ENV: 'development', [frontend.portEnv]: String(ports[frontend.key]) },
      logFile: logFile(frontend.dir),
    });
    started(frontend.key, { pid: handle.pid, stop: () => stopProcess(handle) });
    // The dev server holds requests until the first compilation is done, so an answer means "compiled".
    const file = frontend.app.isShell ? '/' : '/mf-manifest.json';
    await waitUntilServing(`http://127.0.0.1:${ports[frontend.key]}${file}`, {
      timeoutMs: 600000, requestTimeoutMs: 30000, process: handle, what: `webpack serve in ${frontend.dir}`,
    });
    onProgress(`${frontend.dir} (dev server) on ${origin(ports[frontend.key])}`);
  }));
}
