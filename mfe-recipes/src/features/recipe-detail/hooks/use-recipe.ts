import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { MESSAGES, type Recipe } from '@forkful/contracts';
import { fetchRecipe } from '../api/recipe-detail-api';

export type RecipeLoadStatus = 'loading' | 'loaded' | 'failed';

/** Loads one recipe; on failure toasts and goes to /404 (spec section 7). */
export function useRecipe(id: string | undefined) {
  const navigate = useNavigate();
  // Outside a data router navigate() changes with every location change; it must not trigger a reload.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [status, setStatus] = useState<RecipeLoadStatus>('loading');

  useEffect(() => {
    if (!id) {
      setStatus('failed');
      return;
    }
    let current = true;
    setStatus('loading');
    setRecipe(null);
    fetchRecipe(id)
      .then((loaded) => {
        if (!current) return;
        setRecipe(loaded ?? null);
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Failed to load recipe', error);
        setStatus('failed');
        toast.error(MESSAGES.recipeLoadFailed);
        // Replace, so Back returns to where the user came from rather than into the failing URL.
        navigateRef.current('/404', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [id]);

  return { recipe, setRecipe, status };
}
