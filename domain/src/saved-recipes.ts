/** Saved recipes (a signed-in user's kept list; "Save recipe" on a recipe). Their paths: COOK_API_PATHS in cooks.ts. */

/** GET /saved-recipes/{recipeId}: whether the caller saved that recipe. */
export interface SavedRecipeStatus {
  recipeId: string;
  saved: boolean;
}
