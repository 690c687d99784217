import { useEffect, useState } from 'react';
import type { Recipe } from '@forkful/contracts';
import { fetchRecipePage } from '../api/fetch-recipe-page';
import type { RecipeListParams } from './recipe-list-params';

interface RecipePageState {
  recipes: Recipe[];
  total: number;
  loading: boolean;
}

/**
 * Loads the page the URL asks for. A failure is only logged (spec section 8): the loader ends and the
 * empty state shows. A slower, older response never overwrites a newer one.
 */
export function useRecipePage({ cuisine, sort, q, page }: RecipeListParams): RecipePageState {
  const [state, setState] = useState<RecipePageState>({ recipes: [], total: 0, loading: true });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    fetchRecipePage({ cuisine, sort, q, page })
      .then(({ recipes, total }) => {
        if (current) setState({ recipes, total, loading: false });
      })
      .catch((error: unknown) => {
        console.error('Failed to load recipes', error);
        if (current) setState({ recipes: [], total: 0, loading: false });
      });
    return () => {
      current = false;
    };
  }, [cuisine, sort, q, page]);

  return state;
}
