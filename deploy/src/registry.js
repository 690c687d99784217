'use strict';
/**
 * The store's registry of live remotes, `registry.json` at the store root:
 *   { updatedAt, remotes: [{ app, name, version, routes }] }   (sorted by federation name)
 * It is what the shell's `/remotes.json` is made from (shell/server/remote-registry.js): one read instead of a pointer
 * and a record per remote. It is rewritten, in one atomic write under the store lock, after every switch (deploy,
 * rollback, promote, retire, first publish), from the pointers themselves, so it can never drift from them for long:
 * a rewrite always starts from what is live.
 */
const { parseRemoteRoutes } = require('@forkful/contracts/routes-schema');
const { REGISTRY_FILE } = require('@forkful/contracts/core');
const releases = require('./releases');
const { storeOnlyApp, storeRemoteNames } = require('./apps');

const REGISTRY_KEY = REGISTRY_FILE;

/**
 * Every remote with a pointer in the store, whatever the checkout holds: [{ app, version, record }] by federation name.
 * @returns {Promise<Array<{ app: import('./apps').App, version: string, record: object }>>}
 */
async function liveRemotes(store) {
  const names = await storeRemoteNames(store);
  const live = await Promise.all(names.map(async (name) => {
    const app = storeOnlyApp(name);
    const pointer = await releases.readPointer(store, app);
    const record = pointer && (await releases.readRecord(store, app, pointer.version));
    return record ? { app, version: pointer.version, record } : undefined;
  }));
  return live.filter(Boolean).sort((a, b) => (a.app.federationName < b.app.federationName ? -1 : 1));
}

/**
 * The registry of `live` remotes. A remote whose record has no valid route module (built before route ownership, or
 * forced live) cannot be mounted by the shell: it is left out, and named in `leftOut`.
 */
function registryOf(live, now = new Date()) {
  const remotes = [];
  const leftOut = [];
  for (const { app, version, record } of live) {
    const { routes, problems } = parseRemoteRoutes(record.routes);
    if (routes) remotes.push({ app: app.name, name: app.federationName, version, routes });
    else leftOut.push({ app: app.name, version, reason: record.routes === undefined ? 'no routes.json (built before route ownership)' : problems[0] });
  }
  return { registry: { updatedAt: now.toISOString(), remotes }, leftOut };
}

/**
 * Rewrites registry.json from the pointers (one atomic write). Call inside store.withLock, after the switch.
 * @returns {Promise<{ registry: object, leftOut: Array<{ app: string, version: string, reason: string }> }>}
 */
async function writeRegistry(store, { now = new Date() } = {}) {
  const result = registryOf(await liveRemotes(store), now);
  await store.writeJson(REGISTRY_KEY, result.registry);
  return result;
}

/** The registry as last written, or undefined (a store no switch has written it in yet). */
async function readRegistry(store) {
  return store.readJson(REGISTRY_KEY);
}

module.exports = { REGISTRY_KEY, liveRemotes, registryOf, writeRegistry, readRegistry };
