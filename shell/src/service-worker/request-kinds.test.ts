import { apiBaseOf, requestKindOf, savedRecipeIdOf, type RequestFacts } from './request-kinds';

const scope = { origin: 'https://forkful.test', apiBase: 'https://api.forkful.test' };
const REMOTES = 'https://remotes.forkful.test';
const VERSION = '20261123T150102123Z-03ba8de';

const get = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ url, method: 'GET', mode: 'cors', destination: '', ...more });
const kindOf = (facts: RequestFacts) => requestKindOf(facts, scope);

describe('which cache and strategy a request goes to', () => {
  it("sends the shell origin's documents to the navigation strategy, and leaves other origins' alone", () => {
    expect(kindOf(get('https://forkful.test/recipes/42', { mode: 'navigate', destination: 'document' }))).toBe('navigation');
    expect(kindOf(get('https://forkful.test/', { mode: 'navigate' }))).toBe('navigation');
    expect(kindOf(get('https://elsewhere.test/page', { mode: 'navigate' }))).toBeUndefined();
  });

  it('treats what names versions as pointers (network first): the runtime files, manifests, entries and route modules', () => {
    expect(kindOf(get('https://forkful.test/remotes.json'))).toBe('pointer');
    expect(kindOf(get('https://forkful.test/config.json'))).toBe('pointer');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.json']) {
      expect([file, kindOf(get(`${REMOTES}/recipes/versions/${VERSION}/${file}`, { mode: 'no-cors', destination: 'script' }))]).toEqual([file, 'pointer']);
    }
  });

  it("keeps a remote's other versioned files cache first, and leaves unversioned files to the network", () => {
    expect(kindOf(get(`${REMOTES}/recipes/versions/${VERSION}/__federation_expose_RecipePage.1a2b3c4d.js`, { mode: 'no-cors', destination: 'script' }))).toBe(
      'remote-file',
    );
    expect(kindOf(get(`${REMOTES}/recipes/versions/not-a-version/chunk.1a2b3c4d.js`))).toBeUndefined();
    expect(kindOf(get(`${REMOTES}/recipes/chunk.1a2b3c4d.js`))).toBeUndefined();
  });

  it('keeps fonts cache first, by destination or file name', () => {
    expect(kindOf(get('https://forkful.test/noto-sans-bengali-400.adb805ae.woff2', { destination: 'font' }))).toBe('font');
    expect(kindOf(get('https://fonts.example/font.ttf'))).toBe('font');
  });

  it("keeps the API's photos in the images cache, whatever asked for them", () => {
    expect(kindOf(get('https://api.forkful.test/images/665f1c2e9b1d4a0012345678?w=640', { mode: 'no-cors', destination: 'image' }))).toBe('image');
    expect(kindOf(get('https://api.forkful.test/images/recipes/pasta.svg'))).toBe('image');
    // A photo on another site is left to the browser (an opaque answer has no size to cap).
    expect(kindOf(get('https://photos.example/pasta.jpg', { mode: 'no-cors', destination: 'image' }))).toBeUndefined();
  });

  it("keeps the API's public reads without credentials in the public cache", () => {
    for (const path of ['/top-recipes', '/recipes?page=2&limit=8', '/recipes/stats', '/recipes/42', '/recipes/42/reviews?page=1', '/recipes/42/reviews', '/cooks', '/cooks/u1', '/cooks/u1/recipes?page=1', '/collections/c1']) {
      expect([path, kindOf(get(`https://api.forkful.test${path}`))]).toEqual([path, 'public-api']);
    }
  });

  it("keeps only a recipe's first page of reviews, and no other public read", () => {
    expect(kindOf(get('https://api.forkful.test/recipes/42/reviews?page=2'))).toBeUndefined();
    expect(kindOf(get('https://api.forkful.test/saved-recipes'))).toBeUndefined();
    expect(kindOf(get('https://api.forkful.test/meal-plan?from=a&to=b'))).toBeUndefined();
  });

  it('keeps every API read carrying Authorization in the personal cache, public paths included', () => {
    for (const path of ['/saved-recipes?page=1', '/saved-recipes/42', '/my-recipes?email=a%40b.c', '/recipes/stats', '/collections', '/recipes/42', '/meal-plan?from=a&to=b']) {
      expect([path, kindOf(get(`https://api.forkful.test${path}`, { authorized: true }))]).toEqual([path, 'personal-api']);
    }
  });

  it('never keeps the change stream, the export, monitoring or imports, with or without credentials', () => {
    for (const path of ['/recipes/changes', '/my-recipes/export', '/rum', '/rum/summary?app=shell', '/metrics', '/health', '/imports']) {
      expect([path, kindOf(get(`https://api.forkful.test${path}`)), kindOf(get(`https://api.forkful.test${path}`, { authorized: true }))]).toEqual([path, undefined, undefined]);
    }
  });

  it('handles saving a recipe (PUT or POST), and leaves every other write to the network', () => {
    expect(kindOf({ url: 'https://api.forkful.test/saved-recipes/42', method: 'PUT', authorized: true })).toBe('saved-write');
    expect(kindOf({ url: 'https://api.forkful.test/saved-recipes/42', method: 'POST', authorized: true })).toBe('saved-write');
    expect(kindOf({ url: 'https://api.forkful.test/saved-recipes/42', method: 'DELETE', authorized: true })).toBeUndefined();
    expect(kindOf({ url: 'https://api.forkful.test/add-recipe', method: 'POST', authorized: true })).toBeUndefined();
    expect(kindOf({ url: 'https://api.forkful.test/recipes/like/42', method: 'PATCH', authorized: true })).toBeUndefined();
  });

  it('reads the saved recipe id, decoded', () => {
    expect(savedRecipeIdOf({ url: 'https://api.forkful.test/saved-recipes/a%20b', method: 'PUT' }, scope)).toBe('a b');
    expect(savedRecipeIdOf({ url: 'https://api.forkful.test/saved-recipes', method: 'PUT' }, scope)).toBeUndefined();
  });

  it('knows the API under a path prefix, and nothing of it when the API is unknown', () => {
    const prefixed = { origin: scope.origin, apiBase: 'https://forkful.test/api' };
    expect(requestKindOf(get('https://forkful.test/api/recipes/42'), prefixed)).toBe('public-api');
    expect(requestKindOf(get('https://forkful.test/apiary/recipes/42'), prefixed)).toBeUndefined();
    expect(requestKindOf(get('https://api.forkful.test/recipes/42'), { origin: scope.origin, apiBase: '' })).toBeUndefined();
  });

  it('leaves the shell origin’s other files and non-http requests alone', () => {
    expect(kindOf(get('https://forkful.test/main.1a2b3c4d.js', { destination: 'script' }))).toBeUndefined();
    expect(kindOf(get('data:image/png;base64,AAAA', { destination: 'image' }))).toBeUndefined();
    expect(kindOf(get('not a url'))).toBeUndefined();
  });
});

describe("the worker script's API parameter", () => {
  it('is the base URL without a trailing slash, or nothing when it is not an http(s) URL', () => {
    expect(apiBaseOf('?api=https%3A%2F%2Fapi.forkful.test%2F')).toBe('https://api.forkful.test');
    expect(apiBaseOf('?api=http%3A%2F%2F127.0.0.1%3A3000%2Fv1%2F')).toBe('http://127.0.0.1:3000/v1');
    expect(apiBaseOf('?api=javascript%3Aalert(1)')).toBe('');
    expect(apiBaseOf('')).toBe('');
  });
});
