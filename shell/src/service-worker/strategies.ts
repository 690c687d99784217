/**
 * The Workbox strategy behind each kind of request (request-kinds.ts), with its cache, limits and fallbacks.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { byteCapPlugin } from './byte-cap';
import { CACHE_LIMITS, NETWORK_TIMEOUT_S } from './cache-limits';
import { CACHE_NAMES } from './cache-names';
import type { RequestKind } from './request-kinds';

type Plugin = NonNullable<NonNullable<ConstructorParameters<typeof CacheFirst>[0]>['plugins']>[number];
export type KindStrategy = NetworkFirst | CacheFirst;
/** The event a strategy's handle() takes with a request of ours (Workbox types it as ExtendableEvent). */
export type StrategyEvent = Extract<Parameters<KindStrategy['handle']>[0], { request: unknown; event: unknown }>['event'];

/** Kept copies match whatever Accept or Origin the API varied on: one copy per URL. */
const MATCH_ANY_VARIANT: CacheQueryOptions = { ignoreVary: true };

const keepOk = (statuses = [200]) => new CacheableResponsePlugin({ statuses });
const expire = ({ maxEntries, maxAgeSeconds }: { maxEntries?: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

/**
 * Script tags and images ask without CORS, and their answers would be opaque: no readable size, and counted by
 * browsers as several megabytes each against the quota. The remotes' origin and the API both answer CORS, so the
 * worker asks them in CORS mode (no credentials) and keeps a readable copy.
 */
const askWithCors: Plugin = {
  requestWillFetch: async ({ request }) => {
    if (request.mode !== 'no-cors') return request;
    const accept = request.headers.get('Accept');
    return new Request(request.url, { mode: 'cors', credentials: 'omit', headers: accept ? { Accept: accept } : {} });
  },
};

/** When the network and the request's own cache have nothing: the first answer of `fallbacks` that has one. */
function fallBackTo(...fallbacks: Array<(request: Request) => Promise<Response | undefined>>): Plugin {
  return {
    handlerDidError: async ({ request }) => {
      for (const fallback of fallbacks) {
        const response = await fallback(request).catch(() => undefined);
        if (response) return response;
      }
      return undefined;
    },
  };
}

const inCache = (name: string, options: CacheQueryOptions = MATCH_ANY_VARIANT) => async (request: Request) =>
  (await caches.open(name)).match(request, options);

/** The personal cache's generation: sign-out moves it on, and an answer asked for before then is not kept. */
export interface PersonalGeneration {
  value: number;
}

function keepOnlyThisSession(generation: PersonalGeneration): Plugin {
  return {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.generation = generation.value;
      return request;
    },
    cacheWillUpdate: async ({ response, state }) => (state && state.generation === generation.value ? response : null),
  };
}

export interface StrategyOptions {
  personal: PersonalGeneration;
  /** The app shell document (the precached index.html), for a page never visited while online. */
  appShell: () => Promise<Response | undefined>;
}

/** One strategy per kind that has one ('saved-write' is sw.ts's own handler). */
export function createStrategies({ personal, appShell }: StrategyOptions): Record<Exclude<RequestKind, 'saved-write'>, KindStrategy> {
  const networkFirst = (cacheName: string, plugins: Plugin[]) =>
    new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_TIMEOUT_S, matchOptions: MATCH_ANY_VARIANT, plugins });
  const cacheFirst = (cacheName: string, plugins: Plugin[]) => new CacheFirst({ cacheName, matchOptions: MATCH_ANY_VARIANT, plugins });
  return {
    navigation: networkFirst(CACHE_NAMES.pages, [keepOk(), expire(CACHE_LIMITS.pages), fallBackTo(appShell)]),
    pointer: networkFirst(CACHE_NAMES.pointers, [askWithCors, keepOk(), expire(CACHE_LIMITS.pointers)]),
    'remote-file': cacheFirst(CACHE_NAMES.remoteFiles, [askWithCors, keepOk(), expire(CACHE_LIMITS.remoteFiles)]),
    font: cacheFirst(CACHE_NAMES.fonts, [askWithCors, keepOk(), expire(CACHE_LIMITS.fonts)]),
    // A photo asked at another width (srcset) is still that photo: offline, any kept width answers.
    image: cacheFirst(CACHE_NAMES.images, [
      askWithCors,
      keepOk(),
      expire(CACHE_LIMITS.images),
      byteCapPlugin(CACHE_LIMITS.images.maxBytes),
      fallBackTo(inCache(CACHE_NAMES.images, { ignoreVary: true, ignoreSearch: true })),
    ]),
    'public-api': networkFirst(CACHE_NAMES.public, [keepOk(), expire(CACHE_LIMITS.public)]),
    // Signed in, public reads carry credentials too: offline, a recipe kept publicly (opened signed out, or saved)
    // still answers.
    'personal-api': networkFirst(CACHE_NAMES.personal, [
      keepOnlyThisSession(personal),
      keepOk(),
      expire(CACHE_LIMITS.personal),
      fallBackTo(inCache(CACHE_NAMES.public)),
    ]),
  };
}
