'use strict';
/**
 * The deployable frontends: the shell and every remote workspace found on disk (config/frontend-apps.js: a top-level
 * folder whose package.json has `forkful.remote`). The deploy commands accept the short name, the folder name or the
 * federation name. A remote whose folder is gone but that still has versions in the store (to retire it, or to bring
 * it back with promote) is a "store-only" app: its name is enough, since the store is keyed by it.
 */
const path = require('path');
const { REMOTE_APP_NAME_PATTERN, federationNameOf } = require('@forkful/contracts/core');
const { discoverFrontendApps } = require('../../config/frontend-apps');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SHELL_NAME = 'shell';

/**
 * @typedef {object} App
 * @property {string} name            short name, the store's folder (`recipes`)
 * @property {string} federationName  `mfe_recipes`, or `shell`
 * @property {boolean} isShell
 * @property {string} [dir]           workspace folder; absent for a store-only remote
 * @property {number} [port]
 * @property {string} [portEnv]
 * @property {string} [urlEnv]
 */

/** The shell, then every remote workspace in the checkout (read from disk on each call: a new remote counts at once). */
function frontendApps(root = REPO_ROOT) {
  return discoverFrontendApps(root);
}

function remoteApps(root = REPO_ROOT) {
  return frontendApps(root).filter((app) => !app.isShell);
}

/** A remote known only by its folder in the store (its workspace is gone). */
function storeOnlyApp(name) {
  return { name, federationName: federationNameOf(name), isShell: false };
}

/** `mfe-recipes`, `mfe_recipes` or `recipes` -> `recipes` (a remote's short name). */
function shortName(name) {
  return String(name).replace(/^mfe[-_]/, '');
}

/**
 * The app with this short name, folder or federation name (e.g. 'recipes'), else a remote among `storeNames` (the
 * app folders of the store); throws a message listing the valid names.
 * @returns {App}
 */
function findApp(name, { apps = frontendApps(), storeNames = [] } = {}) {
  const app = apps.find((a) => a.name === name || a.dir === name || a.federationName === name);
  if (app) return app;
  const short = shortName(name);
  if (short !== SHELL_NAME && REMOTE_APP_NAME_PATTERN.test(short) && storeNames.includes(short)) return storeOnlyApp(short);
  const known = [...apps.map((a) => a.name), ...storeNames.filter((n) => !apps.some((a) => a.name === n))];
  throw new Error(`Unknown app "${name}": use one of ${known.join(', ')} (or the folder names ${apps.map((a) => a.dir).join(', ')}).`);
}

/** The remotes' folders in a deployment store (whatever its checkout has): every folder named like a remote. */
async function storeRemoteNames(store) {
  const { folders } = await store.list('');
  return folders.filter((name) => name !== SHELL_NAME && REMOTE_APP_NAME_PATTERN.test(name)).sort();
}

/** findApp, also accepting a remote that is only in `store` (retire, rollback, promote of a remote whose folder is gone). */
async function findAppIn(store, name, { apps = frontendApps() } = {}) {
  const known = apps.find((a) => a.name === name || a.dir === name || a.federationName === name);
  return known || findApp(name, { apps, storeNames: await storeRemoteNames(store) });
}

/** The workspace's npm package name, e.g. @forkful/mfe-recipes. */
function packageName(app, root = REPO_ROOT) {
  if (!app.dir) throw new Error(`${app.name} has no workspace in this checkout (it is only in the deployment store).`);
  return require(path.join(root, app.dir, 'package.json')).name;
}

/** Whether the workspace's package.json has the npm script (e.g. `typecheck`). */
function hasScript(app, script, root = REPO_ROOT) {
  if (!app.dir) return false;
  return Boolean(require(path.join(root, app.dir, 'package.json')).scripts?.[script]);
}

module.exports = {
  REPO_ROOT, SHELL_NAME, frontendApps, remoteApps, storeOnlyApp, findApp, findAppIn, storeRemoteNames, packageName, hasScript,
};
