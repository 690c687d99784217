import type { RouteObject } from 'react-router-dom';
import { onApiFailure } from '@forkful/runtime';
import type { RegistryRemote, RuntimeConfig } from '@forkful/topology';
import { sessionSampling } from './rum-sampling';

/**
 * Real-user monitoring's always-present part, in the shell's first chunk and so kept to a minimum: what happens is
 * only noted here, raw, in a bounded queue. The sender (rum-sender.ts, loaded once the page is idle, sampled sessions
 * only) does the rest: view ids and owners, `first` flags, trimming and scrubbing, batches. Nothing here throws into
 * the page, runs on the server or renders anything.
 */

/** One thing that happened, as it was seen. */
export type RumRecord =
  /** The router showed `path` (its route pattern and owner are read from `routes` later). */
  | { kind: 'view'; path: string; routes: RouteObject[] }
  /** An uncaught error, an unhandled rejection or an error a React boundary caught; `message`: the event's own. */
  | { kind: 'error'; source: 'error' | 'rejection'; error: unknown; message?: string }
  /** A remote (federation name) that did not load, and its error, which its area's boundary catches too. */
  | { kind: 'remote-failure'; remote: string; reason: 'load' | 'timeout'; error: unknown }
  | { kind: 'api-failure'; status: number };

/** The most records kept until the sender loads: past it they are dropped, uncounted. */
export const RUM_QUEUE_MAX = 200;

/** The records, and the sender's hook once it is loaded (it takes each record as it happens). */
export interface RumQueue {
  /** Whether records are kept: from watchErrors until the session turns out not to be sampled. */
  on: boolean;
  records: RumRecord[];
  take?: (record: RumRecord) => void;
}

export const rum: RumQueue = { on: false, records: [] };

export function record(what: RumRecord): void {
  if (!rum.on) return;
  if (rum.take) rum.take(what);
  else if (rum.records.length < RUM_QUEUE_MAX) rum.records.push(what);
}

/**
 * From the shell's first moment in the browser: uncaught errors and unhandled rejections are noted (unless this
 * session is already known not to be sampled) until startRum decides.
 */
export function watchErrors(): void {
  rum.on = sessionSampling() !== '0';
  if (!rum.on) return;
  addEventListener('error', (event) => record({ kind: 'error', source: 'error', error: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => record({ kind: 'error', source: 'rejection', error: event.reason }));
}

/**
 * Once the config and registry are read: a session not sampled stops here (and loads no more RUM code); a sampled
 * one also notes failed API calls and, after the page has loaded and the browser is idle, loads the sender with the
 * listed remotes (whose app and version tag their pages and their failures).
 */
export function startRum(config: Pick<RuntimeConfig, 'apiUrl' | 'rumSampleRate'>, remotes: readonly RegistryRemote[]): void {
  rum.on &&= sessionSampling(config.rumSampleRate ?? 1) === '1';
  if (!rum.on) {
    rum.records.length = 0;
    return;
  }
  onApiFailure(({ status }) => record({ kind: 'api-failure', status }));
  const load = () => import('./rum-sender').then((sender) => sender.startSender(rum, config.apiUrl, remotes)).catch(() => undefined);
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
