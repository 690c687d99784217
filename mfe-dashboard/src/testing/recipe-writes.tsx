import { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { createTestQueryClient } from './query-client';

/* Cached answers as several remotes leave them in the shared client, and one query that is not about recipes. */
const RECIPE_KEYS = [recipeQueryKeys.mine('cook-1'), recipeQueryKeys.stats('cook-1'), recipeQueryKeys.top(), recipeQueryKeys.detail('r1')];
const OTHER_KEY = ['session', 'profile'];

/**
 * Runs one recipe write hook (useCreateRecipe, useUpdateRecipe, useDeleteRecipe) with `variables` against a client
 * holding those answers; tells which of them the write invalidated, and the error it failed with, if any.
 */
export async function runRecipeWrite<V>(useWrite: () => UseMutationResult<unknown, Error, V>, variables: V) {
  const client = createTestQueryClient();
  for (const key of [...RECIPE_KEYS, OTHER_KEY]) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(useWrite, { wrapper });
  let error: unknown;
  await act(async () => {
    await result.current.mutateAsync(variables).catch((reason: unknown) => (error = reason));
  });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { recipeQueriesInvalidated: RECIPE_KEYS.map(invalidated), otherQueryInvalidated: invalidated(OTHER_KEY), error };
}
