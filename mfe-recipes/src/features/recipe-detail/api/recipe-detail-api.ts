import { recipesApi, type LikeRecipeResponse, type Recipe } from '@forkful/contracts';

/** GET /recipes/{id}. */
export function fetchRecipe(id: string): Promise<Recipe> {
  return recipesApi.get(id);
}

/** PATCH /recipes/like/{id}: the server refuses the author (403) and a repeat (409). */
export function likeRecipe(id: string): Promise<LikeRecipeResponse> {
  return recipesApi.like(id);
}
