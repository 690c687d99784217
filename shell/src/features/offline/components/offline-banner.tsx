import { lazy, Suspense, type ComponentType } from 'react';
import { useOnline } from '../hooks/use-online';

/** The notice's chunk: asked for once the page is idle (start-offline.ts), so it is there when the network is not. */
export const loadOfflineNotice = () => import(/* webpackChunkName: "offline-notice" */ './offline-notice');

// A chunk that cannot arrive (offline before it was ever loaded, without a worker) leaves the page without the notice.
const OfflineNotice = lazy<ComponentType>(() => loadOfflineNotice().catch(() => ({ default: () => null })));

/**
 * Above the header on every page while the browser is offline: what the page shows comes from what this browser kept.
 * Nothing (no element) while online; the notice and its messages are their own chunk, out of the page's first load.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
