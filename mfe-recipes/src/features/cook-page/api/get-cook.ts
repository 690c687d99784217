import { useQuery } from '@tanstack/react-query';
import { apiErrorStatus, http } from '@forkful/contracts';
import { COOK_API_PATHS, type CookProfile } from '@forkful/contracts/core';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** GET /cooks/{uid}; an unknown cook (404) is null, which the page shows as "Cook not found". */
export async function getCook(uid: string): Promise<CookProfile | null> {
  try {
    return (await http.get<CookProfile>(COOK_API_PATHS.cook(uid))).data;
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function useCook(uid: string) {
  return useQuery({ queryKey: recipeQueryKeys.cook(uid), queryFn: () => getCook(uid), enabled: Boolean(uid) });
}
