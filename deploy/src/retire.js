'use strict';
/**
 * Retiring a remote: its pointer goes (one delete, under the store lock) and the registry is rewritten without it, so
 * the next page load neither routes to its pages nor shows its navigation. Its versions stay: `promote <app> <version>`
 * brings it back. Refused while another live remote still needs it (mounts one of its modules, or links into its URL
 * space), naming each, unless forced.
 */
const releases = require('./releases');
const { writeRegistry } = require('./registry');
const { checkRetire } = require('./route-checks');
const { DeployRefused, liveRemoteRecords, refuseIf } = require('./going-live');

/**
 * @param {object} options
 * @param {import('./apps').App} options.app
 * @param {object} options.store
 * @param {boolean} [options.force]  retire even though other live remotes still use it
 * @returns {Promise<{ retired: object, registry: object, problems: string[] }>} the pointer removed, the new registry,
 *   and what was overridden with force
 */
async function retire({ app, store, force = false }) {
  if (app.isShell) throw new DeployRefused('The shell cannot be retired: it is what every page loads first.');
  return store.withLock(async () => {
    const pointer = await releases.readPointer(store, app);
    if (!pointer) throw new DeployRefused(`${app.name} is not live (it has no current version): there is nothing to retire.`);
    const record = await releases.readRecord(store, app, pointer.version);
    const problems = checkRetire(app.federationName, record, await liveRemoteRecords(store));
    if (!force) refuseIf(problems, `Retiring ${app.name}`, `\n(--force retires it anyway: those pages and links then lead nowhere)`);
    await releases.removePointer(store, app);
    const { registry } = await writeRegistry(store);
    return { retired: pointer, registry, problems };
  });
}

module.exports = { retire };
