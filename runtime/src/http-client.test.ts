import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createApiClient } from '@forkful/domain';
import { apiErrorMessage, apiErrorStatus } from './api-errors';
import { configureApi, http, onApiFailure, type ApiFailure } from './http-client';
import { sessionStore, setDevelopmentSession } from './session';

let seen: InternalAxiosRequestConfig[] = [];
const recipesApi = createApiClient(http).recipes;
let reply: { status: number; data: unknown; headers?: Record<string, string> } = { status: 200, data: [] };

const fakeAdapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const response = { data: reply.data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
  if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
  return response;
};

beforeEach(() => {
  seen = [];
  reply = { status: 200, data: [] };
  http.defaults.adapter = fakeAdapter;
  configureApi({ baseURL: 'http://api.test/' });
  sessionStore.setState({ status: 'signed-out', user: null, getIdToken: async () => null });
});

describe('the shared API client', () => {
  it('sends no Authorization header when signed out', async () => {
    await recipesApi.top();
    expect(seen[0].headers.get('Authorization')).toBeUndefined();
    expect(seen[0].baseURL).toBe('http://api.test');
    expect(seen[0].url).toBe('/top-recipes');
  });

  it('attaches the ID token as a bearer token when signed in', async () => {
    setDevelopmentSession({ email: 'cook@example.com' }, 'token-123');
    await recipesApi.mine('cook@example.com');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-123');
    expect(seen[0].params).toEqual({ email: 'cook@example.com' });
  });

  it('reads the page total from X-Total-Count and drops empty query values', async () => {
    reply = { status: 200, data: [{ _id: 'a' }], headers: { 'x-total-count': '42' } };
    const page = await recipesApi.page({ cuisine: 'Italian', sort: 'title-asc', page: 2, limit: 8, q: '' });
    expect(page.total).toBe(42);
    expect(page.recipes).toHaveLength(1);
    expect(seen[0].params).toEqual({ cuisine: 'Italian', sort: 'title-asc', page: 2, limit: 8 });
  });

  it('encodes ids in paths', async () => {
    reply = { status: 200, data: { likeCount: 3 } };
    await recipesApi.like('a/b?c');
    expect(seen[0].url).toBe('/recipes/like/a%2Fb%3Fc');
  });

  it('turns an API refusal into its message and status', async () => {
    reply = { status: 409, data: { statusCode: 409, message: 'You already liked this recipe' } };
    const error = await recipesApi.like('x').catch((e: unknown) => e);
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe('You already liked this recipe');
  });

  it('joins validation message lists', async () => {
    reply = { status: 400, data: { statusCode: 400, message: ['title should not be empty', 'prepTime must be an integer'] } };
    const error = await recipesApi.add({} as never).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe('title should not be empty, prepTime must be an integer');
  });
});

describe('loading axios', () => {
  /** http-client in a fresh module registry, with axios behind a factory that counts its loads. */
  function isolatedClient(loadAxios: () => unknown) {
    let loads = 0;
    let client!: typeof import('./http-client');
    jest.isolateModules(() => {
      jest.doMock('axios', () => {
        loads += 1;
        return loadAxios();
      });
      client = require('./http-client');
    });
    client.http.defaults.adapter = fakeAdapter;
    return { client, loads: () => loads };
  }

  afterEach(() => {
    jest.dontMock('axios');
    jest.resetModules();
  });

  it('waits for the first request: a page whose data came with it never downloads axios', async () => {
    const { client, loads } = isolatedClient(() => jest.requireActual('axios'));
    expect(loads()).toBe(0);
    await createApiClient(client.http).recipes.top();
    await createApiClient(client.http).recipes.stats();
    expect(loads()).toBe(1);
    expect(seen.map((config) => config.url)).toEqual(['/top-recipes', '/recipes/stats']);
  });

  it('tries again on the next request when loading it failed (a flaky network)', async () => {
    let fail = true;
    const { client } = isolatedClient(() => {
      if (fail) throw new Error('Loading chunk axios failed');
      return jest.requireActual('axios');
    });
    await expect(createApiClient(client.http).recipes.top()).rejects.toThrow('Loading chunk axios failed');
    fail = false;
    await expect(createApiClient(client.http).recipes.top()).resolves.toEqual([]);
  });
});

describe('onApiFailure', () => {
  let failures: ApiFailure[] = [];
  let unsubscribe: () => void = () => undefined;

  beforeEach(() => {
    failures = [];
    unsubscribe = onApiFailure((failure) => failures.push(failure));
  });
  afterEach(() => unsubscribe());

  it('reports a 5xx answer with its status only', async () => {
    reply = { status: 503, data: { statusCode: 503, message: 'Service Unavailable' } };
    await expect(recipesApi.like('r1')).rejects.toThrow();
    expect(failures).toEqual([{ status: 503 }]);
  });

  it('reports a request that got no answer as status 0', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(recipesApi.top()).rejects.toThrow('Network Error');
    expect(failures).toEqual([{ status: 0 }]);
  });

  it('does not report answers below 500, successes or cancelled requests', async () => {
    reply = { status: 404, data: { statusCode: 404, message: 'Not found' } };
    await expect(recipesApi.like('r1')).rejects.toThrow();
    reply = { status: 200, data: [] };
    await recipesApi.top();
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/top-recipes', { signal: controller.signal })).rejects.toThrow();
    expect(failures).toEqual([]);
  });

  it('stops after unsubscribing, and a throwing listener never changes the caller\'s error', async () => {
    unsubscribe();
    const stop = onApiFailure(() => {
      throw new Error('listener bug');
    });
    reply = { status: 500, data: { statusCode: 500, message: 'Internal server error' } };
    const error = await recipesApi.top().catch((e: unknown) => e);
    stop();
    expect(apiErrorStatus(error)).toBe(500);
    expect(failures).toEqual([]);
  });
});
