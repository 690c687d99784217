import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * Drops the signed-in account's own data (its recipes and statistics) from the page's shared query cache, so nothing
 * personal stays in memory after sign-out. Shared data (recipe lists, details, top recipes) stays cached.
 */
export function clearPersonalQueries(client: QueryClient = queryClient): void {
  client.removeQueries({ queryKey: [...recipeQueryKeys.all, 'mine'] });
  client.removeQueries({ queryKey: [...recipeQueryKeys.all, 'stats'] });
}
