/**
 * Frozen `@forkful/contracts/core`. Remotes built before the split bundled it into their browser builds, but their
 * server bundles require it from the shell's server at render time (config/webpack.server.js keeps every
 * `@forkful/contracts/...` request outside the bundle), so it stays, with the names it had.
 */
import { API_PATHS } from '@forkful/domain';

export * from '@forkful/domain';
export * from '@forkful/topology';
export * from '@forkful/design-tokens';

/** The old name of the cook and saved-recipe paths (now part of API_PATHS). */
export const COOK_API_PATHS = {
  cooks: API_PATHS.cooks,
  cook: API_PATHS.cook,
  cookRecipes: API_PATHS.cookRecipes,
  savedRecipes: API_PATHS.savedRecipes,
  savedRecipe: API_PATHS.savedRecipe,
} as const;
