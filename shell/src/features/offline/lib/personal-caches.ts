import { DROP_PERSONAL_MESSAGE, PERSONAL_CACHES } from '../../../service-worker/cache-names';

/**
 * At sign-out: the account's kept API answers go. The worker is told first (an answer still on its way is then not
 * kept), and the page deletes the caches itself too (a worker not running yet, or none).
 */
export async function dropPersonalCaches(
  cacheStorage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
  workers: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
): Promise<void> {
  try {
    const registration = workers ? await workers.getRegistration() : undefined;
    registration?.active?.postMessage(DROP_PERSONAL_MESSAGE);
    if (cacheStorage) await Promise.all(PERSONAL_CACHES.map((name) => cacheStorage.delete(name)));
  } catch (error) {
    console.warn('[forkful] the offline copies of this account could not be dropped:', error);
  }
}
