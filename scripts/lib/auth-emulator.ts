/** The Firebase Auth emulator (firebase-tools, pure Node) as a child process; its accounts: auth-emulator-accounts.ts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, REPO_ROOT, startProcess, stopProcess, waitUntilServing, type ProcessHandle } from '@forkful/platform';

export const FIREBASE_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'firebase');

export interface AuthEmulatorOptions {
  port: number;
  /** Must start with demo- so nothing talks to real Google services. */
  projectId?: string;
  /** Log there instead of the console. */
  logFile?: string;
  /** Keep the emulator's users there across runs (imported at start, exported at stop). */
  dataDir?: string;
  timeoutMs?: number;
}

export interface AuthEmulator {
  url: string;
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  port: number;
  projectId: string;
  pid: number | undefined;
  process: ProcessHandle;
  stop: () => Promise<void>;
}

/** Start `firebase emulators:start --only auth` on 127.0.0.1:<port> and wait until it reports ready. */
export async function startAuthEmulator({ port, projectId = 'demo-forkful', logFile, dataDir, timeoutMs = 180000 }: AuthEmulatorOptions): Promise<AuthEmulator> {
  if (!fs.existsSync(FIREBASE_BIN)) {
    throw new Error(`firebase-tools is not installed (${FIREBASE_BIN} is missing): run npm install at the repository root.`);
  }
  // A private config folder: the port we were given, UI off; firebase-debug.log lands there too.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-auth-emulator-'));
  const configFile = path.join(workDir, 'firebase.json');
  // The hub and logging emulators default to fixed ports (4400, 4500): a second emulator on the machine crashes on
  // them, so they get free ports too.
  const [hubPort, loggingPort] = await freePorts(2);
  fs.writeFileSync(configFile, JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }, null, 2));

  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }

  // TMPDIR: the emulator finds "its" hub through a locator file in the temp folder, one per project id; with a
  // shared temp folder, a second emulator of the same project would export the first one's users on exit.
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', TMPDIR: workDir };
  delete env.FIREBASE_CLI_EXPERIMENTS;
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.GOOGLE_APPLICATION_CREDENTIALS;

  const handle = await startProcess({
    name: 'auth',
    command: FIREBASE_BIN,
    args,
    cwd: workDir,
    env,
    logFile,
    // SIGINT is the emulator's clean exit (it exports data on it); give the export time.
    stopSignal: 'SIGINT',
    graceMs: 10000,
  });

  const url = `http://127.0.0.1:${port}`;
  try {
    // Its root answers (with { authEmulator: { ready: true } }) once the emulator serves requests.
    await waitUntilServing(`${url}/`, { timeoutMs, process: handle, what: 'the auth emulator' });
  } catch (error) {
    await stopProcess(handle);
    throw error;
  }

  return {
    url,
    host: `127.0.0.1:${port}`,
    port,
    projectId,
    pid: handle.pid,
    process: handle,
    stop: async () => {
      await stopProcess(handle);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
