/**
 * What `npm run serve` does before it serves: publish each app's existing build (`<dir>/dist`) as its current version
 * when the store has none yet (a fresh clone), or when the current one was built before route ownership (a remote
 * without routes.json, a shell without shell-features.json), which the live product can no longer mount. No checks:
 * this is a local store being brought up to the checkout, in whatever order the apps come.
 */
import fs from 'fs';
import path from 'path';
import * as releases from './releases';
import { REPO_ROOT, frontendApps, type App } from './apps';
import { writeRegistry } from './registry';
import { gitInfo } from './git-info';
import type { VersionRecord } from './releases';
import type { DeploymentStore } from './stores/store';

/** Why an app needs its build published: nothing is current, or its current version predates route ownership. */
export type PublishReason = 'first' | 'upgrade';

/** Whether a version record was built before route ownership (nothing of it can be mounted by today's shell). */
export function builtBeforeRouteOwnership(app: App, record: VersionRecord): boolean {
  return app.isShell ? !((record.features?.routeModules ?? 0) >= 1) : record.routes === undefined;
}

/**
 * Why `app` needs its build published: 'first' (nothing current), 'upgrade' (its current version was built before
 * route ownership), or undefined (it is fine as it is).
 */
export async function publishReason(store: DeploymentStore, app: App): Promise<PublishReason | undefined> {
  const pointer = await releases.readPointer(store, app);
  const record = pointer && (await releases.readRecord(store, app, pointer.version));
  if (!record) return 'first';
  return builtBeforeRouteOwnership(app, record) ? 'upgrade' : undefined;
}

/** Publishes `<root>/<dir>/dist` of each app that needs it (see publishReason), then rewrites the registry. */
export async function publishFirstVersions({ store, apps = frontendApps(), root = REPO_ROOT, log = console.log }: {
  store: DeploymentStore;
  apps?: App[];
  root?: string;
  log?: (line: string) => void;
}): Promise<VersionRecord[]> {
  const published: VersionRecord[] = [];
  for (const app of apps) {
    if (!(await publishReason(store, app))) continue;
    const distDir = path.join(root, app.dir!, 'dist');
    if (!fs.existsSync(distDir)) throw new Error(`${app.dir}/dist is missing: build it before publishing.`);
    await store.withLock(async () => {
      const reason = await publishReason(store, app);
      if (!reason) return;
      const was = reason === 'upgrade' ? (await releases.readPointer(store, app))!.version : undefined;
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
