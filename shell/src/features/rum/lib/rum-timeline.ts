import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RumEvent, RumTag, RumVital } from '@forkful/domain';
import type { RumRecord } from './rum-record';
import { MAX_MESSAGE, MAX_ROUTE, MAX_STACK, MAX_STACK_LINES, RUM_VERSION, SHELL_APP } from './rum-limits';

/**
 * The sender's reading of the records (rum-record.ts): page views with their ids and owners, and what happened
 * during each, trimmed and scrubbed as the API takes it. Part of the lazily loaded sender.
 */

/** An event's own fields; its view and tag are added when it is taken (the document's first view's owner comes late). */
type RumFacts = RumEvent extends infer E ? (E extends RumEvent ? Omit<E, keyof RumTag | 'view'> : never) : never;

/** A page view: its random id, the app and version that own it (version `''`: the shell's), what counts once per view. */
interface RumView extends RumTag {
  view: string;
  /** Its pathname (never sent); none: the document's first view, before the router's first. */
  path?: string;
  errors: number;
  /** The remotes whose failure to load was reported in this view (a preload and the page's own load fail alike). */
  failed: string[];
}

/** A listed remote: its federation name, app and version. */
type RumRemote = RumTag & { name: string };

const newView = (): RumView => ({
  app: SHELL_APP,
  version: '',
  // 9 to 19 of [0-9a-z]: random, then the time.
  view: Math.random().toString(36).slice(2) + Date.now().toString(36),
  errors: 0,
  failed: [],
});

/** Personal data kept out of free text: email addresses, and query strings (search terms, tokens; a stack line's :line:column stays). */
const clean = (text: string, max: number) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]').replace(/\?[^\s):]*/g, '').slice(0, max);

/**
 * The route pattern of the matched routes (`/recipes/:id`, `/*` for the catch-all), never the path and its ids: their
 * paths joined (a remote's pages have absolute paths below the layout's `/`; a layout's children relative ones).
 */
const patternOf = (matches: readonly { route: RouteObject }[]) =>
  `/${matches.map(({ route }) => route.path).filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/[^\w/:*.~-]/g, '').slice(0, MAX_ROUTE);

/**
 * The events of this page. A remote's page belongs to the listed remote that declares it (RemoteRoutePage's `owner`,
 * on the matched route's element), any other page to the shell; a failed load to the remote that failed.
 */
export function rumTimeline(remotes: readonly RumRemote[]) {
  let view = newView();
  /** The document's first view: web-vitals measures the document load, so its vitals are that view's. */
  const doc = view;
  const events: [RumFacts, RumView, RumTag?][] = [];
  /** Errors already reported as a remote's failure to load, not again as an error of the page that wanted it. */
  const loadFailures = new WeakSet<object>();
  const remote = (name?: string) => remotes.find((listed) => listed.name === name);
  const add = (facts: RumFacts, tag?: RumTag, at = view) => events.push([facts, at, tag]);

  return {
    events,
    add(what: RumRecord): void {
      if (what.kind === 'view') {
        // A re-render or StrictMode's second effect: the same view.
        if (what.path === view.path) return;
        if (view.path !== undefined) view = newView();
        const matches = matchRoutes(what.routes, what.path) ?? [];
        const owner = remote((matches.at(-1)?.route.element as ReactElement<{ owner?: string }> | undefined)?.props.owner);
        Object.assign(view, owner, { path: what.path });
        add({ kind: 'view', route: patternOf(matches) });
      } else if (what.kind === 'error') {
        if (loadFailures.has(what.error as object)) return;
        const { message, stack } = (what.error ?? {}) as { message?: unknown; stack?: unknown };
        add({
          kind: 'error',
          source: what.source,
          message: clean(String(message ?? what.message ?? what.error), MAX_MESSAGE),
          stack: typeof stack === 'string' ? clean(stack.split('\n', MAX_STACK_LINES).join('\n'), MAX_STACK) : undefined,
          first: !view.errors++,
        });
      } else if (what.kind === 'remote-failure') {
        // About the failed remote's app and version, not the page's; once per view.
        if (what.error instanceof Object) loadFailures.add(what.error);
        const tag = remote(what.remote);
        if (!tag || view.failed.includes(what.remote)) return;
        view.failed.push(what.remote);
        add({ kind: 'remote-failure', reason: what.reason }, tag);
      } else add({ kind: 'api-failure', status: what.status });
    },
    vital(name: RumVital, value: number): void {
      add({ kind: 'vital', name, value: Math.round(value * 1e4) / 1e4 }, undefined, doc);
    },
    /**
     * Takes every waiting event as the API takes them (`shellVersion` for the shell's own), leaving out any whose
     * version the API would refuse (it would cost its whole batch).
     */
    take(shellVersion: string): RumEvent[] {
      return events
        .splice(0)
        .map(([facts, at, tag = at]) => ({ ...facts, view: at.view, app: tag.app, version: tag.version || shellVersion }) as RumEvent)
        .filter(({ version }) => RUM_VERSION.test(version));
    },
  };
}
