/**
 * The shell's service worker (/sw.js, scope /), built with the shell by workbox-webpack-plugin's InjectManifest: each
 * shell version's own, with that version's files precached. Registered by features/offline once the page is idle, as
 * /sw.js?api=<the API's base URL from /config.json>. What goes where: request-kinds.ts; caches and limits:
 * strategies.ts, cache-limits.ts. A new version takes over at once (skipWaiting, clients.claim): its pages' files are
 * all content-hashed, and an older page's chunks not in the new precache still come from the network.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, DROP_PERSONAL_MESSAGE, PERSONAL_CACHES, isForkfulCache } from './cache-names';
import { apiBaseOf, requestKindOf, savedRecipeIdOf, type RequestKind, type WorkerScope } from './request-kinds';
import { isVersionedManifest, warmRemoteVersion } from './remote-warmup';
import { keepSavedRecipe } from './saved-recipes';
import { createStrategies } from './strategies';
import type { ServiceWorkerScope, WorkerEvent } from './worker-scope';

declare const self: ServiceWorkerScope;

/** The shell's index.html as built (precached): renders in the browser, for a page never opened while online. */
const APP_SHELL = '/index.html';

const scope: WorkerScope = { origin: self.location.origin, apiBase: apiBaseOf(self.location.search) };
const personal = { value: 0 };
const strategies = createStrategies({ personal, appShell: () => matchPrecache(APP_SHELL) });

async function dropPersonalCaches(): Promise<void> {
  personal.value += 1;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event: WorkerEvent) => {
  event.waitUntil(
    (async () => {
      // Caches of another layout (an older worker's names) go; the current ones stay.
      const current = new Set<string>(Object.values(CACHE_NAMES));
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isForkfulCache(name) && !current.has(name)).map((name) => caches.delete(name)));
      // The document's request starts while the worker starts (NetworkFirst takes the preloaded answer).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});
self.addEventListener('message', (event: WorkerEvent & { data?: unknown }) => {
  if (event.data === DROP_PERSONAL_MESSAGE) event.waitUntil(dropPersonalCaches());
});

cleanupOutdatedCaches();
// The shell's own files. Not '/' nor clean URLs: documents are the navigation strategy's (server-rendered pages).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const kindOf = (request: Request): RequestKind | undefined =>
  requestKindOf(
    { url: request.url, method: request.method, mode: request.mode, destination: request.destination, authorized: request.headers.has('Authorization') },
    scope,
  );

/** Remote versions kept whole during this worker's life (asking again would only find each file kept). */
const warmed = new Set<string>();

registerRoute(
  ({ request }) => {
    const kind = kindOf(request);
    return kind && kind !== 'saved-write' ? { kind } : false;
  },
  async ({ request, event, params }) => {
    const { kind } = params as { kind: Exclude<RequestKind, 'saved-write'> };
    const response = await strategies[kind].handle({ request, event });
    // A remote version the page loads: its pages' other files are fetched too, so all of it opens offline.
    if (kind === 'pointer' && response.ok && isVersionedManifest(request.url) && !warmed.has(request.url)) {
      warmed.add(request.url);
      event.waitUntil(warmRemoteVersion(response.clone(), request.url, strategies['remote-file'], event).catch(() => warmed.delete(request.url)));
    }
    return response;
  },
);

/** Saving a recipe: sent as it is; once the API says saved, the recipe is fetched for reading offline. */
for (const method of ['PUT', 'POST'] as const) {
  registerRoute(
    ({ request }) => kindOf(request) === 'saved-write',
    async ({ request, event }) => {
      const recipeId = savedRecipeIdOf({ url: request.url, method: request.method }, scope) as string;
      const authorization = request.headers.get('Authorization');
      const response = await fetch(request);
      if (response.ok) {
        event.waitUntil(keepSavedRecipe({ recipeId, apiBase: scope.apiBase, authorization, event, strategies }).catch(() => undefined));
      }
      return response;
    },
    method,
  );
}
