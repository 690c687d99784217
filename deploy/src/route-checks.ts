/**
 * Route ownership, checked before anything goes live (pure functions on version records, see releases.summarizeBuild):
 * the shell mounts whatever the live remotes' route modules declare, so a remote's routes.json must be valid, name
 * only modules that exist, own its URL space alone, and keep the modules other live remotes mount from it. A shell
 * must be one that mounts route modules at all. Retiring a remote must not strand what other live remotes use of it.
 *
 * A live remote is `{ name, app, record }` (federation name, short name, its current version's record).
 */
import { parseRemoteRoutes } from '@forkful/topology/routes-schema';
import { claimCovers, claimsOverlap, moduleIdsOf, ownExposedModules, type RemoteRoutes } from '@forkful/topology';
import type { BuildSummary } from './releases';

/** A live remote: its federation name, short name and current version's record (what of it the checks read). */
export interface LiveRouteRemote {
  name: string;
  app: string;
  record: Pick<BuildSummary, 'exposes' | 'routes'>;
}

/** The version being checked: federation name, short name, and its id when it is an existing version. */
export interface Candidate {
  name: string;
  app: string;
  version?: string;
}

/** A live remote whose route module parses: what the shell mounts of it. */
interface MountedRemote {
  name: string;
  app: string;
  routes: RemoteRoutes;
  exposes: string[];
}

/** How a version is named in messages: `recipes version <id>`, or `the new build of recipes`. */
function describe({ app, version }: Pick<Candidate, 'app' | 'version'>): string {
  return version ? `${app} version ${version}` : `the new build of ${app}`;
}

/** The live remotes' route modules that parse (one without is not mounted by the shell, so it claims nothing). */
export function mountedRoutes(liveRemotes: LiveRouteRemote[]): MountedRemote[] {
  return liveRemotes.flatMap(({ name, app, record }): MountedRemote[] => {
    const { routes } = parseRemoteRoutes(record.routes);
    return routes ? [{ name, app, routes, exposes: record.exposes || [] }] : [];
  });
}

function catchAllPath(routes: RemoteRoutes): string | undefined {
  return routes.pages.find((page) => page.catchAll)?.path;
}

/** Other remotes' modules (`mfe_x/Page`) that `routes` of remote `name` mounts. */
function foreignModules(name: string, routes: RemoteRoutes): string[] {
  return moduleIdsOf(name, routes).filter((id) => !id.startsWith(`${name}/`));
}

/** `mfe_recipes/AllRecipesPage` -> { owner: 'mfe_recipes', exposed: './AllRecipesPage' } */
function splitModuleId(id: string): { owner: string; exposed: string } {
  const slash = id.indexOf('/');
  return { owner: id.slice(0, slash), exposed: `./${id.slice(slash + 1)}` };
}

/** `claims.0: ...` -> `claims.0 ("../x"): ...`: the offending value (a string, shortened) next to the schema's words. */
function withValue(problem: string, routes: unknown): string {
  const match = /^([\w.]+): /.exec(problem);
  if (!match) return problem;
  const value = match[1].split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), routes);
  if (typeof value !== 'string') return problem;
  const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return `${match[1]} (${shown}): ${problem.slice(match[0].length)}`;
}

/**
 * Every reason remote `candidate` ({ name, app, version? }) with record `summary` must not go live next to `liveRemotes`
 * (the other live remotes; the candidate's own live version is replaced, so it is not among them).
 */
export function checkRemoteRoutes(candidate: Candidate, summary: Pick<BuildSummary, 'exposes' | 'routes'>, liveRemotes: LiveRouteRemote[]): string[] {
  const { name } = candidate;
  if (summary.routes === undefined) {
    return [`${describe(candidate)} was built before route ownership (it has no routes.json); the live shell needs one: deploy a new build`];
  }
  const parsed = parseRemoteRoutes(summary.routes);
  if (!parsed.routes) return parsed.problems.map((problem) => `${name}'s routes.json: ${withValue(problem, summary.routes)}`);
  const { routes } = parsed;
  const exposes = summary.exposes || [];
  const others = mountedRoutes(liveRemotes.filter((remote) => remote.name !== name));
  const problems = ownExposedModules(name, routes)
    .filter((module) => !exposes.includes(module))
    .map((module) => `${name}'s routes.json names its module ${module}, which ${describe(candidate)} does not expose`);

  for (const claim of routes.claims) {
    for (const other of others) {
      const taken = other.routes.claims.find((otherClaim) => claimsOverlap(claim, otherClaim));
      if (taken) problems.push(`${name} claims ${claim}, which ${other.name} already claims (${taken})`);
    }
  }
  const catchAll = catchAllPath(routes);
  const otherCatchAll = catchAll && others.find((other) => catchAllPath(other.routes));
  if (otherCatchAll) {
    problems.push(`${name} has a catch-all page (${catchAll}), but ${otherCatchAll.name} already has one (${catchAllPath(otherCatchAll.routes)}): at most one live remote may`);
  }
  for (const id of foreignModules(name, routes)) {
    const { owner, exposed } = splitModuleId(id);
    const provider = liveRemotes.find((remote) => remote.name === owner);
    if (!provider) problems.push(`${name}'s pages mount ${id}, but no ${owner} is live`);
    else if (!(provider.record.exposes || []).includes(exposed)) problems.push(`${name}'s pages mount ${id}, which the live ${owner} does not expose`);
  }
  for (const other of others) {
    for (const id of foreignModules(other.name, other.routes).filter((ref) => ref.startsWith(`${name}/`))) {
      if (!exposes.includes(splitModuleId(id).exposed)) problems.push(`the live ${other.name}'s pages mount ${id}, which ${describe(candidate)} does not expose`);
    }
  }
  return problems;
}

/** Whether a shell record mounts route modules (its shell-features.json); else the reason it cannot go live. */
export function checkShellFeatures(candidate: Candidate, summary: Partial<BuildSummary>): string[] {
  if (summary.features && Number(summary.features.routeModules) >= 1) return [];
  return [`${describe(candidate)} was built before route ownership (it has no shell-features.json with routeModules): it cannot mount the live remotes' route modules; deploy a new build`];
}

/**
 * What retiring remote `name` (its live record `record`) would strand: other live remotes whose pages mount one of
 * its modules, or whose navigation links into one of its claims.
 */
export function checkRetire(name: string, record: Pick<BuildSummary, 'routes'> | undefined, liveRemotes: LiveRouteRemote[]): string[] {
  const { routes } = parseRemoteRoutes(record && record.routes);
  const claims = routes ? routes.claims : [];
  const problems: string[] = [];
  for (const other of mountedRoutes(liveRemotes.filter((remote) => remote.name !== name))) {
    for (const id of foreignModules(other.name, other.routes).filter((ref) => ref.startsWith(`${name}/`))) {
      problems.push(`the live ${other.name}'s pages mount ${id}`);
    }
    for (const entry of other.routes.nav) {
      const claim = claims.find((c) => claimCovers(c, entry.to));
      if (claim) problems.push(`the live ${other.name}'s ${entry.slot} entry "${entry.label}" links to ${entry.to}, inside ${name}'s claim ${claim}`);
    }
  }
  return problems;
}
