/** Every user-visible message the spec fixes (sections 2, 5 and 8), in one place, spelled as the spec spells them. */
export const MESSAGES = {
  registrationSuccess: 'User registration successful!',
  loginSuccess: 'Login successful!',
  googleLoginSuccess: 'Successfully Login!',
  loginError: 'Error when login',
  loginPending: 'Login in...',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordNeedsUppercase: 'Must contain an uppercase letter',
  passwordNeedsLowercase: 'Must contain a lowercase letter',
  recipeLoadFailed: 'Failed to load recipe details',
  recipeNotFound: 'Recipe not found!',
  likeOwnRecipe: 'You cannot like your own recipe',
  likeSuccess: 'You liked this recipe!',
  likeFailed: 'Failed to like recipe',
  likeRepeated: 'You already liked this recipe',
  addSuccess: 'Recipe added successfully!',
  addFailed: 'Oops... Something went wrong!',
  updateSuccess: 'Recipe updated',
  updateFailed: 'Error: Failed to update recipe',
  fetchMineFailed: 'Error: Failed to fetch your recipes',
  deleteConfirm: "Are you sure? You won't be able to revert this!",
  deleteConfirmButton: 'Yes, delete it!',
  deleteSuccess: 'Recipe deleted successfully',
  deleteFailed: 'Error: Failed to delete recipe',
  myRecipesEmpty: "You haven't added any recipes yet!",
  myRecipesEmptyHint: 'Please add some delicious recipes',
  allRecipesEmpty: 'No recipes found for the selected criteria!',
  allRecipesEmptyHint: 'Try a different filter or add a new recipe',
  newsletterInvalid: 'Please enter a valid email!',
  newsletterSubscribed: (email: string) => `Subscribed: ${email}`,
  interested: (count: number) => `${count} people interested in this recipe`,
  notFoundTitle: 'Recipe Not Found!',
  unexpectedError: 'Unexpected Application Error!',
  loading: 'Loading...',
  anonymous: 'Anonymous',
  heroHeadline: 'Welcome to Forkful!',
} as const;

/** The home page hero's rotating headlines (spec section 2). */
export const TYPEWRITER_PHRASES = ['Discover Delicious Recipes', 'Share Your Culinary Creations', 'Cook, Taste & Enjoy!'] as const;

/** Messages and status codes of the API's refusals that clients rely on. */
export const API_MESSAGES = {
  updated: 'Recipe updated successfully',
  deleted: 'Recipe deleted successfully!',
  likeOwn: 'You cannot like your own recipe',
  notLiked: 'You have not liked this recipe',
} as const;

/** What the screens the spec predates say (cooks, saved recipes, cooking mode). */
export const COOK_MESSAGES = {
  saveRecipe: 'Save recipe',
  saved: 'Saved',
  savedRecipes: 'Saved Recipes',
  savedEmpty: "You haven't saved any recipes yet!",
  savedEmptyHint: 'Tap "Save recipe" on any recipe to keep it here',
  saveFailed: 'Could not save this recipe',
  unsaveFailed: 'Could not remove this recipe from your saved recipes',
  removedFromSaved: 'Removed from your saved recipes',
  removeFromSaved: 'Remove from saved',
  servings: 'Servings',
  startCooking: 'Start cooking',
  step: (n: number, of: number) => `Step ${n} of ${of}`,
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  cookNotFound: 'Cook not found',
  cookRecipesEmpty: 'No recipes shared yet',
} as const;
