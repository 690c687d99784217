/**
 * Starting a canary of a recorded version (`npm run promote -- <app> <version> --canary N`; a deploy with --canary
 * opens its own through canary-switch.ts). Apart from canary-switch.ts because it runs the render checks, which start
 * origin servers, and the origin server runs the canary analysis, which ends canaries through canary-switch.ts.
 */
import path from 'path';
import * as releases from '../releases';
import type { App } from '../apps';
import { DeployRefused, problemsGoingLive, refuseIf } from '../going-live';
import { refuseIfPagesFail } from '../page-checks';
import type { Pointer } from '../releases';
import type { DeploymentStore } from '../stores/store';
import { canaryOptionProblems, canaryStartProblems, openCanaryLocked, type CanaryOptions } from './canary-switch';

/**
 * Starts a canary of the app's recorded version `versionId` for `options.percent` % of new sessions, after the
 * checks of going live (against every live version of the other remotes) and the render checks. Refused for the
 * shell, an app with no current version, and while another canary of the app runs.
 */
export async function startCanary(store: DeploymentStore, app: App, versionId: string, options: CanaryOptions): Promise<Pointer> {
  const what = `A canary of ${app.name} ${versionId}`;
  refuseIf([...canaryOptionProblems(options), ...(app.isShell ? canaryStartProblems(app, undefined) : [])], what);
  return store.withLock(async () => {
    refuseIf(canaryStartProblems(app, await releases.readPointer(store, app), versionId), what);
    const record = await releases.readRecord(store, app, versionId);
    if (!record) throw new DeployRefused(`${what} refused: ${app.name} has no version ${versionId} (see \`npm run deployments -- ${app.name}\`).`);
    refuseIf(await problemsGoingLive(store, app, record, { version: versionId }), what);
    if (!options.skipRenderCheck) {
      await refuseIfPagesFail({
        store, app, dir: path.join(store.root || '', app.name, 'versions', versionId), routes: record.routes, version: versionId, log: options.log || (() => undefined), what,
      });
    }
    return openCanaryLocked(store, app, record, options);
  });
}

