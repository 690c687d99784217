/**
 * A byte cap for one cache (Workbox's ExpirationPlugin caps entries and age, not bytes). Each response is stored with
 * its size in a header; after each write, when the cache holds more than `maxBytes`, the entries written longest ago
 * go first (a cache lists its entries in the order they were written) until it fits.
 */
export const SIZE_HEADER = 'x-forkful-bytes';

export interface SizedEntry {
  url: string;
  bytes: number;
}

/** The entries to drop, oldest first, for `entries` (oldest first) to fit in `maxBytes`. */
export function entriesOverCap(entries: readonly SizedEntry[], maxBytes: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const drop: string[] = [];
  for (const entry of entries) {
    if (total <= maxBytes) break;
    drop.push(entry.url);
    total -= entry.bytes;
  }
  return drop;
}

/** The response with its size recorded (its body read once; an opaque one has no readable size and is not kept). */
export async function withSize(response: Response): Promise<Response | null> {
  if (response.type === 'opaque') return null;
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(SIZE_HEADER, String(body.size));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The size recorded on a kept response (0 when missing: such an entry is not counted). */
export function sizeOf(response: Response | undefined): number {
  const value = Number(response?.headers.get(SIZE_HEADER));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Drops the oldest entries of `cache` until it holds at most `maxBytes`. `known` remembers sizes read before (a URL's
 * size is read from its entry once per worker lifetime; a rewritten entry is forgotten by the plugin).
 */
export async function trimToBytes(cache: Cache, maxBytes: number, known = new Map<string, number>()): Promise<void> {
  const entries: SizedEntry[] = [];
  for (const request of await cache.keys()) {
    if (!known.has(request.url)) known.set(request.url, sizeOf(await cache.match(request, { ignoreVary: true })));
    entries.push({ url: request.url, bytes: known.get(request.url) as number });
  }
  for (const url of entriesOverCap(entries, maxBytes)) {
    await cache.delete(url, { ignoreVary: true });
    known.delete(url);
  }
}

/** The Workbox plugin: sizes recorded as responses are kept, the cache trimmed after each write. */
export function byteCapPlugin(maxBytes: number) {
  let trimming = Promise.resolve();
  const known = new Map<string, number>();
  return {
    cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? withSize(response) : null),
    cacheDidUpdate: async ({ cacheName, request }: { cacheName: string; request: Request }) => {
      known.delete(request.url);
      // One trim at a time: photos arriving together each see the others' writes.
      trimming = trimming.then(async () => trimToBytes(await caches.open(cacheName), maxBytes, known)).catch(() => undefined);
      await trimming;
    },
  };
}
