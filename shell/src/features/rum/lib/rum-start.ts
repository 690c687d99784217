import { matchRoutes, type RouteObject } from 'react-router-dom';
import { onApiFailure } from '@forkful/runtime';
import type { RegistryRemote, RuntimeConfig } from '@forkful/topology';
import { addError, addEvent, rum, startView } from './rum-state';
import { sessionOptedOut, sessionSampled } from './rum-sampling';
import { ownerOf, patternOf } from './view-owner';

/** The mounted remotes, whose claims say who owns a page. */
let owners: readonly Pick<RegistryRemote, 'app' | 'version' | 'routes'>[] = [];

/** An error a React error boundary caught (a page that threw): the page did not work, though nothing was uncaught. */
export function reportCaughtError(error: unknown): void {
  addError('error', error);
}

/**
 * From the shell's first moment in the browser: uncaught errors and unhandled rejections are kept (unless this
 * session is already known not to be sampled) until startRum decides.
 */
export function watchErrors(): void {
  rum.on = !sessionOptedOut();
  if (!rum.on) return;
  addEventListener('error', (event) => addError('error', event.error, event.message));
  addEventListener('unhandledrejection', (event) => addError('rejection', event.reason));
}

/** A view of the page at `pathname` begins (the router's location changed): its route pattern and owner from `routes`. */
export function viewAt(pathname: string, routes: RouteObject[]): void {
  try {
    const pattern = patternOf(matchRoutes(routes, pathname));
    startView(pathname, pattern, ownerOf(pattern, owners));
  } catch {
    // Never a RUM failure in the page.
  }
}

/**
 * Once the config and registry are read: a session not sampled stops here (and loads no more RUM code); a sampled
 * one also counts failed API calls, and after the page has loaded and the browser is idle, loads the sender
 * (web-vitals, batches, beacons), the one request RUM makes.
 */
export function startRum(config: Pick<RuntimeConfig, 'apiUrl' | 'rumSampleRate'>, listed: readonly RegistryRemote[], mounted: readonly RegistryRemote[]): void {
  try {
    rum.on &&= sessionSampled(config.rumSampleRate);
    if (!rum.on) {
      rum.events.length = 0;
      return;
    }
    for (const { name, app, version } of listed) rum.remotes.set(name, { app, version });
    owners = mounted;
    onApiFailure(({ status }) => addEvent({ kind: 'api-failure', status }));
    const load = () => import('./rum-sender').then((sender) => sender.startSender(config.apiUrl)).catch(() => undefined);
    // Safari has no requestIdleCallback.
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  } catch {
    // Never a RUM failure in the page.
  }
}
