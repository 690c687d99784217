/** How much each cache keeps, and how long the network has before a kept copy answers instead. */
const DAY_S = 24 * 60 * 60;

/** A network-first read waits this long, then answers from the cache (the network's answer still updates it). */
export const NETWORK_TIMEOUT_S = 3;

export const CACHE_LIMITS = {
  /** Documents of pages visited: the last 60 within 30 days. */
  pages: { maxEntries: 60, maxAgeSeconds: 30 * DAY_S },
  /** Pointers of the versions loaded (remoteEntry.js, manifests of each remote version, the runtime files). */
  pointers: { maxEntries: 80, maxAgeSeconds: 30 * DAY_S },
  /** Remotes' versioned files: each version's pages whole (about 15 files a remote), a few versions of each. */
  remoteFiles: { maxEntries: 600, maxAgeSeconds: 30 * DAY_S },
  fonts: { maxEntries: 30, maxAgeSeconds: 365 * DAY_S },
  /** API reads: recipes opened or saved, lists and pages seen, in the last 30 days. */
  public: { maxEntries: 400, maxAgeSeconds: 30 * DAY_S },
  personal: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
  /** Photos: 30 days, and at most 50 MB together (byte-cap.ts), the oldest kept going first. */
  images: { maxAgeSeconds: 30 * DAY_S, maxBytes: 50 * 1024 * 1024 },
} as const;
