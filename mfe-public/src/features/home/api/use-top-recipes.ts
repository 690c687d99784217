import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type TopRecipe } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { recipeQueryKeys } from '@forkful/runtime/query';

export interface TopRecipes {
  recipes: TopRecipe[];
  loading: boolean;
}

/**
 * GET /top-recipes through the page's shared query client (the server decides how many and in which order). The list
 * starts empty; a failure is only logged (spec section 8) and the list stays empty.
 */
export function useTopRecipes(): TopRecipes {
  const { data, error, isPending } = useQuery({ queryKey: recipeQueryKeys.top(), queryFn: api.recipes.top });
  useEffect(() => {
    if (error) console.error('Failed to load top recipes', error);
  }, [error]);
  return { recipes: Array.isArray(data) ? data : [], loading: isPending };
}
