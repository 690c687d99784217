/**
 * Real-user monitoring: what the shell sends to `POST /rum` (a batch of events from one browser, sent with
 * navigator.sendBeacon when the page is hidden) and what `GET /rum/summary` answers for one app's version.
 * Nothing personal: no email, no uid, no free text beyond an error's message and the first lines of its stack.
 * Every event names the app and version it is about: for a page view, its vitals, its errors and its failed API
 * calls, the app that owned the page (`shell` for the shell's own pages); for a failed remote load, the remote.
 */

/** The app name of the shell's own pages (login, register, ...) in RUM events. */
export const RUM_SHELL_APP = 'shell';

export const RUM_LIMITS = {
  /** The largest body POST /rum accepts, in bytes (413 past it). */
  maxBodyBytes: 16 * 1024,
  maxEventsPerBatch: 50,
  /** A page view id: random, made by the browser, 8 to 32 of [A-Za-z0-9_-]. */
  maxViewIdChars: 32,
  /** The route pattern that owned the page, e.g. `/recipes/:id` (never the path with its ids). */
  maxRouteChars: 200,
  maxMessageChars: 300,
  maxStackLines: 5,
  maxStackChars: 1000,
  /** How long raw events are kept (a TTL index); the per-minute aggregates stay. */
  rawEventDays: 7,
} as const;

export const RUM_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** Which app and version an event is about: a short app name (`public`, `recipes`, `shell`) and a version id (or `dev`). */
export interface RumTag {
  app: string;
  version: string;
}

export type RumEvent =
  /** A page view began: one per document load and per in-app navigation. */
  | (RumTag & { kind: 'view'; view: string; route: string })
  /** A Core Web Vital of the view, its final value (LCP, INP in ms; CLS unitless). */
  | (RumTag & { kind: 'vital'; view: string; name: RumVital; value: number })
  /** An uncaught error or unhandled rejection during the view; `first` on the view's first one (error rate = views with one). */
  | (RumTag & { kind: 'error'; view: string; source: 'error' | 'rejection'; message: string; stack?: string; first: boolean })
  /** A remote (app, version) that failed to load or did not load in time, during the view. */
  | (RumTag & { kind: 'remote-failure'; view: string; reason: 'load' | 'timeout' })
  /** An API answer of 5xx (status) or a network failure (status 0) during the view. */
  | (RumTag & { kind: 'api-failure'; view: string; status: number });

export type RumEventKind = RumEvent['kind'];

/** The body of POST /rum (204 when accepted). */
export interface RumBatch {
  /** The shell's version (`dev` under a dev server). */
  shellVersion: string;
  events: RumEvent[];
}

/** One app version's health over a time window. Rates and percentiles are null without page views (or values). */
export interface RumHealth {
  pageViews: number;
  /** Page views with at least one error. */
  erroredViews: number;
  /** erroredViews / pageViews. */
  errorRate: number | null;
  errors: number;
  failedRemoteLoads: number;
  apiFailures: number;
  /** 75th percentile, in ms (LCP, INP) or unitless (CLS). */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** GET /rum/summary?app=&version=[&since=ISO]: the version's health over the last hour and since it went live. */
export interface RumSummary {
  app: string;
  version: string;
  /** The start of `sinceLive`: the `since` asked, else the version's first recorded minute (null: no data). */
  since: string | null;
  lastHour: RumHealth;
  sinceLive: RumHealth;
}
