'use strict';
/**
 * What `npm run serve` does before it serves: publish each app's existing build (`<dir>/dist`) as its current version
 * when the store has none yet (a fresh clone), or when the current one was built before route ownership (a remote
 * without routes.json, a shell without shell-features.json), which the live product can no longer mount. No checks:
 * this is a local store being brought up to the checkout, in whatever order the apps come.
 */
const fs = require('fs');
const path = require('path');
const releases = require('./releases');
const { REPO_ROOT, frontendApps } = require('./apps');
const { writeRegistry } = require('./registry');
const { gitInfo } = require('./git-info');

/** Whether a version record was built before route ownership (nothing of it can be mounted by today's shell). */
function builtBeforeRouteOwnership(app, record) {
  return app.isShell ? !(record.features && record.features.routeModules >= 1) : record.routes === undefined;
}

/**
 * Why `app` needs its build published: 'first' (nothing current), 'upgrade' (its current version was built before
 * route ownership), or undefined (it is fine as it is).
 */
async function publishReason(store, app) {
  const pointer = await releases.readPointer(store, app);
  const record = pointer && (await releases.readRecord(store, app, pointer.version));
  if (!record) return 'first';
  return builtBeforeRouteOwnership(app, record) ? 'upgrade' : undefined;
}

/**
 * Publishes `<root>/<dir>/dist` of each app that needs it (see publishReason), then rewrites the registry.
 * @returns {Promise<object[]>} the records published
 */
async function publishFirstVersions({ store, apps = frontendApps(), root = REPO_ROOT, log = console.log }) {
  const published = [];
  for (const app of apps) {
    if (!(await publishReason(store, app))) continue;
    const distDir = path.join(root, app.dir, 'dist');
    if (!fs.existsSync(distDir)) throw new Error(`${app.dir}/dist is missing: build it before publishing.`);
    await store.withLock(async () => {
      const reason = await publishReason(store, app);
      if (!reason) return;
      const was = reason === 'upgrade' ? (await releases.readPointer(store, app)).version : undefined;
      const record = await releases.uploadVersion(store, app, distDir, gitInfo(app));
      await releases.commitVersion(store, app, record);
      published.push(record);
      log(was
        ? `${app.dir}: upgraded: its current version ${was} was built before route ownership; published its build as ${record.id}`
        : `${app.dir}: published its build as the first version ${record.id}`);
    });
  }
  const { leftOut } = await store.withLock(() => writeRegistry(store));
  for (const { app, version, reason } of leftOut) log(`${app} ${version} is live but not in the registry: ${reason}`);
  return published;
}

module.exports = { publishFirstVersions, publishReason, builtBeforeRouteOwnership };
