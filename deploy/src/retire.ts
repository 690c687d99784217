/**
 * Retiring a remote: its pointer goes (one delete, under the store lock) and the registry is rewritten without it, so
 * the next page load neither routes to its pages nor shows its navigation. Its versions stay: `promote <app> <version>`
 * brings it back. Refused while another live remote still needs it (mounts one of its modules, or links into its URL
 * space), naming each, unless forced. A canary of it running is dropped first (recorded as its outcome).
 */
import * as releases from './releases';
import { writeRegistry, type StoreRegistry } from './registry';
import { checkRetire } from './route-checks';
import { DeployRefused, liveVariants, refuseIf } from './going-live';
import { endCanaryLocked } from './canary/canary-switch';
import type { CanaryOutcome } from '@forkful/topology';
import type { App } from './apps';
import type { Pointer } from './releases';
import type { DeploymentStore } from './stores/store';

/**
 * Returns the pointer removed, the new registry, and what was overridden with force.
 * `force`: retire even though other live remotes still use it.
 */
export async function retire({ app, store, force = false }: { app: App; store: DeploymentStore; force?: boolean }): Promise<{
  retired: Pointer;
  registry: StoreRegistry;
  problems: string[];
  canaryEnded?: CanaryOutcome;
}> {
  if (app.isShell) throw new DeployRefused('The shell cannot be retired: it is what every page loads first.');
  return store.withLock(async () => {
    const pointer = await releases.readPointer(store, app);
    if (!pointer) throw new DeployRefused(`${app.name} is not live (it has no current version): there is nothing to retire.`);
    const records = await Promise.all([pointer.version, pointer.canary?.version].filter(Boolean).map((id) => releases.readRecord(store, app, id)));
    const variants = await liveVariants(store);
    // What any session may have of it (its stable and its canary) against what any session may have of the others.
    const problems = [...new Set(records.flatMap((record) => variants.flatMap((live) => checkRetire(app.federationName, record, live))))];
    if (!force) refuseIf(problems, `Retiring ${app.name}`, `\n(--force retires it anyway: those pages and links then lead nowhere)`);
    const canaryEnded = pointer.canary ? await endCanaryLocked(store, app, 'rolled-back', { by: 'operator', reason: 'dropped: the app was retired (npm run retire)' }) : undefined;
    await releases.removePointer(store, app);
    const { registry } = await writeRegistry(store);
    return { retired: pointer, registry, problems, ...(canaryEnded ? { canaryEnded } : {}) };
  });
}
