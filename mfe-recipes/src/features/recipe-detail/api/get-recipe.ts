import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Recipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';
import { useT } from '../../../i18n';

/** GET /recipes/{id}; an empty answer is "not found" (null), which the page shows in place. */
async function getRecipe(id: string): Promise<Recipe | null> {
  return (await api.recipes.get(id)) ?? null;
}

/** Whether the browser says it is offline now (a failure then is the connection's, not the recipe's). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One recipe; when loading fails (after the client's retries) it toasts and goes to /404 (spec section 7), except
 * offline: a recipe the service worker did not keep cannot load then, and the page says so in place (`offline`).
 */
export function useRecipe(id: string | undefined) {
  const navigate = useNavigate();
  const t = useT();
  const tRef = useRef(t);
  // Outside a data router navigate() changes with every location change; it must not re-run the failure effect.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
    tRef.current = t;
  }, [navigate, t]);

  const { data, error, isError, isFetching, isPending } = useQuery({
    queryKey: recipeQueryKeys.detail(id ?? ''),
    queryFn: () => getRecipe(id as string),
    enabled: Boolean(id),
  });
  // A failure cached from an earlier visit is asked again first; only a settled failure leaves the page.
  const failure = isError && !isFetching ? error : null;
  const offline = failure !== null && browserOffline();
  useEffect(() => {
    if (!failure || offline) return;
    console.error('Failed to load recipe', failure);
    toast.error(tRef.current('recipe.loadFailed'));
    // Replace, so Back returns to where the user came from rather than into the failing URL.
    navigateRef.current('/404', { replace: true });
  }, [failure, offline]);

  return { recipe: data ?? null, loading: Boolean(id) && isPending, offline };
}
