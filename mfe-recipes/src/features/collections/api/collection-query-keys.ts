import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * The keys of collections, under `recipeQueryKeys.all` like everything derived from recipes (a collection shows its
 * recipes' cards, so a write that invalidates every recipe query refreshes these too). What depends on who asks is
 * keyed by their uid, so the shell drops it on sign-out.
 */
export const collectionQueryKeys = {
  all: [...recipeQueryKeys.all, 'collections'] as const,
  /** GET /collections?containing={recipeId}: the signed-in cook's collections, each saying whether it holds the recipe. */
  mine: (uid: string, recipeId: string) => [...collectionQueryKeys.all, 'mine', uid, recipeId] as const,
  /**
   * GET /collections/{id} as `viewerUid` sees it ('' for everyone: what the server renders). Its owner also sees it
   * when it is private or hidden, so their answer is kept apart from the public one.
   */
  detail: (id: string, viewerUid: string) => [...collectionQueryKeys.all, 'detail', id, viewerUid] as const,
};
