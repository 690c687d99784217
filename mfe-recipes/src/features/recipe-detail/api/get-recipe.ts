import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MESSAGES, type Recipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

/** GET /recipes/{id}; an empty answer is "not found" (null), which the page shows in place. */
async function getRecipe(id: string): Promise<Recipe | null> {
  return (await api.recipes.get(id)) ?? null;
}

/** One recipe; when loading fails (after the client's retries) it toasts and goes to /404 (spec section 7). */
export function useRecipe(id: string | undefined) {
  const navigate = useNavigate();
  // Outside a data router navigate() changes with every location change; it must not re-run the failure effect.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const { data, error, isError, isFetching, isPending } = useQuery({
    queryKey: recipeQueryKeys.detail(id ?? ''),
    queryFn: () => getRecipe(id as string),
    enabled: Boolean(id),
  });
  // A failure cached from an earlier visit is asked again first; only a settled failure leaves the page.
  const failure = isError && !isFetching ? error : null;
  useEffect(() => {
    if (!failure) return;
    console.error('Failed to load recipe', failure);
    toast.error(MESSAGES.recipeLoadFailed);
    // Replace, so Back returns to where the user came from rather than into the failing URL.
    navigateRef.current('/404', { replace: true });
  }, [failure]);

  return { recipe: data ?? null, loading: Boolean(id) && isPending };
}
