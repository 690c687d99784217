import type { Collection, CollectionRecipe, CollectionSummary } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { TEST_USER } from '../../../testing/render';

export function collectionRecipe(id: string, title: string): CollectionRecipe {
  return { _id: id, title, image: `https://images.example.com/${id}.jpg`, cuisineType: 'Italian', prepTime: 20, authorName: TEST_USER.displayName, authorUid: TEST_USER.uid };
}

/** A collection of TEST_USER's with `recipes`; its summary's count and cover follow them, as the API's do. */
export function collectionFixture(overrides: Partial<Collection> = {}): Collection {
  const recipes = overrides.recipes ?? [];
  return {
    _id: 'c1',
    title: 'Weeknights',
    visibility: 'private',
    ownerUid: TEST_USER.uid,
    ownerName: TEST_USER.displayName,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
    recipes,
    recipeCount: recipes.length,
    coverImage: recipes[0]?.image,
  };
}

const summaryOf = ({ recipes, ...summary }: Collection): CollectionSummary => ({ ...summary, recipeCount: recipes.length, coverImage: recipes[0]?.image });

/**
 * api.collections as a small in-memory server: each write changes what `mine` and `get` answer next, so the refetch
 * after a write shows it. A test can still override one call (e.g. `reorder.mockRejectedValueOnce`).
 */
export function serveCollections(initial: Collection[]) {
  let stored = [...initial];
  const find = (id: string) => {
    const found = stored.find((collection) => collection._id === id);
    if (!found) throw new Error(`no collection ${id}`);
    return found;
  };
  const replace = (next: Collection) => (stored = stored.map((collection) => (collection._id === next._id ? next : collection)));
  return {
    stored: () => stored,
    mine: jest.spyOn(api.collections, 'mine').mockImplementation(async () => stored.map(summaryOf)),
    get: jest.spyOn(api.collections, 'get').mockImplementation(async (id) => find(id)),
    create: jest.spyOn(api.collections, 'create').mockImplementation(async (input) => {
      const created = collectionFixture({ _id: `c${stored.length + 1}`, ...input, visibility: input.visibility ?? 'private' });
      stored = [created, ...stored];
      return created;
    }),
    change: jest.spyOn(api.collections, 'change').mockImplementation(async (id, change) => {
      const next: Collection = { ...find(id), ...change };
      if (!next.description) delete next.description; // an empty description removes it
      replace(next);
      return summaryOf(next);
    }),
    remove: jest.spyOn(api.collections, 'remove').mockImplementation(async (id) => {
      stored = stored.filter((collection) => collection._id !== id);
    }),
    removeRecipe: jest.spyOn(api.collections, 'removeRecipe').mockImplementation(async (id, recipeId) => {
      const collection = find(id);
      replace({ ...collection, recipes: collection.recipes.filter((recipe) => recipe._id !== recipeId) });
    }),
    reorder: jest.spyOn(api.collections, 'reorder').mockImplementation(async (id, recipeIds) => {
      const collection = find(id);
      const next = { ...collection, recipes: recipeIds.map((recipeId) => collection.recipes.find((recipe) => recipe._id === recipeId)!) };
      replace(next);
      return next;
    }),
  };
}
