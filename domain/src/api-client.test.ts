import { createApiClient, type HttpAnswer, type HttpRequestOptions, type HttpTransport } from './api-client';

type Call = { method: string; url: string; body?: unknown; options?: HttpRequestOptions };

/** A transport that records each call and answers with `reply`. */
function fakeTransport(reply: HttpAnswer<unknown> = { data: [], headers: {} }) {
  const calls: Call[] = [];
  const answer = (call: Call) => {
    calls.push(call);
    return Promise.resolve(reply as HttpAnswer<never>);
  };
  const http: HttpTransport = {
    get: (url, options) => answer({ method: 'get', url, options }),
    delete: (url, options) => answer({ method: 'delete', url, options }),
    post: (url, body, options) => answer({ method: 'post', url, body, options }),
    put: (url, body, options) => answer({ method: 'put', url, body, options }),
    patch: (url, body, options) => answer({ method: 'patch', url, body, options }),
  };
  return { http, calls };
}

describe('the typed API client', () => {
  it('sends each recipe call to its path, ids encoded', async () => {
    const { http, calls } = fakeTransport({ data: {}, headers: {} });
    const api = createApiClient(http);
    await api.recipes.get('a/b');
    await api.recipes.like('x?y');
    await api.recipes.update('r1', { title: 'T' });
    await api.recipes.remove('r1');
    await api.recipes.stats();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'get /recipes/a%2Fb', 'patch /recipes/like/x%3Fy', 'put /my-recipes/r1', 'delete /my-recipes/r1', 'get /recipes/stats',
    ]);
    expect(calls[2].body).toEqual({ title: 'T' });
  });

  it("reads the caller's review, and no review (a 204's empty body) as null", async () => {
    const review = { _id: 'r1', rating: 4 };
    await expect(createApiClient(fakeTransport({ data: review, headers: {} }).http).reviews.mine('x')).resolves.toEqual(review);
    await expect(createApiClient(fakeTransport({ data: '', headers: {} }).http).reviews.mine('x')).resolves.toBeNull();
  });

  it('sends the import and export calls to their paths with their bodies', async () => {
    const { http, calls } = fakeTransport({ data: {}, headers: {} });
    const api = createApiClient(http);
    await api.imports.fromPage('https://example.com/soup');
    await api.imports.photo('https://example.com/soup.jpg');
    const file = new FormData();
    await api.imports.file(file);
    await api.imports.exportMine();
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['post', '/imports', { url: 'https://example.com/soup' }],
      ['post', '/imports/photo', { url: 'https://example.com/soup.jpg' }],
      ['post', '/imports/file', file],
      ['get', '/my-recipes/export', undefined],
    ]);
  });

  it('reads a page total from X-Total-Count, else the page length, and drops empty filters', async () => {
    const { http, calls } = fakeTransport({ data: [{ _id: 'a' }, { _id: 'b' }], headers: { 'x-total-count': '42' } });
    const api = createApiClient(http);
    await expect(api.recipes.page({ q: '', cuisine: 'Italian', page: 2, limit: 8 })).resolves.toMatchObject({ total: 42 });
    expect(calls[0].options?.params).toEqual({ cuisine: 'Italian', page: 2, limit: 8 });

    const withoutHeader = createApiClient(fakeTransport({ data: [{ _id: 'a' }], headers: {} }).http);
    await expect(withoutHeader.savedRecipes.page({ page: 1, limit: 12 })).resolves.toEqual({ recipes: [{ _id: 'a' }], total: 1 });
  });

  it("pages a cook's recipes and reads a cook by uid", async () => {
    const { http, calls } = fakeTransport({ data: [], headers: { 'x-total-count': '0' } });
    const api = createApiClient(http);
    await api.cooks.recipes('u 1', { page: 3, limit: 12 });
    await api.cooks.get('u 1');
    expect(calls.map(({ url }) => url)).toEqual(['/cooks/u%201/recipes', '/cooks/u%201']);
    expect(calls[0].options?.params).toEqual({ page: 3, limit: 12 });
  });

  it('saves, unsaves and asks about a saved recipe', async () => {
    const { http, calls } = fakeTransport({ data: { recipeId: 'r1', saved: true }, headers: {} });
    const api = createApiClient(http);
    await api.savedRecipes.save('r1');
    await api.savedRecipes.unsave('r1');
    await expect(api.savedRecipes.isSaved('r1')).resolves.toBe(true);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['put /saved-recipes/r1', 'delete /saved-recipes/r1', 'get /saved-recipes/r1']);
  });

  it('uploads a photo with the options given (progress, cancel, time limit)', async () => {
    const { http, calls } = fakeTransport({ data: { id: 'i', url: 'http://api/images/i' }, headers: {} });
    const controller = new AbortController();
    const body = { kind: 'form' } as unknown as FormData;
    await expect(createApiClient(http).images.upload(body, { signal: controller.signal, timeout: 5 })).resolves.toEqual({ id: 'i', url: 'http://api/images/i' });
    expect(calls[0]).toMatchObject({ method: 'post', url: '/images', body, options: { signal: controller.signal, timeout: 5 } });
  });
});
