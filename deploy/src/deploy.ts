/**
 * One app's way to production: check its sources against what is live, build it alone, run its tests, verify
 * the build against what is live, render its pages in the live shell, upload it as a new immutable version and switch
 * the pointer, all or nothing. Also rollback/promote (a pointer switch, verified too).
 * Each switch rewrites the store's registry of live remotes (registry.ts). Retiring a remote: retire.ts; the first
 * publish of existing builds (what `npm run serve` does on a fresh clone): publish-first.ts.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn } from 'child_process';
import { readRoutes } from '@forkful/config/frontend-apps';
import { SINGLETONS } from '@forkful/config/singletons';
import { REPO_ROOT, SHELL_NAME, hasScript, packageName, workspacePackage, type App } from './apps';
import { gitInfo } from './git-info';
import * as releases from './releases';
import { readRegistry, writeRegistry, type StoreRegistry } from './registry';
import { DeployRefused, liveVariants, problemsGoingLive, refuseIf } from './going-live';
import { refuseIfPagesFail, timed } from './page-checks';
import { publishFirstVersions } from './publish-first';
import { retire } from './retire';
import { checkRemoteRoutes } from './route-checks';
import { checkRemoteDependencies } from './verify';
import { canaryOptionProblems, canaryStartProblems, endCanaryLocked, openCanaryLocked, type CanaryOptions } from './canary/canary-switch';
import type { CanaryOutcome } from '@forkful/topology';
import type { BuildSummary, Pointer, VersionRecord } from './releases';
import type { DeploymentStore } from './stores/store';

// publishFirstVersions and retire live in their own files; re-exported for the callers that know this module.
export { publishFirstVersions, retire, DeployRefused };

type Log = (line: string) => void;

function run(command: string, args: string[], { cwd, env = process.env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code === null ? 1 : code));
  });
}

function summarize(app: App, buildDir: string): BuildSummary {
  try {
    return releases.summarizeBuild(buildDir);
  } catch (error) {
    throw new DeployRefused(`Deploy of ${app.name} refused; nothing was changed: ${(error as Error).message}`);
  }
}

/**
 * The checkout against what is live, before anything is built: its route module against the live remotes', its
 * singleton ranges against the live shell's copies. A clash is refused in a second instead of after the build (the
 * build itself is checked again before the switch).
 */
async function problemsBeforeBuild(store: DeploymentStore, app: App, dir: string): Promise<string[]> {
  let routes: unknown;
  try {
    routes = readRoutes(dir);
  } catch (error) {
    return [(error as Error).message];
  }
  const variants = (await liveVariants(store)).map((live) => live.filter((remote) => remote.name !== app.federationName));
  const { dependencies = {} } = workspacePackage(app);
  const shell = await releases.currentVersion(store, { name: SHELL_NAME });
  return [...new Set([
    ...checkRemoteDependencies(app.federationName, dependencies, shell, SINGLETONS),
    ...variants.flatMap((live) => checkRemoteRoutes({ name: app.federationName, app: app.name }, { routes, exposes: Object.keys(app.exposes || {}) }, live)),
  ])];
}

export interface DeployOptions {
  app: App;
  /** From stores.openStore. */
  store: DeploymentStore;
  skipTests?: boolean;
  /** false: publish the version without making it current (to preview, then promote). */
  makeCurrent?: boolean;
  /** Do not render each page in the live shell first, on the server or in Chromium (emergencies). */
  skipRenderCheck?: boolean;
  /** Make it live for `canary.percent` % of new sessions only, next to the current version (a remote's canary). */
  canary?: Omit<CanaryOptions, 'now' | 'skipRenderCheck' | 'log'>;
  log?: Log;
}

/** Why a deploy cannot switch `app` now: a canary of it runs (or, for a canary deploy, it cannot start one). */
async function canaryProblems(store: DeploymentStore, app: App, canary: DeployOptions['canary'], makeCurrent: boolean): Promise<string[]> {
  if (canary) return [...canaryOptionProblems(canary), ...(makeCurrent ? [] : ['--canary and --no-promote do not go together']), ...canaryStartProblems(app, await releases.readPointer(store, app))];
  const running = makeCurrent && (await releases.readPointer(store, app))?.canary;
  return running ? [`a canary of ${app.name} is running (${running.version}, ${running.percent} %): promote it (npm run promote -- ${app.name}) or drop it (npm run rollback -- ${app.name}) first`] : [];
}

export async function deploy({ app, store, skipTests = false, makeCurrent = true, skipRenderCheck = false, canary, log = console.log }: DeployOptions): Promise<{
  record: VersionRecord;
  pointer: Pointer | undefined;
  pruned: string[];
  registry?: StoreRegistry;
}> {
  const { dir } = app;
  if (!dir) throw new DeployRefused(`${app.name} has no workspace in this checkout: there is nothing to build and deploy.`);
  refuseIf(await canaryProblems(store, app, canary, makeCurrent), `Deploy of ${app.name}`);
  if (!app.isShell) refuseIf(await problemsBeforeBuild(store, app, dir), `Deploy of ${app.name}`);
  const appDir = path.join(REPO_ROOT, dir);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), `forkful-deploy-${app.name}-`));
  try {
    const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
    const built = await timed(log, `build ${dir} (production)`, () => run(process.execPath, [webpackCli, '--mode', 'production', '--output-path', buildDir], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
    }));
    if (built !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: the build failed (exit ${built}); nothing was changed.`);
    const summary = summarize(app, buildDir);
    refuseIf(await timed(log, 'verify against what is live', () => problemsGoingLive(store, app, summary)), `Deploy of ${app.name}`);
    if (skipRenderCheck) log('render checks (server and Chromium): skipped (--skip-render-check)');
    else await refuseIfPagesFail({ store, app, dir: buildDir, routes: summary.routes, log, what: `Deploy of ${app.name}` });
    // After the build, not beside it: the production build already uses both cores (measured: a one-page remote's
    // deploy took 25.8 s one after the other, 27.7 s side by side).
    if (skipTests) log(`tests of ${dir}: skipped (--skip-tests)`);
    else {
      // The tests only strip types (SWC), as the build does: the app's own type check is part of its tests.
      if (hasScript(app, 'typecheck')) {
        const checked = await timed(log, `type check of ${dir}`, () => run('npm', ['run', '--silent', 'typecheck', '-w', packageName(app)], { cwd: REPO_ROOT }));
        if (checked !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: its type check failed (exit ${checked}); nothing was changed.`);
      }
      const tested = await timed(log, `tests of ${dir}`, () => run('npm', ['test', '--silent', '-w', packageName(app), '--', '--ci'], { cwd: REPO_ROOT }));
      if (tested !== 0) throw new DeployRefused(`Deploy of ${app.name} refused: its tests failed (exit ${tested}); nothing was changed.`);
    }

    const record = await timed(log, `upload to ${store.description}`, () => releases.uploadVersion(store, app, buildDir, gitInfo(app)));
    const label = canary ? `switch ${canary.percent} % of new sessions` : makeCurrent ? 'switch' : 'record (not current)';
    const { pointer, pruned, registry } = await timed(log, label, () => store.withLock(async () => {
      // What is live may have changed while this one built: check again under the lock, right before the switch.
      refuseIf([...await canaryProblems(store, app, canary, makeCurrent), ...await problemsGoingLive(store, app, record)], `Deploy of ${app.name}`);
      if (canary) {
        const { pruned: prunedNow } = await releases.commitVersion(store, app, record, { makeCurrent: false });
        const canaryPointer = await openCanaryLocked(store, app, record, canary);
        return { pointer: canaryPointer, pruned: prunedNow, registry: await readRegistry(store) };
      }
      const committed = await releases.commitVersion(store, app, record, { makeCurrent });
      return { ...committed, registry: makeCurrent ? (await writeRegistry(store)).registry : undefined };
    }));
    return { record, pointer, pruned, registry };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}

/**
 * Makes version `id` (default: the one before the current) current, after the same checks as a deploy. While a canary
 * runs: without `id`, the canary is dropped and the current version stays (the rollback of a canary); with its own
 * version, it is promoted; with another, it is dropped and that version becomes current. `canaryEnded`: how it ended.
 */
export async function rollback({ app, store, id, force = false, skipRenderCheck = false, log = () => undefined }: {
  app: App; store: DeploymentStore; id?: string; force?: boolean; skipRenderCheck?: boolean; log?: Log;
}): Promise<Pointer & { canaryEnded?: CanaryOutcome }> {
  return store.withLock(async () => {
    const running = (await releases.readPointer(store, app))?.canary;
    if (running && (!id || id === running.version)) {
      const promoted = id === running.version;
      const by = promoted ? 'npm run promote' : 'npm run rollback';
      const canaryEnded = await endCanaryLocked(store, app, promoted ? 'promoted' : 'rolled-back', { by: 'operator', reason: `${promoted ? 'promoted' : 'dropped'} by an operator (${by})` });
      return { ...(await releases.readPointer(store, app))!, canaryEnded };
    }
    const target = id || (await releases.versionBefore(store, app));
    const record = await releases.readRecord(store, app, target);
    if (!record) throw new DeployRefused(`${app.name} has no version ${target} (see \`npm run deployments -- ${app.name}\`).`);
    const what = `Switching ${app.name} to ${target}`;
    if (!force) refuseIf(await problemsGoingLive(store, app, record, { version: target }), what, '\n(--force switches anyway)');
    if (!force && !skipRenderCheck) {
      await refuseIfPagesFail({ store, app, dir: path.join(store.root || '', app.name, 'versions', target), routes: record.routes, version: target, log, what });
    }
    // Checked first: a refusal leaves the canary running.
    const canaryEnded = running
      ? await endCanaryLocked(store, app, 'rolled-back', { by: 'operator', reason: `dropped by an operator switching to ${target}` })
      : undefined;
    const pointer = await releases.switchTo(store, app, target);
    await writeRegistry(store);
    return canaryEnded ? { ...pointer, canaryEnded } : pointer;
  });
}
