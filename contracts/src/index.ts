/**
 * Frozen. `@forkful/contracts` was one package of everything until it was split by subject: `@forkful/domain`,
 * `@forkful/topology`, `@forkful/design-tokens` and the shared singleton `@forkful/runtime`. Remotes built before
 * the split import their session, HTTP client and query client from the shared `@forkful/contracts`, so the shell
 * keeps providing it: these names, re-exported from their new homes (the stores are runtime's own instances, so an
 * older remote and a newer one see one session). Never add a name; retire the package once no live remote was built
 * before the split (ARCHITECTURE.md, "Compatibility between the shell and remotes").
 */
export * from './core';
export * from '@forkful/runtime';
export { QUERY_STALE_MS, createQueryClient, nextPageParam, recipeQueryKeys } from './query';
export { recipesApi } from './legacy-calls';
