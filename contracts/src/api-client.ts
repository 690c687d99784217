import axios, { AxiosInstance } from 'axios';
import { sessionStore } from './session';
import { SERVICES, localUrl } from './topology';
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

export { apiErrorMessage, apiErrorStatus } from './api-errors';

/**
 * The one HTTP client every remote uses. Its base URL is set once at start-up by whoever hosts
 * the page (the shell from its runtime config, or a remote's standalone dev page).
 */
export const http: AxiosInstance = axios.create({ baseURL: localUrl(SERVICES.api.port), timeout: 15000 });

http.interceptors.request.use(async (config) => {
  const token = await sessionStore.getState().getIdToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export function configureApi(options: { baseURL: string }): void {
  http.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

export const recipesApi = {
  top: async (): Promise<TopRecipe[]> => (await http.get<TopRecipe[]>('/top-recipes')).data,

  /** All recipes, unpaged (the compatibility form of GET /recipes). */
  all: async (): Promise<Recipe[]> => (await http.get<Recipe[]>('/recipes')).data,

  /** One page, with the total from the X-Total-Count header. */
  page: async (query: RecipeListQuery): Promise<RecipePage> => {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params[key] = value as string | number;
    }
    const response = await http.get<Recipe[]>('/recipes', { params });
    return { recipes: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },

  get: async (id: string): Promise<Recipe> => (await http.get<Recipe>(`/recipes/${encodeURIComponent(id)}`)).data,

  stats: async (): Promise<RecipeStats> => (await http.get<RecipeStats>('/recipes/stats')).data,

  like: async (id: string): Promise<LikeRecipeResponse> =>
    (await http.patch<LikeRecipeResponse>(`/recipes/like/${encodeURIComponent(id)}`)).data,

  add: async (input: NewRecipeInput): Promise<AddRecipeResponse> =>
    (await http.post<AddRecipeResponse>('/add-recipe', input)).data,

  mine: async (email: string): Promise<Recipe[]> =>
    (await http.get<Recipe[]>('/my-recipes', { params: { email } })).data,

  update: async (id: string, input: RecipeUpdateInput) =>
    (await http.put<{ message: string; recipe?: Recipe }>(`/my-recipes/${encodeURIComponent(id)}`, input)).data,

  remove: async (id: string): Promise<DeleteRecipeResponse> =>
    (await http.delete<DeleteRecipeResponse>(`/my-recipes/${encodeURIComponent(id)}`)).data,
};
