/**
 * The few service-worker globals sw.ts uses, typed here: the frontends compile with the DOM library, and adding the
 * WebWorker one to that program would clash with it.
 */
export interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: WorkerEvent & { data?: unknown }) => void): void;
  /** The precache manifest InjectManifest writes in at build time. */
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
