import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * The keys of collections, under `recipeQueryKeys.all` like everything derived from recipes: a collection shows its
 * recipes' titles and photos, so a recipe write (which invalidates every recipe query) refreshes these too.
 */
export const collectionQueryKeys = {
  all: [...recipeQueryKeys.all, 'collections'] as const,
  /** GET /collections: the cook's own, keyed by uid so one account never sees another's. */
  mine: (uid: string) => [...collectionQueryKeys.all, 'mine', uid] as const,
  /** GET /collections/{id}: one collection with its recipes in order. */
  detail: (id: string) => [...collectionQueryKeys.all, 'detail', id] as const,
};
