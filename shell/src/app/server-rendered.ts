import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * What the shell's server embedded in a page it rendered (shell/server/ssr puts it on `window.__forkfulSsr`): the
 * runtime config and registry it rendered with (also handed to runtime-config.ts as the answers of /config.json and
 * /remotes.json) and the data its pages fetched.
 */
export interface ServerRenderedState {
  queries: DehydratedState;
}

declare global {
  interface Window {
    __forkfulSsr?: unknown;
  }
}

export function serverRenderedState(): ServerRenderedState | undefined {
  const state = window.__forkfulSsr as Partial<ServerRenderedState> | undefined;
  const queries = state?.queries as Partial<DehydratedState> | undefined;
  return Array.isArray(queries?.queries) ? { queries: queries as DehydratedState } : undefined;
}

/**
 * How long the server's answers count as fresh in the browser. They are current (the server's cache of pages is
 * dropped when recipes change), and hydrating must not ask for the same data again, even for a query whose staleTime
 * is 0 (the all-recipes grid asks again whenever it is shown): dated this far ahead, none is stale while the page
 * hydrates; afterwards each query's own staleTime applies as usual.
 */
export const SERVER_ANSWERS_FRESH_MS = 10_000;

/** The server's answers into the page's query client (see SERVER_ANSWERS_FRESH_MS). */
export function adoptServerQueries(client: QueryClient, dehydrated: DehydratedState): void {
  const now = Date.now() + SERVER_ANSWERS_FRESH_MS;
  hydrate(client, {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}

/** React's message when the server left a Suspense boundary to the browser (a remote's area that fell back). */
const SERVER_FALLBACK = /#419|could not finish this Suspense boundary/;

/**
 * Errors React recovered from while hydrating. An area the server left to the browser is expected (its remote's
 * server container failed or was slow, and the server said so in its log): noted, not an error. Anything else is a
 * real mismatch between the server's HTML and the browser's first render, a bug to see in the console.
 */
export function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (SERVER_FALLBACK.test(message)) console.info('[forkful] an area the server did not render was rendered here');
  // Something threw while an area hydrated (its remote's code did not arrive, say): React renders that area afresh,
  // and its boundary reports a failure that persists. The HTML was right; nothing to report twice.
  else if (cause !== undefined) console.info('[forkful] an area was rendered again in the browser after:', cause);
  else console.error('[forkful] hydration:', error);
}
