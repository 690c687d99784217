import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { RumVital } from '@forkful/domain';
import type { RegistryRemote } from '@forkful/topology';
import { batchBodies } from './rum-batches';
import { MAX_EVENTS, RUM_PATH, RUM_VERSION } from './rum-limits';
import type { RumQueue, RumRecord } from './rum-record';
import { rumTimeline } from './rum-timeline';

/**
 * Real-user monitoring's lazily loaded part (after the page has loaded and the browser is idle, sampled sessions
 * only): reads what was noted so far and then each record as it comes (rum-timeline.ts), adds the Core Web Vitals,
 * and sends the events to POST /rum in batches with navigator.sendBeacon when the page is hidden or left, or as soon
 * as a batch is full. It takes the queue as an argument rather than importing it: its module stays in the first
 * chunk alone (a module two chunks share costs both a wrapper).
 */

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

export function startSender(rum: RumQueue, apiUrl: string, remotes: readonly Pick<RegistryRemote, 'name' | 'app' | 'version'>[]): void {
  const url = apiUrl.replace(/\/+$/, '') + RUM_PATH;
  const timeline = rumTimeline(remotes);
  let shellVersion = 'dev';
  // The shell's version is its deployment's pointer (its build cannot know the id the deploy gives it).
  if (process.env.NODE_ENV === 'production') {
    fetch('/current.json', { cache: 'no-store' })
      .then((response) => response.json())
      .then(({ version }: { version?: string }) => RUM_VERSION.test(version!) && (shellVersion = version!))
      .catch(() => undefined);
  }
  const flush = () => {
    try {
      for (const body of batchBodies(shellVersion, timeline.take(shellVersion))) sendBody(url, body);
    } catch {
      // Never a RUM failure in the page.
    }
  };
  // Whatever adds an event sends a full batch at once.
  const full = () => timeline.events.length < MAX_EVENTS || flush();
  const take = (what: RumRecord) => {
    try {
      timeline.add(what);
    } catch {
      // Never a RUM failure in the page (take runs in its effects and listeners).
    }
    full();
  };
  rum.records.splice(0).forEach(take);
  rum.take = take;
  // After web-vitals' own listeners (which report CLS and INP on the same events): visibilitychange bubbles to window.
  const vital = ({ name, value }: Metric) => {
    timeline.vital(name as RumVital, value);
    full();
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
