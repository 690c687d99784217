import { useQuery } from '@tanstack/react-query';
import { type CookProfile } from '@forkful/domain';
import { apiErrorStatus } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

/** GET /cooks/{uid}; an unknown cook (404) is null, which the page shows as "Cook not found". */
export async function getCook(uid: string): Promise<CookProfile | null> {
  try {
    return await api.cooks.get(uid);
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function useCook(uid: string) {
  return useQuery({ queryKey: recipeQueryKeys.cook(uid), queryFn: () => getCook(uid), enabled: Boolean(uid) });
}
