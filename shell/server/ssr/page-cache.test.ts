import { PageCache, normaliseUrl } from './page-cache';

const doc = (text: string) => ({ parts: [text], etag: `"${text}"`, status: 200 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('normaliseUrl', () => {
  it('keeps the path and the known parameters, sorted; drops the others (utm_*, preview)', () => {
    expect(normaliseUrl('/all-recipes?utm_source=x&sort=top&page=2&preview=recipes@x')).toMatchObject({ pathname: '/all-recipes', url: '/all-recipes?page=2&sort=top' });
    expect(normaliseUrl('/all-recipes?page=2&sort=top').url).toBe(normaliseUrl('/all-recipes?sort=top&page=2&fbclid=1').url);
    expect(normaliseUrl('/?utm_campaign=a').url).toBe('/');
    expect(normaliseUrl('/all-recipes?q=%3Cb%3E+soup#top').url).toBe('/all-recipes?q=%3Cb%3E+soup');
    expect(normaliseUrl('/about#x')).toMatchObject({ pathname: '/about', url: '/about' });
    expect(normaliseUrl('/x?preview=off').params.get('preview')).toBe('off');
    expect(normaliseUrl('//evil.test/about').url).toBe('/evil.test/about');
  });
});

describe('PageCache', () => {
  it('is off with a TTL of 0', () => {
    const cache = new PageCache({ ttlMs: 0 });
    cache.set('/', doc('a'), cache.generation);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/')).toBeUndefined();
  });

  it('answers a kept document until its TTL passes', async () => {
    const cache = new PageCache({ ttlMs: 80 });
    cache.set('/', doc('a'), cache.generation);
    expect(cache.get('/')).toEqual(doc('a'));
    await sleep(120);
    expect(cache.get('/')).toBeUndefined();
  });

  it('forgets everything on clear, and does not keep a render that started before the clear', () => {
    const cache = new PageCache({ ttlMs: 5000 });
    cache.set('/', doc('a'), cache.generation);
    const startedAt = cache.generation;
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
    cache.set('/about', doc('old'), startedAt);
    expect(cache.get('/about')).toBeUndefined();
    cache.set('/about', doc('new'), cache.generation);
    expect(cache.get('/about')).toEqual(doc('new'));
  });

  it('is due for a refresh in the last fifth of an entry\'s TTL, and answers it until the TTL ends', () => {
    // (lru-cache reads a start time of 0 as no TTL at all: the clock starts later.)
    const clock = { ms: 10_000, now: () => clock.ms };
    const cache = new PageCache({ ttlMs: 1000, clock });
    cache.set('/', doc('a'), cache.generation);
    expect(cache.dueForRefresh('/')).toBe(false);
    clock.ms = 10_799;
    expect(cache.dueForRefresh('/')).toBe(false);
    clock.ms = 10_800;
    expect(cache.dueForRefresh('/')).toBe(true);
    expect(cache.get('/')).toEqual(doc('a'));
    // Stored again (the refresh): a whole TTL from now.
    cache.set('/', doc('b'), cache.generation);
    expect(cache.dueForRefresh('/')).toBe(false);
    clock.ms = 11_500;
    expect(cache.get('/')).toEqual(doc('b'));
    clock.ms = 11_801;
    expect(cache.get('/')).toBeUndefined();
    expect(new PageCache({ ttlMs: 0 }).dueForRefresh('/')).toBe(false);
  });

  it('is bounded in entries and in size, the least recently used going first', () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 3, maxChars: 1000 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, doc(key), cache.generation);
    cache.get('/a');
    cache.set('/d', doc('/d'), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    // Over the size cap: the big one pushes the others out, one bigger than the cap is not kept at all.
    cache.set('/big', doc('x'.repeat(1000)), cache.generation);
    expect(cache.size).toBe(1);
    cache.set('/huge', doc('x'.repeat(2000)), cache.generation);
    expect(cache.get('/huge')).toBeUndefined();
  });
});
