import { RUM_LIMITS, RUM_SHELL_APP, type RumEvent, type RumTag } from '@forkful/domain';

/**
 * Real-user monitoring's always-present part (in the shell's first chunks, so kept small): what happened during the
 * page's views, kept in a bounded queue until the lazily loaded sender (rum-sender.ts) drains it. Nothing here
 * throws into the page, runs on the server or renders anything.
 */

/** An event's own fields; its view and tag are added when it is sent (a view's owner can be known only later). */
export type RumFacts = RumEvent extends infer E ? (E extends RumEvent ? Omit<E, keyof RumTag | 'view'> : never) : never;

/** A page view: its random id, the app and version that owned it, and what counts once per view. */
export interface RumView extends RumTag {
  view: string;
  /** Whether its view event was added: until then it is the document's first view, its owner not known yet. */
  started?: boolean;
  errors: number;
  /** The remotes whose failure to load was reported in this view (a preload and the page's own load fail alike). */
  failed: string[];
}

/** The most events kept in memory: past it they are dropped, uncounted. */
export const RUM_QUEUE_MAX = 200;

/** The shell's own pages; its version is filled in by the sender, which learns it (`''` until then). */
export const SHELL_TAG: RumTag = { app: RUM_SHELL_APP, version: '' };

const newView = (): RumView => ({
  ...SHELL_TAG,
  view: Math.random().toString(36).slice(2, 10).padEnd(8, '0') + Date.now().toString(36),
  errors: 0,
  failed: [],
});

const first = newView();

export const rum = {
  /** Whether events are kept: from watchErrors until the session turns out not to be sampled. */
  on: false,
  /** Each event with the view it happened in and, when not that view's owner, the app it is about. */
  events: [] as [RumFacts, RumView, RumTag?][],
  view: first,
  /** The document's first view: web-vitals measures the document load, so its vitals are that view's. */
  doc: first,
  /** The pathname of the current view (kept here only, never sent). */
  path: undefined as string | undefined,
  /** Federation name -> the listed remote's app and version, for its load failures. */
  remotes: new Map<string, RumTag>(),
  /** The sender's hook, called after each event added. */
  added: undefined as (() => void) | undefined,
};

export function addEvent(facts: RumFacts, view: RumView = rum.view, tag?: RumTag): void {
  if (!rum.on || rum.events.length >= RUM_QUEUE_MAX) return;
  rum.events.push([facts, view, tag]);
  rum.added?.();
}

/** Personal data kept out of free text: email addresses, and query strings (search terms, tokens; a stack line's :line:column stays). */
function clean(text: string, max: number): string {
  return text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]').replace(/\?[^\s):]*/g, '').slice(0, max);
}

/** Errors already reported as a remote's failure to load, not again as an error of the page that wanted it. */
const loadFailures = new WeakSet<object>();

/** An uncaught error, an unhandled rejection or an error a React boundary caught: its message and first stack lines. */
export function addError(source: 'error' | 'rejection', error: unknown, fallbackMessage?: string): void {
  try {
    if (loadFailures.has(error as object)) return;
    const { message, stack } = (error ?? {}) as { message?: unknown; stack?: unknown };
    const view = rum.view;
    addEvent({
      kind: 'error',
      source,
      message: clean(String(message ?? fallbackMessage ?? error), RUM_LIMITS.maxMessageChars),
      stack: typeof stack === 'string' ? clean(stack.split('\n', RUM_LIMITS.maxStackLines).join('\n'), RUM_LIMITS.maxStackChars) : undefined,
      first: rum.on && !view.errors++,
    });
  } catch {
    // Never a RUM failure in the page.
  }
}

/** A remote (federation name) that failed to load or timed out: about that remote's version, once per view. */
export function addRemoteFailure(name: string, reason: 'load' | 'timeout', error?: unknown): void {
  if (error instanceof Object) loadFailures.add(error);
  const tag = rum.remotes.get(name);
  const view = rum.view;
  if (!tag || view.failed.includes(name)) return;
  view.failed.push(name);
  addEvent({ kind: 'remote-failure', reason }, view, tag);
}

/** A view of `route` (a route pattern) owned by `owner` begins; the document's first one keeps its id. */
export function startView(pathname: string, route: string, owner: RumTag): void {
  if (!rum.on || pathname === rum.path) return;
  rum.path = pathname;
  const view = rum.view.started ? (rum.view = newView()) : rum.view;
  Object.assign(view, owner, { started: true });
  addEvent({ kind: 'view', route: route.replace(/[^\w/:*.~-]/g, '').slice(0, RUM_LIMITS.maxRouteChars) || '/' });
}

/** Takes every queued event, as the API takes them (`shellVersion` for the shell's own). */
export function takeEvents(shellVersion: string): RumEvent[] {
  return rum.events.splice(0).map(([facts, view, tag = view]) => ({ ...facts, view: view.view, app: tag.app, version: tag.version || shellVersion }) as RumEvent);
}
