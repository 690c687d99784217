import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * The keys of a recipe's reviews, under `recipeQueryKeys.all` like everything derived from recipes (so a write that
 * invalidates every recipe query refreshes these too); the caller's own review is keyed by their uid.
 */
export const reviewQueryKeys = {
  all: (recipeId: string) => [...recipeQueryKeys.all, 'reviews', recipeId] as const,
  /** GET /recipes/{id}/reviews, page by page (the summary comes with each page). */
  pages: (recipeId: string) => [...reviewQueryKeys.all(recipeId), 'pages'] as const,
  /** GET /recipes/{id}/reviews/mine for the signed-in cook. */
  mine: (recipeId: string, uid: string) => [...reviewQueryKeys.all(recipeId), 'mine', uid] as const,
};

/**
 * After a review or reply changes: the reviews, the recipe's own ratingAverage and ratingCount (its detail query),
 * the lists (cards, the Top rated order) and the top list all refetch when next shown; all of them live under
 * `recipeQueryKeys.all`. `except` is a query the caller has just written itself, so it is not asked again.
 */
export function refreshAfterReviewChange(client: QueryClient, except?: QueryKey): Promise<void> {
  const skipped = except ? hashKey(except) : undefined;
  return client.invalidateQueries({ queryKey: recipeQueryKeys.all, predicate: (query) => query.queryHash !== skipped });
}
