/**
 * Starts the BUILT product once for all browser tests: the auth emulator with the sample users, the API seeded with
 * the sample recipes over a fresh embedded database, and static servers for the shell and each remote on their own
 * origins. Free ports only, so it never collides with a running `npm start`. Builds nothing: see scripts/test.ts.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { killAllNow } from '@forkful/platform';
import { startStack, type Stack } from '@forkful/scripts/lib/stack';
import { launchBrowserServer } from './browser';
import { RECIPE_SITE_ENV, startRecipeSite } from './recipe-site';
import { OUTPUT_DIR, STACK_FILE, STACK_FILE_ENV } from './stack';

/** The seed must fill more than three pages of eight, so paging, sorting and filtering have something to show. */
const MIN_SEEDED_RECIPES = 30;

let runDataDir: string | undefined;

function onSignalKillStack(signal: NodeJS.Signals): void {
  killAllNow();
  if (runDataDir) fs.rmSync(runDataDir, { recursive: true, force: true });
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // Several runs may share a checkout (and test-output/): each gets its own stack file and log folder.
  const runId = `e2e-${process.pid}`;
  const runStackFile = process.env[STACK_FILE_ENV] || path.join(OUTPUT_DIR, `stack-${runId}.json`);
  process.env[STACK_FILE_ENV] = runStackFile;
  const logDir = path.join(OUTPUT_DIR, 'logs', runId);
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.rmSync(runStackFile, { force: true });
  fs.mkdirSync(logDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-e2e-'));
  runDataDir = dataDir;

  // Whatever happens to this jest process, the servers it started go with it.
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignalKillStack);

  // The canary drill (tests/canary.e2e.test.ts): the stack's analysis looks every second, not every minute, and the
  // API takes every session's page views from this one address (the drill's 300 sessions share it).
  process.env.CANARY_CHECK_MS ||= '1000';
  process.env.RUM_BATCHES_PER_MIN ||= '100000';
  // Another recipe site on loopback for the import tests (tests/recipe-import.e2e.test.ts), which the API may fetch.
  const recipeSite = await startRecipeSite();
  process.env[RECIPE_SITE_ENV] = recipeSite.origin;
  process.env.IMPORT_ALLOW_HOSTS = new URL(recipeSite.origin).host;
  process.stderr.write('\n[e2e] starting the built stack on free ports...\n');
  let stack: Stack;
  try {
    stack = await startStack({
      mode: 'built',
      dataDir,
      seed: true,
      logDir,
      publicHost: '127.0.0.1',
      // The builds are published into this run's own deployment store (<dataDir>/deploy) and served from there, so
      // a build running meanwhile (webpack cleans dist/) cannot pull files from under the tests.
      // Only an explicit E2E_MONGODB_URI sends test data to a real MongoDB; MONGODB_URI alone never does.
      mongoUri: process.env.E2E_MONGODB_URI || undefined,
      onProgress: (message: string) => process.stderr.write(`[e2e]   ${message}\n`),
    });
  } catch (error) {
    recipeSite.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The browser-test stack did not start: ${(error as Error).message}\nLogs: ${logDir}`);
  }
  // One Chromium for the whole run: each test file connects to it (one isolated context per page), instead of
  // starting its own browser.
  const browserServer = await launchBrowserServer();
  const stopAll = async () => {
    recipeSite.server.close();
    await browserServer.close().catch(() => undefined);
    await stack.stop();
  };
  (globalThis as Record<string, unknown>).__FORKFUL_E2E__ = { stack: { ...stack, stop: stopAll }, dataDir, stackFile: runStackFile };

  const { stop, ...info } = stack;
  const browserPid = browserServer.process().pid;
  const shared = { browserWsEndpoint: browserServer.wsEndpoint(), pids: browserPid ? [...info.pids, browserPid] : info.pids };
  const json = JSON.stringify({ ...info, ...shared, startedAt: new Date().toISOString() }, null, 2);
  fs.writeFileSync(runStackFile, json);
  if (runStackFile !== STACK_FILE) fs.writeFileSync(STACK_FILE, json);

  const response = await fetch(`${stack.apiUrl}/recipes`);
  const recipes = response.ok ? ((await response.json()) as unknown[]) : [];
  const total = Number(response.headers.get('x-total-count')) || (Array.isArray(recipes) ? recipes.length : 0);
  if (total < MIN_SEEDED_RECIPES) {
    await stopAll();
    throw new Error(`The API seeded ${total} recipes (GET /recipes answered ${response.status}); the browser tests need at least ${MIN_SEEDED_RECIPES}. See ${logDir}/api.log`);
  }
  process.stderr.write(`[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: shell ${stack.shellUrl}, API ${stack.apiUrl} (${total} recipes), ${stack.sampleUsers.length} sample users\n`);
}
