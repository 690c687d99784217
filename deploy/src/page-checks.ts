/**
 * The candidate's pages rendered in the live shell before a switch (deploy, rollback, promote, a canary's start): on
 * the server, then in headless Chromium. Apart from going-live.ts because the render checks start origin servers
 * (origin-server.ts), and the origin server runs the canary analysis, which switches through going-live.ts.
 */
import type { RemoteRoutes } from '@forkful/topology';
import type { App } from './apps';
import { refuseIf } from './going-live';
import { renderCheck } from './render-check';
// [server render check] the candidate's server container, and its pages rendered by the live shell's server bundle.
import { serverRenderCheck } from './server-render-check';
import type { DeploymentStore } from './stores/store';

export type Log = (line: string) => void;

export async function timed<T>(log: Log, label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  log(`${label}...`);
  const result = await fn();
  log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Renders each page of the candidate in the live shell: on the server first (server-render-check.ts: its server
 * container must be there and render every page; a second or two), then in headless Chromium (render-check.ts);
 * folder stores only. `version`: the candidate's id when it is an existing version (promote, rollback, a canary).
 * `routes`: its route module, valid by now (problemsGoingLive parsed it before).
 */
export async function refuseIfPagesFail({ store, app, dir, routes, version, log, what }: {
  store: DeploymentStore; app: App; dir: string; routes: unknown; version?: string; log: Log; what: string;
}): Promise<void> {
  if (app.isShell || store.kind !== 'folder') return;
  const storeDir = store.root!;
  const pages = routes as RemoteRoutes;
  // [server render check]
  refuseIf(await timed(log, "render each page on the server (the live shell's server bundle)", () => serverRenderCheck({ storeDir, app, dir, routes: pages, version, log })), what);
  refuseIf(await timed(log, 'render each page in the live shell (headless Chromium)', () => renderCheck({ storeDir, app, dir, routes: pages })), what);
}

