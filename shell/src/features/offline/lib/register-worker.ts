import type { RemoteRegistry, RuntimeConfig } from '@forkful/topology';
import { CACHE_NAMES } from '../../../service-worker/cache-names';

/** The worker's script: the live shell version's /sw.js, told the API's base URL (which requests are the API's). */
export function workerUrl(apiUrl: string): string {
  return `/sw.js?api=${encodeURIComponent(apiUrl.replace(/\/+$/, ''))}`;
}

/**
 * The runtime files this page runs with, kept where the worker answers /config.json and /remotes.json from when
 * offline: a server-rendered page carries them and never asks, and a page rendered offline in the browser then finds
 * the remote versions whose files were loaded with them.
 */
export async function keepRuntimeFiles(config: RuntimeConfig, registry: RemoteRegistry, cacheStorage: CacheStorage = caches): Promise<void> {
  const cache = await cacheStorage.open(CACHE_NAMES.pointers);
  const headers = { 'Content-Type': 'application/json', Date: new Date().toUTCString() };
  await Promise.all([
    cache.put('/config.json', new Response(JSON.stringify(config), { headers })),
    cache.put('/remotes.json', new Response(JSON.stringify(registry), { headers })),
  ]);
}

/** Registers the service worker for the whole origin and keeps the runtime files for reading offline. */
export async function registerWorker(config: RuntimeConfig, registry: RemoteRegistry): Promise<void> {
  await navigator.serviceWorker.register(workerUrl(config.apiUrl), { scope: '/' });
  await keepRuntimeFiles(config, registry);
}
