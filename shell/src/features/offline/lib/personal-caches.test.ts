import { CACHE_NAMES, DROP_PERSONAL_MESSAGE } from '../../../service-worker/cache-names';
import { dropPersonalCaches } from './personal-caches';

function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return { kept, delete: jest.fn(async (name: string) => kept.delete(name)) };
}

describe('dropping the offline copies at sign-out', () => {
  it('tells the worker, and deletes the personal caches only', async () => {
    const storage = fakeCaches([CACHE_NAMES.personal, CACHE_NAMES.public, CACHE_NAMES.images, CACHE_NAMES.pages]);
    const postMessage = jest.fn();
    const workers = { getRegistration: async () => ({ active: { postMessage } }) };
    await dropPersonalCaches(storage as unknown as CacheStorage, workers as unknown as ServiceWorkerContainer);
    expect(postMessage).toHaveBeenCalledWith(DROP_PERSONAL_MESSAGE);
    expect([...storage.kept].sort()).toEqual([CACHE_NAMES.images, CACHE_NAMES.pages, CACHE_NAMES.public].sort());
  });

  it('still deletes them without a worker', async () => {
    const storage = fakeCaches([CACHE_NAMES.personal]);
    await dropPersonalCaches(storage as unknown as CacheStorage, { getRegistration: async () => undefined } as unknown as ServiceWorkerContainer);
    expect(storage.kept.size).toBe(0);
  });

  it('does nothing where the browser has no caches or workers', async () => {
    await expect(dropPersonalCaches(undefined, undefined)).resolves.toBeUndefined();
  });
});
