import type { QueryCache, QueryClient } from '@tanstack/react-query';

type PlannedQuery = Parameters<QueryCache['build']>[1];

/**
 * The queries each URL's pages asked for last time, so the next request for it fetches them before its first render
 * instead of rendering once only to find them out. The plans hold the pages' own query options (their query
 * functions), never data. A plan out of date costs one fetch too many, or a render that finds and fetches the rest.
 */
const MAX_PLANS = 1_000;
const plans = new Map<string, PlannedQuery[]>();

/** Puts the plan's queries into the request's client, unfetched; fetchPageData then fetches them. */
export function seedQueryPlan(url: string, client: QueryClient): void {
  const plan = plans.get(url);
  if (!plan) return;
  const cache = client.getQueryCache();
  for (const options of plan) cache.build(client, options);
}

/** Remembers what this request's last render asked for (`used`: query hashes) and got. */
export function rememberQueryPlan(url: string, client: QueryClient, used: ReadonlySet<string>): void {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((query) => used.has(query.queryHash) && query.state.status === 'success')
    .map((query) => query.options as PlannedQuery);
  plans.delete(url);
  if (!asked.length) return;
  plans.set(url, asked);
  if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value as string);
}
