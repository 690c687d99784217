/**
 * The one question every switch asks (deploy, rollback, promote): what would be wrong if this version of this app
 * were live next to what is live now? The answer combines the shell/remote checks (verify.ts: singletons, federation
 * runtime) and route ownership (route-checks.ts), against the store's pointers (not the checkout).
 */
import * as releases from './releases';
import { SHELL_NAME, type App } from './apps';
import { liveRemotes } from './registry';
import { checkRemote, checkShell } from './verify';
import { checkRemoteRoutes, checkShellFeatures, type LiveRouteRemote } from './route-checks';
import type { BuildSummary, VersionRecord } from './releases';
import type { DeploymentStore } from './stores/store';

/** A refusal the CLI prints as it is (no stack): the message says what was wrong and that nothing changed. */
export class DeployRefused extends Error {}

/** Live remotes as the route checks take them: { name, app, record }. */
export async function liveRemoteRecords(store: DeploymentStore): Promise<Array<LiveRouteRemote & { record: VersionRecord }>> {
  return (await liveRemotes(store)).map(({ app, record }) => ({ name: app.federationName, app: app.name, record }));
}

/**
 * Every reason `summary` (a build's summary or a version's record) must not become the live version of `app`.
 * `version`: the version id, when it is an existing version (rollback, promote).
 */
export async function problemsGoingLive(store: DeploymentStore, app: App, summary: BuildSummary, { version }: { version?: string } = {}): Promise<string[]> {
  const [shell, remotes] = await Promise.all([releases.currentVersion(store, { name: SHELL_NAME }), liveRemoteRecords(store)]);
  const candidate = { name: app.federationName, app: app.name, version };
  if (app.isShell) {
    const bySummary = Object.fromEntries(remotes.map((remote) => [remote.name, remote.record]));
    return [...checkShellFeatures(candidate, summary), ...checkShell(summary, bySummary)];
  }
  return [...checkRemote(app.federationName, summary, shell), ...checkRemoteRoutes(candidate, summary, remotes)];
}

/** Throws DeployRefused listing `problems` (one line each), unless there are none. */
export function refuseIf(problems: string[], what: string, hint = ''): void {
  if (problems.length) throw new DeployRefused(`${what} refused; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}${hint}`);
}
