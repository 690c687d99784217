/** The recipe entity and the constants every side of Forkful agrees on (product spec sections 3 and 9). */

export const CUISINES = ['Italian', 'Mexican', 'Bangladeshi', 'Chinese', 'Others'] as const;
export type Cuisine = (typeof CUISINES)[number];

export const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert', 'Vegan'] as const;
export type Category = (typeof CATEGORIES)[number];

/** `rating-desc` is "Top rated": the average rating, then how many rated, highest first; unrated recipes last. */
export const RECIPE_SORTS = ['title-asc', 'title-desc', 'prep-asc', 'prep-desc', 'rating-desc'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

/**
 * Length limits of recipe input, shared by the API's validation and the forms (the spec fixes none): generous for
 * real recipes, small enough to keep documents and pages light. Strings count UTF-16 code units, as `maxLength` does.
 */
export const RECIPE_LIMITS = {
  imageUrl: 2048,
  /** The page an imported recipe came from. */
  sourceUrl: 2048,
  /** The photo's description, its alt text. */
  imageAlt: 250,
  title: 200,
  ingredients: 5000,
  instructions: 20000,
  /** Minutes. */
  prepTimeMax: 10000,
  /** Entries of a categories array or comma string, before duplicates are dropped. */
  categoryEntries: 20,
  /** The search text of GET /recipes?q=. */
  query: 100,
  email: 320,
  authorName: 200,
  /** How many people a recipe serves: an optional whole number in this range. */
  servingsMin: 1,
  servingsMax: 100,
} as const;

/** The author name stored when the user has no display name; the spec keeps this spelling. */
export const ANONYMOUS_AUTHOR_NAME = 'Annomyous';

/** A recipe as the API returns it. Both prep-time readings are always present (spec section 3). */
export interface Recipe {
  _id: string;
  image: string;
  /** The photo's description (its alt text) when the cook gave one; the title stands in otherwise. */
  imageAlt?: string;
  title: string;
  /** One comma-separated string. */
  ingredients: string;
  instructions: string;
  cuisineType: Cuisine;
  /** Integer minutes, the creation / list / detail reading. */
  prepTime: number;
  /** Same value, the edit-form / my-recipes reading. */
  preparationTime: number;
  categories: Category[];
  likeCount: number;
  /** The average of its ratings to one decimal, when it has at least one (with ratingCount). */
  ratingAverage?: number;
  /** How many cooks rated it, when at least one did. */
  ratingCount?: number;
  /** How many people the recipe serves, when the cook said (1 to 100). */
  servings?: number;
  /** The web page the recipe was imported from, shown as its "Source" link. */
  sourceUrl?: string;
  authorName: string;
  authorEmail: string;
  /** The author's account id: their public page is /cooks/{authorUid}. Absent from APIs older than author pages. */
  authorUid?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** The fields GET /top-recipes returns. */
export type TopRecipe = Pick<Recipe, '_id' | 'image' | 'imageAlt' | 'title' | 'cuisineType' | 'likeCount' | 'ratingAverage' | 'ratingCount'>;

/** POST /add-recipe body. Author fields and likeCount are set by the server from the caller's token. */
export type NewRecipeInput = Pick<Recipe, 'image' | 'title' | 'ingredients' | 'instructions' | 'cuisineType' | 'prepTime'> & {
  categories?: Category[];
  imageAlt?: string;
  servings?: number;
  /** The page it was imported from (http or https). */
  sourceUrl?: string;
};

/** PUT /my-recipes/{id} body, in the edit form's reading (the API also accepts prepTime and an array). */
export interface RecipeUpdateInput {
  title: string;
  cuisineType: Cuisine;
  preparationTime: number;
  /** Comma-separated, e.g. "Lunch, Vegan". */
  categories?: string;
  image?: string;
  /** Empty removes the description. */
  imageAlt?: string;
  ingredients?: string;
  instructions?: string;
  /** Absent leaves it as it is; null removes it. */
  servings?: number | null;
}

/** Query of the paged form of GET /recipes. */
export interface RecipeListQuery {
  cuisine?: Cuisine;
  sort?: RecipeSort;
  /** 1-based. */
  page?: number;
  limit?: number;
  /** Text search over title and ingredients. */
  q?: string;
}

export interface RecipePage {
  recipes: Recipe[];
  /** From the X-Total-Count header. */
  total: number;
}

/** GET /recipes/stats: the dashboard overview cards. */
export interface RecipeStats {
  totalRecipes: number;
  myRecipes: number;
  totalLikes: number;
}

export interface AddRecipeResponse {
  acknowledged: boolean;
  insertedId: string;
}
export interface UpdateRecipeResponse {
  message: 'Recipe updated successfully';
  recipe?: Recipe;
}
export interface DeleteRecipeResponse {
  deletedCount: number;
  message: 'Recipe deleted successfully!';
}
export interface LikeRecipeResponse {
  likeCount: number;
}
/** Body of every 4xx the API sends. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
  /** The refusal's stable code (`recipe.like-own`, `validation`, `http.404`): API_ERROR_CODES. */
  code?: string;
}

/**
 * Whether the signed-in user wrote this recipe: their account id against the recipe's author uid, the rule the API
 * enforces (api/src/recipes/recipe-view.ts, isAuthor). Never by email: a cook who changed theirs still owns their
 * recipes, and an account that now holds a recipe's old email does not. A recipe without an author uid (older data)
 * is nobody's until the API claims it.
 */
export function isRecipeAuthor(
  recipe: Pick<Recipe, 'authorUid'> | null | undefined,
  user: { uid: string } | null | undefined,
): boolean {
  return Boolean(recipe?.authorUid && user?.uid && recipe.authorUid === user.uid);
}

/** A servings count recipes may have: a whole number in RECIPE_LIMITS' range (the forms and the scaler ask this). */
export function isServingsCount(value: number): boolean {
  return Number.isInteger(value) && value >= RECIPE_LIMITS.servingsMin && value <= RECIPE_LIMITS.servingsMax;
}

/** Split the comma-separated ingredients (or categories) string into trimmed, non-empty items. */
export function splitCommaList(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
