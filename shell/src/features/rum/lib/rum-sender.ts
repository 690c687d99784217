import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { API_PATHS, RUM_LIMITS, type RumVital } from '@forkful/domain';
import { batchBodies } from './rum-batches';
import { addEvent, rum, takeEvents } from './rum-state';

/**
 * Real-user monitoring's lazily loaded part (after the page has loaded and the browser is idle, sampled sessions
 * only): the Core Web Vitals, and sending the queue to POST /rum in batches with navigator.sendBeacon when the page is
 * hidden or left, or as soon as a batch is full.
 */

/** What POST /rum takes as a version: a version id, or `dev`. */
const VERSION = /^(dev|\d{8}T\d{9}Z-[0-9a-z]{1,40})$/;

/** A beacon (no CORS preflight: a text/plain body), or a keepalive fetch where there is none or it was refused. */
export function sendBody(url: string, body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  let sent = false;
  try {
    sent = navigator.sendBeacon(url, blob);
  } catch {
    // No sendBeacon: fetch below.
  }
  if (!sent) fetch(url, { method: 'POST', body: blob, keepalive: true }).catch(() => undefined);
}

export function startSender(apiUrl: string): void {
  const url = apiUrl.replace(/\/+$/, '') + API_PATHS.rum;
  // The shell's version is its deployment's pointer (its build cannot know the id the deploy gives it).
  let shellVersion = 'dev';
  if (process.env.NODE_ENV === 'production') {
    fetch('/current.json', { cache: 'no-store' })
      .then((response) => response.json())
      .then(({ version }: { version?: unknown }) => {
        if (typeof version === 'string' && VERSION.test(version)) shellVersion = version;
      })
      .catch(() => undefined);
  }
  const flush = () => {
    try {
      // An event the API would refuse (a version it cannot take) would cost its whole batch.
      const events = takeEvents(shellVersion).filter(({ version }) => VERSION.test(version));
      for (const body of batchBodies(shellVersion, events)) sendBody(url, body);
    } catch {
      // Never a RUM failure in the page.
    }
  };
  rum.added = () => {
    if (rum.events.length >= RUM_LIMITS.maxEventsPerBatch) flush();
  };
  // After web-vitals' own listeners (which report CLS and INP on the same events): visibilitychange bubbles to window.
  const vital = ({ name, value }: Metric) => addEvent({ kind: 'vital', name: name as RumVital, value: Math.round(value * 1e4) / 1e4 }, rum.doc);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  rum.added();
}
