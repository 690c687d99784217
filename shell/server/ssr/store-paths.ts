/**
 * Where the server bundles and the shell's template are in a folder deployment store (@forkful/deploy/src/releases):
 *   <store>/<app>/current.json                       the pointer { version }
 *   <store>/<app>/versions/<id>.json                 the record, written last (a version without one is unfinished)
 *   <store>/<app>/versions/<id>/server/container.js  a remote's server container
 *   <store>/shell/versions/<id>/server/shell-server.js, .../index.html
 * Every path is built from a checked app name and version id and checked again to stay inside the store: the names
 * come from registry.json, current.json and the query string, none of which is ours to trust.
 */
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE, REGISTRY_FILE, REMOTE_APP_NAME_PATTERN, SERVER_BUNDLES, SHELL_APP, isVersionId } from '@forkful/topology';

export const SHELL = SHELL_APP.name;
export const { shell: SHELL_BUNDLE, remote: REMOTE_BUNDLE } = SERVER_BUNDLES;

export function isStoreApp(app: unknown): app is string {
  return app === SHELL || (typeof app === 'string' && REMOTE_APP_NAME_PATTERN.test(app));
}

/** `<store>/<app>/versions/<id>/<file>`, or throws when a name is not one or the result leaves the store. */
export function versionFile(storeDir: string, app: unknown, version: unknown, file = ''): string {
  if (!isStoreApp(app)) throw new Error(`not an app name: ${String(app).slice(0, 40)}`);
  if (!isVersionId(version)) throw new Error(`not a version id: ${String(version).slice(0, 60)}`);
  const root = path.resolve(storeDir);
  const dir = path.join(root, app, 'versions', version);
  const target = path.resolve(dir, file);
  if (target !== dir && !target.startsWith(dir + path.sep)) throw new Error(`${file} is outside the version folder`);
  return target;
}

export async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await fs.promises.readFile(file, 'utf8'));
}

/** `<store>/<app>/current.json`, the app's pointer (rewritten by every switch of its version). */
export function pointerFile(storeDir: string, app: string): string {
  return path.join(path.resolve(storeDir), app, POINTER_FILE);
}

/** `<store>/registry.json`, the live remotes (rewritten by every switch of a remote). */
export function registryFile(storeDir: string): string {
  return path.join(path.resolve(storeDir), REGISTRY_FILE);
}

/** The app's current version id, or undefined (no pointer, or not a valid one). */
export async function currentVersionOf(storeDir: string, app: unknown): Promise<string | undefined> {
  if (!isStoreApp(app)) return undefined;
  const pointer = await readJson(pointerFile(storeDir, app)).catch(() => undefined);
  const version = pointer && (pointer as { version?: unknown }).version;
  return isVersionId(version) ? version : undefined;
}

/** Whether the version is complete (has its record): only those are loaded, as the origin only serves those. */
export async function isRecorded(storeDir: string, app: unknown, version: unknown): Promise<boolean> {
  try {
    const record = path.join(path.dirname(versionFile(storeDir, app, version)), `${version}.json`);
    return (await fs.promises.stat(record)).isFile();
  } catch {
    return false;
  }
}

/** Every file of a version (relative, with /), once per version: the origin's pages are the paths that are not files. */
export async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(dir, rel) : [rel];
  }));
  return nested.flat();
}
