'use strict';
/** What `npm start` and `npm run serve` share: build, start the stack on the default ports, wait for Ctrl-C. */
const path = require('path');
const { installShutdownHooks, stopAll, trackedProcesses } = require('./processes');
const { buildWorkspaces, SERVER_WORKSPACES, FRONTEND_WORKSPACES } = require('./build');
const { startStack, portsFromEnv, REPO_ROOT } = require('./stack');
const { phase, printReady } = require('./cli');

async function runStack({ mode }) {
  let stack;
  let stopping = false;
  installShutdownHooks(async () => {
    stopping = true;
    if (stack) await stack.stop();
  });

  try {
    const ports = portsFromEnv();
    const toBuild = mode === 'built' ? [...SERVER_WORKSPACES, ...FRONTEND_WORKSPACES] : SERVER_WORKSPACES;
    const { failed } = await phase(`build (${mode === 'built' ? 'production' : 'server side'})`, () => buildWorkspaces(toBuild));
    if (failed.length) throw new Error(`Build failed: ${failed.join(', ')}`);

    const dataDir = path.join(REPO_ROOT, '.data');
    const mongoUri = process.env.MONGODB_URI || undefined;
    stack = await phase(`start (${mode === 'built' ? 'built frontends on separate origins' : 'dev servers'})`, () => startStack({
      mode,
      ports,
      checkPorts: true,
      dataDir,
      persistAuth: true,
      seed: process.env.SEED_SAMPLE_DATA !== 'false',
      mongoUri,
      env: process.env,
      publicHost: 'localhost',
      onProgress: (message) => console.log(`  ${message}`),
    }));
    printReady(stack, { title: `Forkful is running (${mode === 'built' ? 'npm run serve: built' : 'npm start: development'})`, dataDir, mongoUri });

    // A part that dies on its own takes the rest down: a half-running product is more confusing than none.
    await Promise.race(trackedProcesses().map((handle) => handle.exited.then(() => handle)))
      .then(async (handle) => {
        if (stopping) return;
        console.error(`\n${handle.name} exited unexpectedly (code ${handle.exitCode}); stopping everything.`);
        await stack.stop();
        await stopAll();
        process.exit(1);
      });
  } catch (error) {
    console.error(`\n${error.message}`);
    if (stack) await stack.stop();
    await stopAll();
    process.exit(1);
  }
}

module.exports = { runStack };
