import type { RemoteRegistry, RuntimeConfig } from '@forkful/topology';
import { loadOfflineNotice } from '../components/offline-banner';

/** Runs `task` once the page has loaded and the browser is idle: nothing of it competes with the page's start. */
function afterLoadWhenIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Reading offline: once the page is interactive (after load, when idle), registers the service worker (its own chunk,
 * register-worker.ts) with the config and registry this page runs with, and fetches the offline notice's chunk.
 * Production builds only: the dev server has no worker, and drops one a production build left on its origin (it would
 * answer the dev server's pages from its caches).
 */
export function startOffline(config: RuntimeConfig, registry: RemoteRegistry): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()), () => undefined);
    return;
  }
  afterLoadWhenIdle(() => {
    void loadOfflineNotice().catch(() => undefined);
    void import(/* webpackChunkName: "offline-worker" */ './register-worker')
      .then((worker) => worker.registerWorker(config, registry))
      .catch((error: unknown) => console.warn('[forkful] reading offline is not available:', error));
  });
}
