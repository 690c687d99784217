/**
 * Frozen. `@forkful/contracts` was one package of everything until it was split by subject: `@forkful/domain`,
 * `@forkful/topology`, `@forkful/design-tokens` and the shared singleton `@forkful/runtime`. Remotes built before
 * the split import their session, HTTP client and query client from the shared `@forkful/contracts`, so the shell
 * keeps providing it: these names, re-exported from their new homes (the stores are runtime's own instances, so an
 * older remote and a newer one see one session). Never add a name; retire the package once no live remote was built
 * before the split (ARCHITECTURE.md, "Compatibility between the shell and remotes").
 */
import { API_PATHS, createApiClient } from '@forkful/domain';
import { http } from '@forkful/runtime';

export * from '@forkful/domain';
export * from '@forkful/topology';
export * from '@forkful/design-tokens';
export * from '@forkful/runtime';
export { QUERY_STALE_MS, createQueryClient, nextPageParam, recipeQueryKeys } from '@forkful/runtime/query';

/** The old name of the cook and saved-recipe paths (now part of API_PATHS). */
export const COOK_API_PATHS = {
  cooks: API_PATHS.cooks,
  cook: API_PATHS.cook,
  cookRecipes: API_PATHS.cookRecipes,
  savedRecipes: API_PATHS.savedRecipes,
  savedRecipe: API_PATHS.savedRecipe,
} as const;

/** The old recipe calls, on the shared HTTP client. */
export const recipesApi = createApiClient(http).recipes;
