/**
 * Every path of the Forkful API, one place for every client (the typed client in api-client.ts, the shell's server).
 * The API still answers the names some had before (/authors…, /favourites…) for remotes built against them; nothing new
 * should call those.
 */
const segment = encodeURIComponent;

export const API_PATHS = {
  topRecipes: '/top-recipes',
  recipes: '/recipes',
  recipe: (id: string) => `/recipes/${segment(id)}`,
  recipeStats: '/recipes/stats',
  /** What changed in the recipes, as a stream (server-sent events): the shell's server drops its page cache. */
  recipeChanges: '/recipes/changes',
  likeRecipe: (id: string) => `/recipes/like/${segment(id)}`,
  /** A recipe's rating summary and a page of its reviews (public); the caller's own review at .../mine. */
  recipeReviews: (recipeId: string) => `/recipes/${segment(recipeId)}/reviews`,
  myReview: (recipeId: string) => `/recipes/${segment(recipeId)}/reviews/mine`,
  /** The recipe author's reply to a review. */
  reviewReply: (reviewId: string) => `/reviews/${segment(reviewId)}/reply`,
  /** A cook's report of a review or a public collection. */
  reviewReports: (reviewId: string) => `/reviews/${segment(reviewId)}/reports`,
  collectionReports: (collectionId: string) => `/collections/${segment(collectionId)}/reports`,
  /** The caller's collections (GET, ?containing=<recipeId>), a new one (POST). */
  collections: '/collections',
  collection: (id: string) => `/collections/${segment(id)}`,
  collectionRecipe: (id: string, recipeId: string) => `/collections/${segment(id)}/recipes/${segment(recipeId)}`,
  collectionOrder: (id: string) => `/collections/${segment(id)}/order`,
  /** A cook's public collections. */
  cookCollections: (uid: string) => `/cooks/${segment(uid)}/collections`,
  /** Moderators: the reported items, and a decision on one. */
  moderationReports: '/moderation/reports',
  moderationDecision: (kind: string, itemId: string) => `/moderation/${segment(kind)}/${segment(itemId)}/decision`,
  addRecipe: '/add-recipe',
  myRecipes: '/my-recipes',
  myRecipe: (id: string) => `/my-recipes/${segment(id)}`,
  /** The caller's recipes as one JSON file of schema.org Recipe objects (an attachment). */
  exportMyRecipes: '/my-recipes/export',
  images: '/images',
  /** A recipe page's address in, a draft for the Add Recipe form out (nothing saved). */
  imports: '/imports',
  /** An imported page's photo, fetched safely and stored like an upload. */
  importPhoto: '/imports/photo',
  /** A JSON file of schema.org Recipe objects: each saved or refused with its reason. */
  importFile: '/imports/file',
  cooks: '/cooks',
  cook: (uid: string) => `/cooks/${segment(uid)}`,
  cookRecipes: (uid: string) => `/cooks/${segment(uid)}/recipes`,
  savedRecipes: '/saved-recipes',
  savedRecipe: (recipeId: string) => `/saved-recipes/${segment(recipeId)}`,
  mealPlan: '/meal-plan',
  mealPlanEntries: '/meal-plan/entries',
  mealPlanEntry: (id: string) => `/meal-plan/entries/${segment(id)}`,
  shoppingList: '/shopping-list',
  buildShoppingList: '/shopping-list/build',
  shoppingItems: '/shopping-list/items',
  shoppingItem: (id: string) => `/shopping-list/items/${segment(id)}`,
  clearCheckedItems: '/shopping-list/clear-checked',
  /** Real-user monitoring: the shell's batches of events (public, sampled, rate-limited). */
  rum: '/rum',
  /** One app version's health from those events (operators, or the METRICS_TOKEN bearer). */
  rumSummary: '/rum/summary',
} as const;
