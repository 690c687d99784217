/**
 * The deployable frontends: the shell and every remote workspace found on disk (config/frontend-apps.js: a top-level
 * folder whose package.json has `forkful.remote`). The deploy commands accept the short name, the folder name or the
 * federation name. A remote whose folder is gone but that still has versions in the store (to retire it, or to bring
 * it back with promote) is a "store-only" app: its name is enough, since the store is keyed by it.
 */
import fs from 'fs';
import path from 'path';
import { REMOTE_APP_NAME_PATTERN, federationNameOf } from '@forkful/topology';
import { discoverFrontendApps } from '@forkful/config/frontend-apps';
import type { DeploymentStore } from './stores/store';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SHELL_NAME = 'shell';

export interface App {
  /** Short name, the store's folder (`recipes`). */
  name: string;
  /** `mfe_recipes`, or `shell`. */
  federationName: string;
  isShell: boolean;
  /** Workspace folder; absent for a store-only remote. */
  dir?: string;
  port?: number;
  portEnv?: string;
  urlEnv?: string;
  title?: string;
  /** A remote's exposed modules (`./AboutPage`) and the file behind each. */
  exposes?: Readonly<Record<string, string>>;
}

/** What the deploy reads of a workspace's package.json. */
export interface WorkspacePackage {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

/** The shell, then every remote workspace in the checkout (read from disk on each call: a new remote counts at once). */
export function frontendApps(root = REPO_ROOT): App[] {
  return discoverFrontendApps(root);
}

export function remoteApps(root = REPO_ROOT): App[] {
  return frontendApps(root).filter((app) => !app.isShell);
}

/** A remote known only by its folder in the store (its workspace is gone). */
export function storeOnlyApp(name: string): App {
  return { name, federationName: federationNameOf(name), isShell: false };
}

/** `mfe-recipes`, `mfe_recipes` or `recipes` -> `recipes` (a remote's short name). */
function shortName(name: string): string {
  return String(name).replace(/^mfe[-_]/, '');
}

/**
 * The app with this short name, folder or federation name (e.g. 'recipes'), else a remote among `storeNames` (the
 * app folders of the store); throws a message listing the valid names.
 */
export function findApp(name: string, { apps = frontendApps(), storeNames = [] }: { apps?: App[]; storeNames?: string[] } = {}): App {
  const app = apps.find((a) => a.name === name || a.dir === name || a.federationName === name);
  if (app) return app;
  const short = shortName(name);
  if (short !== SHELL_NAME && REMOTE_APP_NAME_PATTERN.test(short) && storeNames.includes(short)) return storeOnlyApp(short);
  const known = [...apps.map((a) => a.name), ...storeNames.filter((n) => !apps.some((a) => a.name === n))];
  throw new Error(`Unknown app "${name}": use one of ${known.join(', ')} (or the folder names ${apps.map((a) => a.dir).join(', ')}).`);
}

/** The remotes' folders in a deployment store (whatever its checkout has): every folder named like a remote. */
export async function storeRemoteNames(store: DeploymentStore): Promise<string[]> {
  const { folders } = await store.list('');
  return folders.filter((name) => name !== SHELL_NAME && REMOTE_APP_NAME_PATTERN.test(name)).sort();
}

/** findApp, also accepting a remote that is only in `store` (retire, rollback, promote of a remote whose folder is gone). */
export async function findAppIn(store: DeploymentStore, name: string, { apps = frontendApps() }: { apps?: App[] } = {}): Promise<App> {
  const known = apps.find((a) => a.name === name || a.dir === name || a.federationName === name);
  return known || findApp(name, { apps, storeNames: await storeRemoteNames(store) });
}

const packages = new Map<string, WorkspacePackage>();

/**
 * The app's workspace package.json, read once per process (as `require` would): its name, scripts and dependencies
 * are all the deploy asks of it.
 */
export function workspacePackage(app: App, root = REPO_ROOT): WorkspacePackage {
  if (!app.dir) throw new Error(`${app.name} has no workspace in this checkout (it is only in the deployment store).`);
  const file = path.join(root, app.dir, 'package.json');
  let read = packages.get(file);
  if (!read) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a JSON object.`);
    read = parsed as WorkspacePackage;
    packages.set(file, read);
  }
  return read;
}

/** The workspace's npm package name, e.g. @forkful/mfe-recipes. */
export function packageName(app: App, root = REPO_ROOT): string {
  return workspacePackage(app, root).name;
}

/** Whether the workspace's package.json has the npm script (e.g. `typecheck`). */
export function hasScript(app: App, script: string, root = REPO_ROOT): boolean {
  return Boolean(app.dir && workspacePackage(app, root).scripts?.[script]);
}
