/**
 * The one question every switch asks (deploy, rollback, promote, a canary's start): what would be wrong if this
 * version of this app were live next to what is live now? The answer combines the shell/remote checks (verify.ts:
 * singletons, federation runtime) and route ownership (route-checks.ts), against the store's pointers (not the
 * checkout). A remote with a canary running is live in two versions (some sessions get one, the rest the other): a
 * candidate is checked against each.
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

type LiveRecord = LiveRouteRemote & { record: VersionRecord };

/** Live remotes as the route checks take them: { name, app, record } (each remote's stable version). */
export async function liveRemoteRecords(store: DeploymentStore): Promise<LiveRecord[]> {
  return (await liveVariants(store))[0];
}

/**
 * The live remotes as sessions may see them: the stable versions, then (when a canary runs) every remote at its
 * canary version where it has one. Checking a candidate against both lists checks it against every live version
 * of every other remote (the checks are pairwise).
 */
export async function liveVariants(store: DeploymentStore): Promise<LiveRecord[][]> {
  const live = await liveRemotes(store);
  const stable = live.map(({ app, record }) => ({ name: app.federationName, app: app.name, record }));
  if (!live.some((remote) => remote.canary)) return [stable];
  return [stable, live.map(({ app, record, canary }) => ({ name: app.federationName, app: app.name, record: canary ? canary.record : record }))];
}

const unique = (problems: string[]): string[] => [...new Set(problems)];

/**
 * Every reason `summary` (a build's summary or a version's record) must not become the live version of `app`.
 * `version`: the version id, when it is an existing version (rollback, promote).
 */
export async function problemsGoingLive(store: DeploymentStore, app: App, summary: BuildSummary, { version }: { version?: string } = {}): Promise<string[]> {
  const [shell, variants] = await Promise.all([releases.currentVersion(store, { name: SHELL_NAME }), liveVariants(store)]);
  const candidate = { name: app.federationName, app: app.name, version };
  if (app.isShell) {
    const shellChecks = variants.flatMap((remotes) => checkShell(summary, Object.fromEntries(remotes.map((remote) => [remote.name, remote.record]))));
    return unique([...checkShellFeatures(candidate, summary), ...shellChecks]);
  }
  return unique([...checkRemote(app.federationName, summary, shell), ...variants.flatMap((remotes) => checkRemoteRoutes(candidate, summary, remotes))]);
}

/** Throws DeployRefused listing `problems` (one line each), unless there are none. */
export function refuseIf(problems: string[], what: string, hint = ''): void {
  if (problems.length) throw new DeployRefused(`${what} refused; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}${hint}`);
}
