import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
import { SERVICES, localUrl } from '@forkful/topology';
import { sessionStore } from './session';

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/** Settings applied to every request: the API's base URL (set once at start-up), and a test's fake adapter. */
export interface HttpDefaults {
  baseURL?: string;
  adapter?: AxiosAdapter;
}

/** The methods of an axios instance the frontends call, and the settings every request takes. */
export type HttpClient = Pick<AxiosInstance, Method> & { defaults: HttpDefaults };

let instance: Promise<AxiosInstance> | undefined;

/** An API request that failed on the server's side (a 5xx `status`) or never got an answer (`status` 0). */
export interface ApiFailure {
  status: number;
}

const failureListeners = new Set<(failure: ApiFailure) => void>();

/**
 * Calls `listener` for every API answer of 5xx and every request that got no answer (network failure, timeout; not
 * a cancelled one), with only its status: never the URL (ids), body or headers. The shell's real-user monitoring
 * counts them. Returns the unsubscribe.
 */
export function onApiFailure(listener: (failure: ApiFailure) => void): () => void {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

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
      // A failed request as axios rejects it (a token that could not be read is no request), by its answer's status.
      created.interceptors.response.use(undefined, (error: { isAxiosError?: boolean; response?: { status: number }; code?: string }) => {
        const status = error?.response?.status ?? 0;
        if (error?.isAxiosError && error.code !== 'ERR_CANCELED' && (!status || (status > 499 && status < 600))) {
          // A listener's failure is its own: the request's caller still gets the request's error.
          failureListeners.forEach((listener) => {
            try {
              listener({ status });
            } catch {
              // ignored
            }
          });
        }
        throw error;
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
