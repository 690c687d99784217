import { ApiConfig } from '../config/api-config';
import { RateLimitStore } from './rate-limit-store';

/** A stand-in for the windows collection whose read-back (after the hits are written) the test releases by hand. */
function fakeWindows() {
  const docs = new Map<string, { _id: string; hits: number; expiresAt: Date }>();
  let releaseFind: () => void = () => undefined;
  const findHeld = new Promise<void>((resolve) => (releaseFind = resolve));
  let written: () => void = () => undefined;
  const writeDone = new Promise<void>((resolve) => (written = resolve));
  const collection = {
    bulkWrite: async (ops: Array<{ updateOne: { filter: { _id: string } } }>) => {
      for (const { updateOne } of ops) {
        const id = updateOne.filter._id;
        const doc = docs.get(id) ?? { _id: id, hits: 0, expiresAt: new Date(Date.now() + 60_000) };
        doc.hits += 1; // every test below sends one hit per window
        docs.set(id, doc);
      }
      written();
    },
    find: () => ({ toArray: async () => (await findHeld, [...docs.values()]) }),
  };
  return { model: { collection } as never, releaseFind, writeDone };
}

describe('RateLimitStore', () => {
  const config = { rateLimitSyncMs: 60_000 } as ApiConfig;

  it('keeps counting the hits it has sent while it waits for the shared totals', async () => {
    const windows = fakeWindows();
    const store = new RateLimitStore(windows.model, config);
    expect((await store.increment('user:a', 60_000, 2, 60_000, 'writes')).totalHits).toBe(1);
    const syncing = store.sync();
    await windows.writeDone;
    // The hit is in the database now but its total has not been read back: it must still count here.
    expect(await store.increment('user:a', 60_000, 2, 60_000, 'writes')).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(await store.increment('user:a', 60_000, 2, 60_000, 'writes')).toMatchObject({ totalHits: 3, isBlocked: true });
    windows.releaseFind();
    await syncing;
    expect(await store.increment('user:a', 60_000, 2, 60_000, 'writes')).toMatchObject({ totalHits: 4, isBlocked: true });
    await store.onModuleDestroy();
  });
});
