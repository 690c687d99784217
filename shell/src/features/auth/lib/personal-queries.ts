import type { QueryClient } from '@tanstack/react-query';
import { queryClient, sessionStore } from '@forkful/runtime';
import { recipeQueryKeys } from '@forkful/runtime/query';

/**
 * Drops the signed-in account's own data from the page's shared query cache, so nothing personal stays in memory after
 * sign-out: its recipes and statistics, and every query whose key holds its account id (how any remote keys an
 * account's own data, e.g. the planner's plan and list: one rule, no list of remotes here). Shared data (recipe lists,
 * details, top recipes) stays cached.
 */
export function clearPersonalQueries(client: QueryClient = queryClient, uid: string | undefined = sessionStore.getState().user?.uid): void {
  client.removeQueries({ queryKey: [...recipeQueryKeys.all, 'mine'] });
  client.removeQueries({ queryKey: [...recipeQueryKeys.all, 'stats'] });
  if (uid) client.removeQueries({ predicate: (query) => query.queryKey.includes(uid) });
}
