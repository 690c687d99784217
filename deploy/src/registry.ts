/**
 * The store's registry of live remotes, `registry.json` at the store root:
 *   { updatedAt, remotes: [{ app, name, version, routes, canary? }] }   (sorted by federation name)
 * `canary: { version, percent, routes }` while a canary release of the remote runs (canary/canary-switch.ts): the
 * shell's origin gives that version to `percent` % of sessions (shell/server/canary-split.ts).
 * It is what the shell's `/remotes.json` is made from (shell/server/remote-registry.ts): one read instead of a pointer
 * and a record per remote. It is rewritten, in one atomic write under the store lock, after every switch (deploy,
 * rollback, promote, retire, first publish), from the pointers themselves, so it can never drift from them for long:
 * a rewrite always starts from what is live.
 */
import { parseRemoteRoutes } from '@forkful/topology/routes-schema';
import { REGISTRY_FILE, type CanaryRelease, type RemoteRoutes } from '@forkful/topology';
import * as releases from './releases';
import { storeOnlyApp, storeRemoteNames, type App } from './apps';
import type { VersionRecord } from './releases';
import type { DeploymentStore } from './stores/store';

export const REGISTRY_KEY = REGISTRY_FILE;

/** One remote with a pointer in the store; `canary`: its canary release under way and that version's record. */
export interface LiveRemote {
  app: App;
  version: string;
  record: VersionRecord;
  canary?: { release: CanaryRelease; record: VersionRecord };
}

/** A registry entry's canary: the version `percent` % of sessions get, and its route module. */
export interface RegistryCanary {
  version: string;
  percent: number;
  routes: RemoteRoutes;
}

/** registry.json: the live remotes the shell can mount. */
export interface StoreRegistry {
  updatedAt: string;
  remotes: Array<{ app: string; name: string; version: string; routes: RemoteRoutes; canary?: RegistryCanary }>;
}

/** A live remote left out of the registry, and why. */
export interface LeftOut {
  app: string;
  version: string;
  reason: string;
}

/** Every remote with a pointer in the store, whatever the checkout holds: [{ app, version, record }] by federation name. */
export async function liveRemotes(store: DeploymentStore): Promise<LiveRemote[]> {
  const names = await storeRemoteNames(store);
  const live = await Promise.all(names.map(async (name) => {
    const app = storeOnlyApp(name);
    const pointer = await releases.readPointer(store, app);
    const record = pointer && (await releases.readRecord(store, app, pointer.version));
    if (!pointer || !record) return undefined;
    // A canary whose version has no record (never in practice: prune keeps it) is not live.
    const canaryRecord = pointer.canary && (await releases.readRecord(store, app, pointer.canary.version));
    const canary = pointer.canary && canaryRecord ? { release: pointer.canary, record: canaryRecord } : undefined;
    return { app, version: pointer.version, record, ...(canary ? { canary } : {}) };
  }));
  return live.filter((remote): remote is LiveRemote => Boolean(remote)).sort((a, b) => (a.app.federationName < b.app.federationName ? -1 : 1));
}

/**
 * The registry of `live` remotes. A remote whose record has no valid route module (built before route ownership, or
 * forced live) cannot be mounted by the shell: it is left out, and named in `leftOut`.
 */
export function registryOf(live: LiveRemote[], now = new Date()): { registry: StoreRegistry; leftOut: LeftOut[] } {
  const remotes: StoreRegistry['remotes'] = [];
  const leftOut: LeftOut[] = [];
  const reasonOf = (record: VersionRecord, problems: string[]) => (record.routes === undefined ? 'no routes.json (built before route ownership)' : problems[0]);
  for (const { app, version, record, canary } of live) {
    const { routes, problems } = parseRemoteRoutes(record.routes);
    if (!routes) {
      leftOut.push({ app: app.name, version, reason: reasonOf(record, problems) });
      continue;
    }
    const entry: StoreRegistry['remotes'][number] = { app: app.name, name: app.federationName, version, routes };
    if (canary) {
      // The start checked it; one that does not parse (forced, hand-edited) leaves the stable version for everyone.
      const parsed = parseRemoteRoutes(canary.record.routes);
      if (parsed.routes) entry.canary = { version: canary.release.version, percent: canary.release.percent, routes: parsed.routes };
      else leftOut.push({ app: app.name, version: canary.release.version, reason: `canary: ${reasonOf(canary.record, parsed.problems)}` });
    }
    remotes.push(entry);
  }
  return { registry: { updatedAt: now.toISOString(), remotes }, leftOut };
}

/** Rewrites registry.json from the pointers (one atomic write). Call inside store.withLock, after the switch. */
export async function writeRegistry(store: DeploymentStore, { now = new Date() }: { now?: Date } = {}): Promise<{ registry: StoreRegistry; leftOut: LeftOut[] }> {
  const result = registryOf(await liveRemotes(store), now);
  await store.writeJson(REGISTRY_KEY, result.registry);
  return result;
}

/** The registry as last written, or undefined (a store no switch has written it in yet). */
export async function readRegistry(store: DeploymentStore): Promise<StoreRegistry | undefined> {
  return store.readJson<StoreRegistry>(REGISTRY_KEY);
}
