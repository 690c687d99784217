/**
 * The service worker's caches by name, shared with the page (sign-out drops the personal ones; the page keeps its
 * runtime files in the pointers cache). Versioned by a suffix: a worker with another layout starts afresh.
 */
const VERSION = 'v1';

export const CACHE_NAMES = {
  pages: `forkful-pages-${VERSION}`,
  pointers: `forkful-pointers-${VERSION}`,
  remoteFiles: `forkful-remote-files-${VERSION}`,
  fonts: `forkful-fonts-${VERSION}`,
  images: `forkful-images-${VERSION}`,
  public: `forkful-public-${VERSION}`,
  personal: `forkful-personal-${VERSION}`,
} as const;

/** What an account's session leaves: dropped at sign-out (the page and the worker both drop them). */
export const PERSONAL_CACHES: readonly string[] = [CACHE_NAMES.personal];

/** Ours, of any layout version (the worker drops those of other versions when it activates). */
export const isForkfulCache = (name: string): boolean => /^forkful-[a-z-]+-v\d+$/.test(name);

/** The message the page posts to the worker at sign-out. */
export const DROP_PERSONAL_MESSAGE = 'forkful:drop-personal-caches';
