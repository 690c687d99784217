import { useEffect, useState } from 'react';
import type { TopRecipe } from '@forkful/contracts';
import { getTopRecipes } from '../api/get-top-recipes';

export interface TopRecipesState {
  recipes: TopRecipe[];
  loading: boolean;
}

/** Fetches the top recipes once on mount. The list starts empty; a failure is only logged (spec section 8). */
export function useTopRecipes(): TopRecipesState {
  const [state, setState] = useState<TopRecipesState>({ recipes: [], loading: true });

  useEffect(() => {
    let active = true;
    getTopRecipes()
      .then((recipes) => {
        if (active) setState({ recipes: Array.isArray(recipes) ? recipes : [], loading: false });
      })
      .catch((error: unknown) => {
        console.error('Failed to load top recipes', error);
        if (active) setState({ recipes: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
