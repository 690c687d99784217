import type { Query, QueryClient } from '@tanstack/react-query';

/** Whether the page wants this query fetched (a disabled one waits for other data, or for a signed-in user). */
export function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** A query the page asked for while rendering and that nobody has fetched: idle, no data, and enabled. */
function waiting(query: Query, tried: Set<string>): boolean {
  if (tried.has(query.queryHash) || query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  return isEnabled(query);
}

/**
 * Fetches what the last render asked for (the pages' own queries, found in the client's cache after rendering, so a
 * remote's page needs no server-only code), until `deadline`. Returns false when there was nothing left to fetch.
 * A query that fails or is late stays pending: the page renders its loading state, and the browser fetches it.
 */
export async function fetchPageData(client: QueryClient, tried: Set<string>, deadline: number): Promise<boolean> {
  const queries = client.getQueryCache().getAll().filter((query) => waiting(query, tried));
  if (!queries.length) return false;
  for (const query of queries) tried.add(query.queryHash);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([Promise.allSettled(queries.map((query) => query.fetch())), late]);
  clearTimeout(timer);
  // A failed query renders as loading, as it does in the browser before its first answer, which fetches it again:
  // the HTML and the browser's first render agree.
  for (const query of queries) if (query.state.status === 'error') query.reset();
  return true;
}
