import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from './api-errors';

/**
 * The one data-layer configuration of every frontend (`@forkful/runtime/query`, bundled into each app). The
 * instance itself, `queryClient`, is exported by the shared `@forkful/runtime` entry, so the shell and every remote
 * use one client: identical requests are deduplicated and a write in one remote refreshes what another shows.
 */
export const QUERY_STALE_MS = 30_000;
const MAX_RETRIES = 2;

/** Retries network failures and 5xx answers; a 4xx will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Query keys of everything derived from recipes. Every key starts with 'recipes', so a write (like, add, edit,
 * delete) invalidates `recipeQueryKeys.all` and every list, detail, top list and statistic refetches when next shown.
 * Personal data is keyed by the account's uid, so one account never sees another's cached answers.
 */
export const recipeQueryKeys = {
  all: ['recipes'] as const,
  top: () => [...recipeQueryKeys.all, 'top'] as const,
  page: (query: object) => [...recipeQueryKeys.all, 'page', query] as const,
  detail: (id: string) => [...recipeQueryKeys.all, 'detail', id] as const,
  mine: (uid: string) => [...recipeQueryKeys.all, 'mine', uid] as const,
  stats: (uid: string) => [...recipeQueryKeys.all, 'stats', uid] as const,
  /** The caller's saved recipes (GET /saved-recipes), one page. */
  saved: (uid: string, query?: object) => [...recipeQueryKeys.all, 'saved', uid, ...(query ? [query] : [])] as const,
  /** Whether the caller saved one recipe (GET /saved-recipes/{id}). */
  savedStatus: (uid: string, recipeId: string) => [...recipeQueryKeys.all, 'saved-status', uid, recipeId] as const,
  /** A cook's public profile (GET /cooks/{uid}). */
  cook: (uid: string) => [...recipeQueryKeys.all, 'cook', uid] as const,
  /** A cook's recipes (GET /cooks/{uid}/recipes), page by page. */
  cookRecipes: (uid: string, query: object) => [...recipeQueryKeys.all, 'cook', uid, 'recipes', query] as const,
};

/**
 * getNextPageParam of a list read page by page (useInfiniteQuery), each page `{ recipes, total }` of `pageSize`: the next
 * 1-based page while fewer than `total` are shown, none once all are (or a page came back empty).
 */
export function nextPageParam(pageSize: number) {
  return (last: { recipes: unknown[]; total: number }, pages: unknown[]): number | undefined =>
    pages.length * pageSize < last.total && last.recipes.length > 0 ? pages.length + 1 : undefined;
}
