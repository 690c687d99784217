import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
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

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/** Settings applied to every request: the API's base URL (set once at start-up), and a test's fake adapter. */
export interface HttpDefaults {
  baseURL?: string;
  adapter?: AxiosAdapter;
}

/** The methods of an axios instance the frontends call, and the settings every request takes. */
export type HttpClient = Pick<AxiosInstance, Method> & { defaults: HttpDefaults };

let instance: Promise<AxiosInstance> | undefined;

/**
 * axios (15 KB brotli) is loaded by the first request, not with the page: a server-rendered page arrives with its data
 * and hydrates without it. A failed load is forgotten, so the next request tries again.
 */
function loadAxios(): Promise<AxiosInstance> {
  instance ??= import('axios').then(
    ({ default: axios }) => {
      const created = axios.create({ timeout: 15000 });
      created.interceptors.request.use(async (config) => {
        const token = await sessionStore.getState().getIdToken();
        if (token) config.headers.set('Authorization', `Bearer ${token}`);
        return config;
      });
      return created;
    },
    (error: unknown) => {
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

function withDefaults<D>(config?: AxiosRequestConfig<D>): AxiosRequestConfig<D> {
  const { baseURL, adapter } = http.defaults;
  return { baseURL, ...(adapter ? { adapter } : {}), ...config };
}

/**
 * The one HTTP client every remote uses (axios' methods and response shapes). Its base URL is set once at start-up by
 * whoever hosts the page (the shell from its runtime config, or a remote's standalone dev page).
 */
export const http: HttpClient = {
  defaults: { baseURL: localUrl(SERVICES.api.port) },
  get: (async (url: string, config?: AxiosRequestConfig) => (await loadAxios()).get(url, withDefaults(config))) as AxiosInstance['get'],
  delete: (async (url: string, config?: AxiosRequestConfig) =>
    (await loadAxios()).delete(url, withDefaults(config))) as AxiosInstance['delete'],
  post: (async (url: string, data?: unknown, config?: AxiosRequestConfig) =>
    (await loadAxios()).post(url, data, withDefaults(config))) as AxiosInstance['post'],
  put: (async (url: string, data?: unknown, config?: AxiosRequestConfig) =>
    (await loadAxios()).put(url, data, withDefaults(config))) as AxiosInstance['put'],
  patch: (async (url: string, data?: unknown, config?: AxiosRequestConfig) =>
    (await loadAxios()).patch(url, data, withDefaults(config))) as AxiosInstance['patch'],
};

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
