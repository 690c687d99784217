'use strict';
/**
 * Where the server bundles and the shell's template are in a folder deployment store (deploy/src/releases.js):
 *   <store>/<app>/current.json                       the pointer { version }
 *   <store>/<app>/versions/<id>.json                 the record, written last (a version without one is unfinished)
 *   <store>/<app>/versions/<id>/server/container.js  a remote's server container
 *   <store>/shell/versions/<id>/server/shell-server.js, .../index.html
 * Every path is built from a checked app name and version id and checked again to stay inside the store: the names
 * come from registry.json, current.json and the query string, none of which is ours to trust.
 */
const fs = require('fs');
const path = require('path');
const { POINTER_FILE, REGISTRY_FILE, REMOTE_APP_NAME_PATTERN, SERVER_BUNDLES, SHELL_APP, isVersionId } = require('@forkful/contracts/core');

const SHELL = SHELL_APP.name;
const { shell: SHELL_BUNDLE, remote: REMOTE_BUNDLE } = SERVER_BUNDLES;

function isStoreApp(app) {
  return app === SHELL || (typeof app === 'string' && REMOTE_APP_NAME_PATTERN.test(app));
}

/** `<store>/<app>/versions/<id>/<file>`, or throws when a name is not one or the result leaves the store. */
function versionFile(storeDir, app, version, file = '') {
  if (!isStoreApp(app)) throw new Error(`not an app name: ${String(app).slice(0, 40)}`);
  if (!isVersionId(version)) throw new Error(`not a version id: ${String(version).slice(0, 60)}`);
  const root = path.resolve(storeDir);
  const dir = path.join(root, app, 'versions', version);
  const target = path.resolve(dir, file);
  if (target !== dir && !target.startsWith(dir + path.sep)) throw new Error(`${file} is outside the version folder`);
  return target;
}

async function readJson(file) {
  return JSON.parse(await fs.promises.readFile(file, 'utf8'));
}

/** `<store>/<app>/current.json`, the app's pointer (rewritten by every switch of its version). */
function pointerFile(storeDir, app) {
  return path.join(path.resolve(storeDir), app, POINTER_FILE);
}

/** `<store>/registry.json`, the live remotes (rewritten by every switch of a remote). */
function registryFile(storeDir) {
  return path.join(path.resolve(storeDir), REGISTRY_FILE);
}

/** The app's current version id, or undefined (no pointer, or not a valid one). */
async function currentVersionOf(storeDir, app) {
  if (!isStoreApp(app)) return undefined;
  const pointer = await readJson(pointerFile(storeDir, app)).catch(() => undefined);
  return pointer && isVersionId(pointer.version) ? pointer.version : undefined;
}

/** Whether the version is complete (has its record): only those are loaded, as the origin only serves those. */
async function isRecorded(storeDir, app, version) {
  try {
    const record = path.join(path.dirname(versionFile(storeDir, app, version)), `${version}.json`);
    return (await fs.promises.stat(record)).isFile();
  } catch {
    return false;
  }
}

/** Every file of a version (relative, with /), once per version: the origin's pages are the paths that are not files. */
async function filesOf(dir, prefix = '') {
  const entries = await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(dir, rel) : [rel];
  }));
  return nested.flat();
}

module.exports = { SHELL, SHELL_BUNDLE, REMOTE_BUNDLE, isStoreApp, versionFile, pointerFile, registryFile, currentVersionOf, isRecorded, filesOf, readJson };
