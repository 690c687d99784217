import { entriesOverCap, SIZE_HEADER, trimToBytes } from './byte-cap';

/** A cache double: its entries in the order written, each with its recorded size. */
function fakeCache(entries: Array<[string, number]>) {
  const kept = new Map(entries);
  return {
    kept,
    keys: async () => [...kept.keys()].map((url) => ({ url })),
    match: async (request: { url: string }) => ({ headers: new Headers({ [SIZE_HEADER]: String(kept.get(request.url)) }) }),
    delete: async (url: string) => kept.delete(url),
  };
}

describe("the photos cache's byte cap", () => {
  it('drops nothing while the entries fit', () => {
    expect(entriesOverCap([{ url: 'a', bytes: 40 }, { url: 'b', bytes: 60 }], 100)).toEqual([]);
  });

  it('drops the entries written longest ago until the rest fit', () => {
    const entries = [{ url: 'a', bytes: 40 }, { url: 'b', bytes: 30 }, { url: 'c', bytes: 50 }, { url: 'd', bytes: 10 }];
    expect(entriesOverCap(entries, 100)).toEqual(['a']);
    expect(entriesOverCap(entries, 60)).toEqual(['a', 'b']);
    expect(entriesOverCap(entries, 5)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('trims a cache by the sizes recorded on its entries', async () => {
    const cache = fakeCache([['old', 30 * 1024 * 1024], ['mid', 15 * 1024 * 1024], ['new', 10 * 1024 * 1024]]);
    await trimToBytes(cache as unknown as Cache, 50 * 1024 * 1024);
    expect([...cache.kept.keys()]).toEqual(['mid', 'new']);
  });
});
