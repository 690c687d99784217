/** Saved recipes (a signed-in user's kept list; "Save recipe" on a recipe). Their paths: COOK_API_PATHS in cooks.ts. */

/** GET /favourites/{recipeId}: whether the caller saved that recipe. */
export interface SavedRecipeStatus {
  recipeId: string;
  saved: boolean;
}

/** @deprecated The API's old name, kept only until api/ moves to SavedRecipeStatus. */
export type FavouriteStatus = SavedRecipeStatus;
