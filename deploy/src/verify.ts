/**
 * What must hold between the shell and a remote before a version goes live, checked on the versions' summaries (see
 * releases.summarizeBuild); route ownership (claims, pages, the modules remotes mount of each other) is route-checks.ts.
 * - every singleton a remote shares accepts the copy the shell provides. At run time the shell's copy is the one
 *   used (shareStrategy 'loaded-first': the shell loads first) and strictVersion makes a remote that does not accept
 *   it fail to load instead of running with a wrong copy; this check refuses such a remote before it is live;
 * - every singleton a remote shares is one the shell provides. Otherwise Module Federation gives the remote its own
 *   copy, apart from the shell's: for @forkful/runtime, its own session store, never signed in. A remote built after
 *   a singleton was added waits for a shell that provides it, and a shell that drops a singleton (e.g. the frozen
 *   @forkful/contracts) waits until no live remote shares it;
 * - a remote built to use the shell's federation runtime (its remoteEntry.js carries none) is next to a shell that
 *   provides that runtime's version. A remote that brings its own runtime runs next to any shell.
 */
import semver from 'semver';
import type { BuildSummary, SharedModule } from './releases';

/** A singleton whose required range the provider's copy does not satisfy. */
export interface SingletonConflict {
  name: string;
  provided: string | undefined;
  required: string;
}

/** What the checks read of a summary: its shared modules and federation runtime. */
type Sharing = Pick<BuildSummary, 'shared' | 'runtime'>;
/** What a consumer asks of a shared module (its manifest's entry, or its package.json's range). */
type Wanted = Pick<SharedModule, 'name' | 'requiredVersion' | 'singleton'>;

/** Singletons the consumer shares whose required range the provider's version does not satisfy. */
export function singletonConflicts(providerShared: SharedModule[], consumerShared: Wanted[]): SingletonConflict[] {
  const provided = new Map(providerShared.map((s) => [s.name, s.version]));
  return consumerShared
    .filter((s): s is Wanted & { requiredVersion: string } => Boolean(s.singleton) && provided.has(s.name) && typeof s.requiredVersion === 'string')
    .filter((s) => {
      const range = semver.validRange(s.requiredVersion);
      return !range || !semver.satisfies(provided.get(s.name)!, range, { includePrerelease: true });
    })
    .map((s) => ({ name: s.name, provided: provided.get(s.name), required: s.requiredVersion }));
}

/** Singletons the consumer shares that the provider does not provide at all: the consumer would get its own copy. */
export function unprovidedSingletons(providerShared: SharedModule[], consumerShared: Wanted[]): string[] {
  const provided = new Set(providerShared.map((s) => s.name));
  return consumerShared.filter((s) => s.singleton && !provided.has(s.name)).map((s) => s.name);
}

/** The federation runtime (major.minor) `remote` uses from the shell, when `shell` does not provide it; else null. */
function runtimeMismatch(shell: Sharing, remote: Sharing): { uses: string; provides: string } | null {
  const uses = remote.runtime && remote.runtime.uses;
  if (!uses) return null;
  const provides = shell.runtime && shell.runtime.provides;
  return provides === uses ? null : { uses, provides: provides || 'none' };
}

function describeConflicts(remoteName: string, conflicts: SingletonConflict[]): string[] {
  return conflicts.map((c) => `${remoteName} requires ${c.name} ${c.required}, but the shell provides ${c.name} ${c.provided}`);
}

function describeUnprovided(remoteName: string, names: string[]): string[] {
  return names.map((name) => `${remoteName} shares the singleton ${name}, but the live shell does not provide it (an older shell): `
    + "the remote would get its own copy, apart from the shell's, with its own state. Deploy the shell first.");
}

function describeLost(remoteName: string, names: string[]): string[] {
  return names.map((name) => `the live ${remoteName} shares the singleton ${name}, but the new shell does not provide it: `
    + `the remote would lose the shell's copy and get its own, with its own state. Redeploy (or roll back) ${remoteName} first, to a build that does not share it.`);
}

/** What is wrong with `consumer` sharing the singletons of `provider`, the live shell: ranges it rejects, ones it lacks. */
function singletonProblems(remoteName: string, provider: SharedModule[], consumer: Wanted[]): string[] {
  return [...describeConflicts(remoteName, singletonConflicts(provider, consumer)), ...describeUnprovided(remoteName, unprovidedSingletons(provider, consumer))];
}

/**
 * Problems with making `remote` (a summary) live next to `shell` (the live shell's summary, or undefined when the
 * store has none yet: then there is nothing to check it against).
 */
export function checkRemote(federationName: string, remote: BuildSummary, shell: BuildSummary | undefined): string[] {
  if (!shell) return [];
  const problems = singletonProblems(federationName, shell.shared, remote.shared);
  const runtime = runtimeMismatch(shell, remote);
  if (runtime) problems.push(`${federationName} uses the shell's federation runtime ${runtime.uses}, but the live shell provides ${runtime.provides}`);
  return problems;
}

/** Problems with making `shell` live next to the live remotes: federation name -> summary (missing ones skipped). */
export function checkShell(shell: BuildSummary, liveRemotes: Record<string, BuildSummary | undefined>): string[] {
  const problems: string[] = [];
  for (const [federationName, remote] of Object.entries(liveRemotes)) {
    if (!remote) continue;
    problems.push(...describeConflicts(`the live ${federationName}`, singletonConflicts(shell.shared, remote.shared)));
    problems.push(...describeLost(federationName, unprovidedSingletons(shell.shared, remote.shared)));
    const runtime = runtimeMismatch(shell, remote);
    if (runtime) problems.push(`the live ${federationName} uses the shell's federation runtime ${runtime.uses}, but the new shell provides ${runtime.provides}`);
  }
  return problems;
}

/**
 * Before a remote is built: the singleton ranges its package.json asks for (`dependencies`) against the live shell's
 * copies, so an incompatible remote is refused in a second rather than after its build (the build's manifest is
 * checked again afterwards). `singletons`: the names shared as singletons (config/webpack.frontend.js).
 */
export function checkRemoteDependencies(
  federationName: string,
  dependencies: Record<string, string | undefined>,
  shell: Pick<BuildSummary, 'shared'> | undefined,
  singletons: readonly string[],
): string[] {
  if (!shell) return [];
  const wanted = singletons.filter((name) => typeof dependencies[name] === 'string')
    .map((name) => ({ name, requiredVersion: dependencies[name], singleton: true }));
  return singletonProblems(federationName, shell.shared || [], wanted);
}
