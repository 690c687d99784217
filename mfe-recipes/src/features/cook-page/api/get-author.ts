import { useQuery } from '@tanstack/react-query';
import { apiErrorStatus, http } from '@forkful/contracts';
import { COOK_API_PATHS, type AuthorProfile } from '@forkful/contracts/core';
import { recipeQueryKeys } from '@forkful/contracts/query';

/** GET /authors/{uid}; an unknown cook (404) is null, which the page shows as "Cook not found". */
export async function getAuthor(uid: string): Promise<AuthorProfile | null> {
  try {
    return (await http.get<AuthorProfile>(COOK_API_PATHS.author(uid))).data;
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function useAuthor(uid: string) {
  return useQuery({ queryKey: recipeQueryKeys.author(uid), queryFn: () => getAuthor(uid), enabled: Boolean(uid) });
}
