'use strict';
/**
 * The one question every switch asks (deploy, rollback, promote): what would be wrong if this version of this app
 * were live next to what is live now? The answer combines the shell/remote checks (verify.js: singletons, federation
 * runtime) and route ownership (route-checks.js), against the store's pointers (not the checkout).
 */
const releases = require('./releases');
const { SHELL_NAME } = require('./apps');
const { liveRemotes } = require('./registry');
const { checkRemote, checkShell } = require('./verify');
const { checkRemoteRoutes, checkShellFeatures } = require('./route-checks');

/** A refusal the CLI prints as it is (no stack): the message says what was wrong and that nothing changed. */
class DeployRefused extends Error {}

/** Live remotes as the route checks take them: { name, app, record }. */
async function liveRemoteRecords(store) {
  return (await liveRemotes(store)).map(({ app, record }) => ({ name: app.federationName, app: app.name, record }));
}

/**
 * Every reason `summary` (a build's summary or a version's record) must not become the live version of `app`.
 * @param {{ version?: string }} [options]  the version id, when it is an existing version (rollback, promote)
 */
async function problemsGoingLive(store, app, summary, { version } = {}) {
  const [shell, remotes] = await Promise.all([releases.currentVersion(store, { name: SHELL_NAME }), liveRemoteRecords(store)]);
  const candidate = { name: app.federationName, app: app.name, version };
  if (app.isShell) {
    const bySummary = Object.fromEntries(remotes.map((remote) => [remote.name, remote.record]));
    return [...checkShellFeatures(candidate, summary), ...checkShell(summary, bySummary)];
  }
  return [...checkRemote(app.federationName, summary, shell), ...checkRemoteRoutes(candidate, summary, remotes)];
}

/** Throws DeployRefused listing `problems` (one line each), unless there are none. */
function refuseIf(problems, what, hint = '') {
  if (problems.length) throw new DeployRefused(`${what} refused; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}${hint}`);
}

module.exports = { DeployRefused, problemsGoingLive, liveRemoteRecords, refuseIf };
