import { firebaseKeptSession, firebaseUserKey } from './firebase-kept-session';

/** A minimal IndexedDB holding Firebase's store with the given keys (requests answer on the next tick, as browsers do). */
function fakeIndexedDb({ exists = true, keys = [] as string[] } = {}) {
  const opened = jest.fn();
  const later = (fn: () => void) => setTimeout(fn, 0);
  const request = <T,>(result: () => T) => {
    const r: { result?: T; onsuccess?: () => void; onerror?: () => void; transaction?: { oncomplete?: () => void } } = { transaction: {} };
    later(() => {
      r.result = result();
      r.onsuccess?.();
      later(() => r.transaction?.oncomplete?.());
    });
    return r;
  };
  const db = {
    objectStoreNames: { contains: (name: string) => name === 'firebaseLocalStorage' },
    transaction: () => ({ objectStore: () => ({ count: (key: string) => request(() => keys.filter((k) => k === key).length) }) }),
    close: jest.fn(),
  };
  const factory = {
    databases: async () => (exists ? [{ name: 'firebaseLocalStorageDb', version: 1 }] : []),
    open: (name: string) => {
      opened(name);
      return request(() => db);
    },
  };
  return { factory: factory as unknown as IDBFactory, opened, db };
}

describe('firebaseKeptSession', () => {
  beforeEach(() => window.localStorage.clear());

  it('finds the user Firebase kept in IndexedDB for this API key, and closes the database', async () => {
    const { factory, db } = fakeIndexedDb({ keys: [firebaseUserKey('key-1')] });
    await expect(firebaseKeptSession('key-1', factory)).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(db.close).toHaveBeenCalled();
  });

  it('is false for another API key and when no user is kept', async () => {
    await expect(firebaseKeptSession('key-2', fakeIndexedDb({ keys: [firebaseUserKey('key-1')] }).factory)).resolves.toBe(false);
    await expect(firebaseKeptSession('key-1', fakeIndexedDb({ keys: [] }).factory)).resolves.toBe(false);
  });

  it('never opens (and so never creates) a database Firebase has not made', async () => {
    const { factory, opened } = fakeIndexedDb({ exists: false });
    await expect(firebaseKeptSession('key-1', factory)).resolves.toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('finds a user Firebase kept in localStorage (no IndexedDB)', async () => {
    window.localStorage.setItem(firebaseUserKey('key-1'), '{"uid":"u1"}');
    await expect(firebaseKeptSession('key-1', undefined)).resolves.toBe(true);
  });
});
