/**
 * Whether the Firebase SDK itself kept a signed-in user in this browser, read without loading the SDK: a session that
 * began before the session hint existed (or whose hint was cleared) must still be restored on a public page.
 * Firebase keeps it in IndexedDB (`firebaseLocalStorageDb`), or in localStorage where IndexedDB is unavailable, under
 * `firebase:authUser:<apiKey>:[DEFAULT]`. Only read: a database that does not exist is never created here.
 */
const DB_NAME = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

export const firebaseUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

export async function firebaseKeptSession(apiKey: string, idb: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  const key = firebaseUserKey(apiKey);
  try {
    if (globalThis.localStorage?.getItem(key)) return true;
    // Without databases() (old browsers) opening would create the database: then only sign-in restores the session.
    if (!idb?.databases) return false;
    const databases = await idb.databases();
    if (!databases.some((database) => database.name === DB_NAME)) return false;
    return await storeHas(idb, key);
  } catch {
    return false;
  }
}

function storeHas(idb: IDBFactory, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const opening = idb.open(DB_NAME);
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const reading = db.transaction([STORE], 'readonly').objectStore(STORE).count(key);
      reading.onsuccess = () => resolve(reading.result > 0);
      reading.onerror = () => resolve(false);
      reading.transaction!.oncomplete = () => db.close();
    };
  });
}
