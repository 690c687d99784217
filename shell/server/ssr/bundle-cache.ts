/**
 * The loaded server bundles, one per `<app>@<version>`, each loaded once and kept while it is live (the current shell,
 * the registry's remotes) plus a few recent others (the version just replaced, a preview). A request never reads a
 * bundle file: it gets the kept module, or a rejection.
 *
 * Bundles are untrusted to work: one may be missing, throw at load, export something else, or never finish (its
 * exports a promise that hangs). A failed load is remembered and retried after `retryMs`, not on every request; a
 * remote's load that is not done within its deadline rejects that request and, while it is still pending, every later
 * one at once (no request waits twice for the same stuck load), until it settles or `retryMs` passes.
 * A synchronous top level that loops forever cannot be interrupted in-process; preloading at a deploy means such a
 * bundle is met once, by the preload, not by requests.
 */
import { loadBundle } from './bundle-module';
import type { ShellRenderInput } from './render';
import { SHELL_BUNDLE, REMOTE_BUNDLE, versionFile, isRecorded } from './store-paths';

/** The shell's server bundle (shell/src/server/render-page.tsx): renders one page; render.ts checks its answer. */
export interface ShellBundle {
  renderPage(input: ShellRenderInput): unknown;
}

/** A remote's server container: its page components by module name. */
export interface RemoteContainer {
  pages: Record<string, unknown>;
}

/** What each kind of bundle exports. */
export interface BundleExports {
  shell: ShellBundle;
  remote: RemoteContainer;
}
export type BundleKind = keyof BundleExports;

/** What each kind of bundle is and must export. */
const KINDS: Record<BundleKind, { file: string; check: (m: unknown) => string | undefined }> = {
  shell: { file: SHELL_BUNDLE, check: (m) => (m && typeof (m as ShellBundle).renderPage === 'function' ? undefined : 'it exports no renderPage function') },
  remote: { file: REMOTE_BUNDLE, check: (m) => (m && (m as RemoteContainer).pages && typeof (m as RemoteContainer).pages === 'object' ? undefined : 'it exports no pages object') },
};

export function reasonOf(error: unknown): string {
  return String((error && (error as { message?: unknown }).message) || error).split('\n')[0].slice(0, 200);
}

/** One bundle's load, kept under `app@version`. */
interface Entry {
  key: string;
  state: 'pending' | 'ready' | 'failed';
  /** When it was last used, in uses of the cache (for eviction). */
  lastUsed: number;
  promise: Promise<unknown>;
  value?: unknown;
  error?: unknown;
  /** When a failed or stuck load may be tried again. */
  retryAt?: number;
  /** Did not load within a request's time: later requests do not wait for it. */
  stuck?: boolean;
}

export interface BundleCacheOptions {
  storeDir: string;
  /** How long a failed (or stuck) load is remembered before a new attempt. */
  retryMs?: number;
  /** Versions kept beyond the live ones. */
  keepExtra?: number;
  log?: (line: string) => void;
  load?: typeof loadBundle;
}

/** A bundle to load ahead of requests. */
export interface BundleToLoad {
  kind: BundleKind;
  app: string;
  version: string;
}

export class BundleCache {
  readonly storeDir: string;
  readonly retryMs: number;
  readonly keepExtra: number;
  readonly log: (line: string) => void;
  readonly loadFile: typeof loadBundle;
  readonly entries = new Map<string, Entry>();
  live = new Set<string>();
  readonly reported = new Set<string>();
  // The order of use, for eviction: a count, not the clock (many uses fall in one millisecond on a busy origin).
  uses = 0;

  constructor({ storeDir, retryMs = 30000, keepExtra = 4, log = (line) => console.warn(line), load = loadBundle }: BundleCacheOptions) {
    this.storeDir = storeDir;
    this.retryMs = retryMs;
    this.keepExtra = keepExtra;
    this.log = log;
    this.loadFile = load;
  }

  /** The bundles to keep whatever their use: `app@version` keys. */
  setLive(keys: Iterable<string>): void {
    this.live = new Set(keys);
    this.evict();
  }

  /** The kept (or starting) load of one bundle; undefined for names that are not an app and version. */
  entry(kind: BundleKind, app: string, version: string): Entry | undefined {
    const key = `${app}@${version}`;
    let entry = this.entries.get(key);
    const now = Date.now();
    const expired = entry && entry.state !== 'ready' && entry.retryAt !== undefined && now >= entry.retryAt;
    if (!entry || expired) {
      let file;
      try {
        file = versionFile(this.storeDir, app, version, KINDS[kind].file);
      } catch {
        return undefined;
      }
      entry = this.start(kind, key, app, version, file);
    }
    entry.lastUsed = ++this.uses;
    return entry;
  }

  start(kind: BundleKind, key: string, app: string, version: string, file: string): Entry {
    const lastUsed = ++this.uses;
    const promise = (async () => {
      if (!(await isRecorded(this.storeDir, app, version))) throw new Error('no such version in the store');
      // A bundle may export a promise of its exports (an async module); it is part of the load.
      const exports = await this.loadFile(file);
      const problem = KINDS[kind].check(exports);
      if (problem) throw new Error(problem);
      return exports;
    })();
    const entry: Entry = { key, state: 'pending', lastUsed, promise };
    entry.promise.then((value) => {
      Object.assign(entry, { state: 'ready', value, retryAt: undefined });
      if (this.reported.delete(key)) this.log(`[ssr] ${key}: its server bundle loads now`);
    }, (error: unknown) => {
      Object.assign(entry, { state: 'failed', error, retryAt: Date.now() + this.retryMs });
      // Once per version: a bundle that stays broken does not fill the log at every retry.
      if (!this.reported.has(key)) {
        this.reported.add(key);
        this.log(`[ssr] ${key}: its server bundle cannot be used (${reasonOf(error)}); rendered in the browser, tried again in ${Math.round(this.retryMs / 1000)} s`);
      }
    });
    this.entries.set(key, entry);
    this.evict();
    return entry;
  }

  /** The bundle's exports, however long its first load takes (the shell's bundle; preloads). */
  load<K extends BundleKind>(kind: K, app: string, version: string): Promise<BundleExports[K]> {
    const entry = this.entry(kind, app, version);
    if (!entry) return Promise.reject(new Error(`${String(app).slice(0, 30)}@${String(version).slice(0, 60)} is not a stored version`));
    return (entry.state === 'ready' ? Promise.resolve(entry.value) : entry.promise) as Promise<BundleExports[K]>;
  }

  /** The bundle's exports if they are there within `ms` (a remote's container, for one request). */
  loadWithin<K extends BundleKind>(kind: K, app: string, version: string, ms: number): Promise<BundleExports[K]> {
    const entry = this.entry(kind, app, version);
    if (!entry) return this.load(kind, app, version);
    if (entry.state === 'ready') return Promise.resolve(entry.value as BundleExports[K]);
    if (entry.state === 'failed') return Promise.reject(entry.error);
    if (entry.stuck) return Promise.reject(new Error(`${entry.key} is still loading`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // Stuck: later requests do not wait for it; a new attempt after retryMs if it never settles.
        Object.assign(entry, { stuck: true, retryAt: Date.now() + this.retryMs });
        reject(new Error(`${entry.key} did not load within ${ms} ms`));
      }, ms);
      entry.promise.then((value) => {
        clearTimeout(timer);
        resolve(value as BundleExports[K]);
      }, (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** Starts loading these bundles now (a deploy was seen), so the first request after it finds them ready. */
  preload(list: Iterable<BundleToLoad>): void {
    for (const { kind, app, version } of list) this.load(kind, app, version).catch(() => {});
  }

  /** Keeps the live bundles and the `keepExtra` most recently used others. */
  evict(): void {
    const others = [...this.entries.values()].filter((e) => !this.live.has(e.key)).sort((a, b) => b.lastUsed - a.lastUsed);
    for (const entry of others.slice(this.keepExtra)) this.entries.delete(entry.key);
  }
}
