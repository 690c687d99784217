/** What `npm start` and `npm run serve` share: build, start the stack on the default ports, wait for Ctrl-C. */
import { FileStore } from '@forkful/deploy/src/stores/file-store';
import { readPointer } from '@forkful/deploy/src/releases';
import { publishReason } from '@forkful/deploy/src/publish-first';
import { dataRoot, installShutdownHooks, phase, printReady, stopAll, trackedProcesses } from '@forkful/platform';
import { buildWorkspaces, SERVER_WORKSPACES } from './build';
import { startStack, type Stack } from './stack';
import { portsFromEnv, remoteUrlsFromEnv, deployStoreDir, FRONTENDS } from './stack-config';

/**
 * Built mode serves what is deployed: only an app with no version in the store yet, or whose current version was
 * built before route ownership, is built (to be published).
 */
async function frontendsToBuild(storeDir: string, remoteUrls: Record<string, string>): Promise<string[]> {
  const store = new FileStore(storeDir);
  const toBuild: string[] = [];
  for (const frontend of FRONTENDS.filter((f) => !remoteUrls[f.key])) {
    const reason = await publishReason(store, frontend.app);
    if (reason === 'upgrade') console.log(`  ${frontend.dir}: its current version was built before route ownership: building it to publish an upgrade`);
    if (reason) toBuild.push(frontend.dir);
    else {
      const pointer = await readPointer(store, frontend.app);
      console.log(`  ${frontend.dir}: serving its current version ${pointer?.version} (\`npm run deploy -- ${frontend.app.name}\` publishes your changes)`);
    }
  }
  return toBuild;
}

export async function runStack({ mode }: { mode: 'dev' | 'built' }): Promise<void> {
  let stack: Stack | undefined;
  let stopping = false;
  installShutdownHooks(async () => {
    stopping = true;
    if (stack) await stack.stop();
  });

  try {
    const ports = portsFromEnv();
    const dataDir = dataRoot();
    const storeDir = deployStoreDir(dataDir);
    const remoteUrls = remoteUrlsFromEnv();
    for (const [name, url] of Object.entries(remoteUrls)) console.log(`  ${name}: loaded from ${url} (not started here)`);
    const toBuild = mode === 'built' ? [...SERVER_WORKSPACES, ...(await frontendsToBuild(storeDir, remoteUrls))] : SERVER_WORKSPACES;
    const build = await phase(`build (${mode === 'built' ? 'production' : 'server side'})`, () => buildWorkspaces(toBuild));
    if (!build.ok) throw new Error('Build failed (its output is above).');

    const mongoUri = process.env.MONGODB_URI || undefined;
    const running = await phase(`start (${mode === 'built' ? 'deployed frontends: the shell\'s origin and the remotes\' origin' : 'dev servers'})`, () => startStack({
      mode,
      ports,
      checkPorts: true,
      dataDir,
      deployStore: storeDir,
      remoteUrls,
      persistAuth: true,
      seed: process.env.SEED_SAMPLE_DATA !== 'false',
      mongoUri,
      env: process.env,
      publicHost: 'localhost',
      onProgress: (message) => console.log(`  ${message}`),
    }));
    stack = running;
    printReady(running, { title: `Forkful is running (${mode === 'built' ? 'npm run serve: deployed versions' : 'npm start: development'})`, dataDir, mongoUri });

    // The API and the origin servers are started again when they die (superviseProcess); any other part that dies on
    // its own (the Auth emulator, a webpack dev server) takes the rest down: a half-running product is more confusing.
    const essential = trackedProcesses().filter((handle) => !handle.supervised);
    await Promise.race(essential.map((handle) => handle.exited.then(() => handle)))
      .then(async (handle) => {
        if (stopping) return;
        console.error(`\n${handle.name} exited unexpectedly (code ${handle.exitCode}); stopping everything.`);
        await running.stop();
        await stopAll();
        process.exit(1);
      });
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    if (stack) await stack.stop();
    await stopAll();
    process.exit(1);
  }
}
