import { API_PATHS } from './api-paths';
import { totalCountOf, type CookProfile, type PublicRecipe } from './cooks';
import type { UploadedImage } from './images';
import type {
  AddRecipeResponse,
  DeleteRecipeResponse,
  LikeRecipeResponse,
  NewRecipeInput,
  Recipe,
  RecipeListQuery,
  RecipePage,
  RecipeStats,
  RecipeUpdateInput,
  TopRecipe,
} from './recipe';
import type { SavedRecipeStatus } from './saved-recipes';
import type { ImportFileResult, RecipeDraft } from './recipe-imports';
import type { ReplyInput, Review, ReviewInput, ReviewPage } from './reviews';
import type { Collection, CollectionChange, CollectionSummary, NewCollectionInput } from './collections';
import type { ModerationDecision, ModerationDecisionInput, ReportableKind, ReportedItem, ReportInput } from './moderation';
import type {
  MealPlanEntry, MealPlanEntryChange, MealPlanRange, NewMealPlanEntry, PlanDate, ShoppingItem, ShoppingList, ShoppingListRange,
} from './meal-plan';

/** What a request may carry besides its path and body (a subset of axios' request config). */
export interface HttpRequestOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  timeout?: number;
  onUploadProgress?: (event: { loaded: number; total?: number; progress?: number }) => void;
}

export interface HttpAnswer<T> {
  data: T;
  headers: object;
}

/**
 * The transport the typed client sends through: the shape of an axios instance, so the frontends pass the shared
 * `http` of `@forkful/runtime` (which adds the session's token) and a test passes a fake.
 */
export interface HttpTransport {
  get<T>(url: string, options?: HttpRequestOptions): Promise<HttpAnswer<T>>;
  delete<T>(url: string, options?: HttpRequestOptions): Promise<HttpAnswer<T>>;
  post<T>(url: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpAnswer<T>>;
  put<T>(url: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpAnswer<T>>;
  patch<T>(url: string, body?: unknown, options?: HttpRequestOptions): Promise<HttpAnswer<T>>;
}

/** A list page's answer: the page and the total from its X-Total-Count header. */
export interface Page<T> {
  recipes: T[];
  total: number;
}

/** Page and page size of a paged list. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The query without its empty values (the API reads an empty filter as a filter). */
function definedParams(query: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = value as string | number;
  }
  return params;
}

function pageOf<T>(answer: HttpAnswer<T[]>): Page<T> {
  return { recipes: answer.data, total: totalCountOf(answer.headers as Record<string, unknown>, answer.data.length) };
}

/**
 * One typed call per endpoint of the API (paths: api-paths.ts). Pure: each frontend binds it to the shared HTTP client
 * (`api` of `@forkful/runtime/api`) and bundles it, so a remote has every call it was built with on any shell.
 */
export function createApiClient(http: HttpTransport) {
  return {
    recipes: {
      top: async (): Promise<TopRecipe[]> => (await http.get<TopRecipe[]>(API_PATHS.topRecipes)).data,
      /** All recipes, unpaged (the compatibility form of GET /recipes). */
      all: async (): Promise<Recipe[]> => (await http.get<Recipe[]>(API_PATHS.recipes)).data,
      /** One page, with the total from the X-Total-Count header. */
      page: async (query: RecipeListQuery): Promise<RecipePage> =>
        pageOf(await http.get<Recipe[]>(API_PATHS.recipes, { params: definedParams(query) })),
      get: async (id: string): Promise<Recipe> => (await http.get<Recipe>(API_PATHS.recipe(id))).data,
      stats: async (): Promise<RecipeStats> => (await http.get<RecipeStats>(API_PATHS.recipeStats)).data,
      like: async (id: string): Promise<LikeRecipeResponse> => (await http.patch<LikeRecipeResponse>(API_PATHS.likeRecipe(id))).data,
      add: async (input: NewRecipeInput): Promise<AddRecipeResponse> =>
        (await http.post<AddRecipeResponse>(API_PATHS.addRecipe, input)).data,
      /** The caller's recipes. The API answers by the token's account; `email` is the spec's parameter, kept for it. */
      mine: async (email: string): Promise<Recipe[]> => (await http.get<Recipe[]>(API_PATHS.myRecipes, { params: { email } })).data,
      /** The message is "Nothing changed" when the input changes nothing. */
      update: async (id: string, input: RecipeUpdateInput): Promise<{ message: string; recipe?: Recipe }> =>
        (await http.put<{ message: string; recipe?: Recipe }>(API_PATHS.myRecipe(id), input)).data,
      remove: async (id: string): Promise<DeleteRecipeResponse> => (await http.delete<DeleteRecipeResponse>(API_PATHS.myRecipe(id))).data,
    },
    reviews: {
      /** The recipe's rating summary and one page (10) of its reviews, newest first. */
      page: async (recipeId: string, page = 1): Promise<ReviewPage> =>
        (await http.get<ReviewPage>(API_PATHS.recipeReviews(recipeId), { params: { page } })).data,
      /** The caller's review of the recipe, or null when they have none (204; 404 from APIs before it). */
      mine: async (recipeId: string): Promise<Review | null> => {
        try {
          return (await http.get<Review | ''>(API_PATHS.myReview(recipeId))).data || null;
        } catch (error) {
          if ((error as { response?: { status?: number } }).response?.status === 404) return null;
          throw error;
        }
      },
      /** Creates or changes the caller's review (403 on their own recipe). */
      save: async (recipeId: string, input: ReviewInput): Promise<Review> =>
        (await http.put<Review>(API_PATHS.myReview(recipeId), input)).data,
      remove: async (recipeId: string): Promise<void> => {
        await http.delete(API_PATHS.myReview(recipeId));
      },
      /** The recipe author's reply to a review (403 for anyone else). */
      reply: async (reviewId: string, input: ReplyInput): Promise<Review> =>
        (await http.put<Review>(API_PATHS.reviewReply(reviewId), input)).data,
      removeReply: async (reviewId: string): Promise<Review> => (await http.delete<Review>(API_PATHS.reviewReply(reviewId))).data,
    },
    collections: {
      /** The caller's collections; with `containing`, each says whether that recipe is in it. */
      mine: async (containing?: string): Promise<CollectionSummary[]> =>
        (await http.get<CollectionSummary[]>(API_PATHS.collections, containing ? { params: { containing } } : undefined)).data,
      /** A public collection (anyone) or one's own (its owner); 404 otherwise. */
      get: async (id: string): Promise<Collection> => (await http.get<Collection>(API_PATHS.collection(id))).data,
      create: async (input: NewCollectionInput): Promise<Collection> => (await http.post<Collection>(API_PATHS.collections, input)).data,
      change: async (id: string, change: CollectionChange): Promise<CollectionSummary> =>
        (await http.patch<CollectionSummary>(API_PATHS.collection(id), change)).data,
      remove: async (id: string): Promise<void> => {
        await http.delete(API_PATHS.collection(id));
      },
      addRecipe: async (id: string, recipeId: string): Promise<CollectionSummary> =>
        (await http.put<CollectionSummary>(API_PATHS.collectionRecipe(id, recipeId))).data,
      removeRecipe: async (id: string, recipeId: string): Promise<void> => {
        await http.delete(API_PATHS.collectionRecipe(id, recipeId));
      },
      /** Every recipe id of the collection once, in the new order. */
      reorder: async (id: string, recipeIds: string[]): Promise<Collection> =>
        (await http.put<Collection>(API_PATHS.collectionOrder(id), { recipeIds })).data,
      /** A cook's public collections. */
      ofCook: async (uid: string): Promise<CollectionSummary[]> => (await http.get<CollectionSummary[]>(API_PATHS.cookCollections(uid))).data,
    },
    moderation: {
      report: async (kind: ReportableKind, itemId: string, input: ReportInput): Promise<void> => {
        await http.post(kind === 'review' ? API_PATHS.reviewReports(itemId) : API_PATHS.collectionReports(itemId), input);
      },
      /** Moderators only (403 for anyone else): the items with open reports, hidden ones first. */
      queue: async (): Promise<ReportedItem[]> => (await http.get<ReportedItem[]>(API_PATHS.moderationReports)).data,
      decide: async (kind: ReportableKind, itemId: string, input: ModerationDecisionInput): Promise<ModerationDecision> =>
        (await http.post<ModerationDecision>(API_PATHS.moderationDecision(kind, itemId), input)).data,
    },
    cooks: {
      /** A cook's public profile (never an email). */
      get: async (uid: string): Promise<CookProfile> => (await http.get<CookProfile>(API_PATHS.cook(uid))).data,
      recipes: async (uid: string, query: PageQuery): Promise<Page<PublicRecipe>> =>
        pageOf(await http.get<PublicRecipe[]>(API_PATHS.cookRecipes(uid), { params: definedParams(query) })),
    },
    savedRecipes: {
      /** The caller's saved recipes, one page. */
      page: async (query: PageQuery): Promise<Page<Recipe>> =>
        pageOf(await http.get<Recipe[]>(API_PATHS.savedRecipes, { params: definedParams(query) })),
      isSaved: async (recipeId: string): Promise<boolean> =>
        (await http.get<SavedRecipeStatus>(API_PATHS.savedRecipe(recipeId))).data.saved === true,
      save: async (recipeId: string): Promise<void> => {
        await http.put(API_PATHS.savedRecipe(recipeId));
      },
      unsave: async (recipeId: string): Promise<void> => {
        await http.delete(API_PATHS.savedRecipe(recipeId));
      },
    },
    mealPlan: {
      /** The entries from `from` to `to`, both inclusive. */
      range: async (from: PlanDate, to: PlanDate): Promise<MealPlanRange> =>
        (await http.get<MealPlanRange>(API_PATHS.mealPlan, { params: { from, to } })).data,
      add: async (entry: NewMealPlanEntry): Promise<MealPlanEntry> =>
        (await http.post<MealPlanEntry>(API_PATHS.mealPlanEntries, entry)).data,
      change: async (id: string, change: MealPlanEntryChange): Promise<MealPlanEntry> =>
        (await http.patch<MealPlanEntry>(API_PATHS.mealPlanEntry(id), change)).data,
      remove: async (id: string): Promise<void> => {
        await http.delete(API_PATHS.mealPlanEntry(id));
      },
    },
    shoppingList: {
      get: async (): Promise<ShoppingList> => (await http.get<ShoppingList>(API_PATHS.shoppingList)).data,
      /** Builds it again from the plan: the cook's own items stay, and the checks of items still on it. */
      build: async (range: ShoppingListRange): Promise<ShoppingList> =>
        (await http.post<ShoppingList>(API_PATHS.buildShoppingList, range)).data,
      addItem: async (text: string): Promise<ShoppingItem> => (await http.post<ShoppingItem>(API_PATHS.shoppingItems, { text })).data,
      check: async (id: string, checked: boolean): Promise<ShoppingItem> =>
        (await http.patch<ShoppingItem>(API_PATHS.shoppingItem(id), { checked })).data,
      removeItem: async (id: string): Promise<void> => {
        await http.delete(API_PATHS.shoppingItem(id));
      },
      clearChecked: async (): Promise<ShoppingList> => (await http.post<ShoppingList>(API_PATHS.clearCheckedItems)).data,
    },
    imports: {
      /** POST /imports: the recipe on a web page, as a draft for the Add Recipe form (nothing is saved). */
      fromPage: async (url: string, options?: HttpRequestOptions): Promise<RecipeDraft> =>
        (await http.post<RecipeDraft>(API_PATHS.imports, { url }, options)).data,
      /** POST /imports/photo: an imported page's photo, stored like an upload. */
      photo: async (url: string, options?: HttpRequestOptions): Promise<UploadedImage> =>
        (await http.post<UploadedImage>(API_PATHS.importPhoto, { url }, options)).data,
      /** POST /imports/file (multipart, the JSON file in the field "file"): its schema.org recipes, each saved or refused. */
      file: async (body: FormData, options?: HttpRequestOptions): Promise<ImportFileResult> =>
        (await http.post<ImportFileResult>(API_PATHS.importFile, body, options)).data,
      /** GET /my-recipes/export: the caller's recipes as schema.org Recipe objects. */
      exportMine: async (): Promise<Array<Record<string, unknown>>> =>
        (await http.get<Array<Record<string, unknown>>>(API_PATHS.exportMyRecipes)).data,
    },
    images: {
      /** POST /images (multipart): the stored photo's id and absolute URL. */
      upload: async (body: FormData, options?: HttpRequestOptions): Promise<UploadedImage> =>
        (await http.post<UploadedImage>(API_PATHS.images, body, options)).data,
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
