import type { RumBatch } from '@forkful/domain';
import { MAX_BUFFERED_RAW_EVENTS, RumIngest } from './rum-ingest.service';

const view = (app = 'recipes') => ({ kind: 'view' as const, app, version: 'dev', view: 'view-0001', route: '/' });
const batch = (n: number, app?: string): RumBatch => ({ shellVersion: 'dev', events: Array.from({ length: n }, () => view(app)) });

/** Stand-ins for the two models' driver collections: what each flush wrote, and a switch to make writes fail. */
function fakeModels() {
  const state = { failMinutes: false, failRaw: false, upserts: [] as Array<{ updateOne: { filter: { _id: string }; update: { $inc: Record<string, number> } } }>, raw: [] as object[] };
  const minutes = {
    collection: {
      bulkWrite: jest.fn(async (ops: typeof state.upserts) => {
        if (state.failMinutes) throw new Error('down');
        state.upserts.push(...ops);
      }),
    },
  };
  const events = {
    collection: {
      insertMany: jest.fn(async (docs: object[]) => {
        if (state.failRaw) throw new Error('down');
        state.raw.push(...docs);
      }),
    },
  };
  return { state, ingest: new RumIngest(events as never, minutes as never) };
}

const pageViewsWritten = (upserts: Array<{ updateOne: { update: { $inc: Record<string, number> } } }>) =>
  upserts.reduce((sum, op) => sum + (op.updateOne.update.$inc.pageViews ?? 0), 0);

describe('RumIngest', () => {
  it('writes one $inc upsert per (app, version, minute) and the raw events, in one flush', async () => {
    const { state, ingest } = fakeModels();
    const at = Date.UTC(2025, 5, 1, 12, 0, 10);
    ingest.accept(batch(3), at);
    ingest.accept(batch(2), at + 20_000);
    ingest.accept(batch(1, 'planner'), at);
    ingest.accept(batch(1), at + 60_000);
    await ingest.flush();
    expect(state.upserts.map((op) => [op.updateOne.filter._id, op.updateOne.update.$inc])).toEqual([
      [`recipes dev ${Date.UTC(2025, 5, 1, 12, 0)}`, { pageViews: 5 }],
      [`planner dev ${Date.UTC(2025, 5, 1, 12, 0)}`, { pageViews: 1 }],
      [`recipes dev ${Date.UTC(2025, 5, 1, 12, 1)}`, { pageViews: 1 }],
    ]);
    // One raw document per batch.
    expect(state.raw).toHaveLength(4);
    expect(state.raw[0]).toEqual({ at: new Date(at), shellVersion: 'dev', events: [view(), view(), view()] });
    await ingest.flush();
    expect(state.upserts).toHaveLength(3);
    await ingest.beforeApplicationShutdown();
  });

  it('keeps the aggregates of a failed write for the next flush, added to what came meanwhile: exact', async () => {
    const { state, ingest } = fakeModels();
    ingest.accept(batch(4));
    state.failMinutes = true;
    await expect(ingest.flush()).rejects.toThrow('down');
    ingest.accept(batch(3));
    state.failMinutes = false;
    await ingest.flush();
    expect(pageViewsWritten(state.upserts)).toBe(7);
    await ingest.beforeApplicationShutdown();
  });

  it('drops the oldest raw events past its buffer (counted) and keeps every aggregate', async () => {
    const { state, ingest } = fakeModels();
    const batches = Math.ceil((MAX_BUFFERED_RAW_EVENTS + 5_000) / 50);
    for (let i = 0; i < batches; i++) ingest.accept(batch(50));
    expect(ingest.droppedRawEvents).toBeGreaterThan(0);
    await ingest.flush();
    const written = (state.raw as Array<{ events: unknown[] }>).reduce((sum, doc) => sum + doc.events.length, 0);
    expect(written + ingest.droppedRawEvents).toBe(batches * 50);
    expect(written).toBeLessThanOrEqual(MAX_BUFFERED_RAW_EVENTS);
    expect(pageViewsWritten(state.upserts)).toBe(batches * 50);
    await ingest.beforeApplicationShutdown();
  });

  it('a flush asked while one runs waits for it and writes what came after', async () => {
    const { state, ingest } = fakeModels();
    ingest.accept(batch(1));
    const first = ingest.flush();
    ingest.accept(batch(2));
    await ingest.flush();
    await first;
    expect(pageViewsWritten(state.upserts)).toBe(3);
    await ingest.beforeApplicationShutdown();
  });

  it('flushes on shutdown, and a failed raw write only loses raw events (counted)', async () => {
    const { state, ingest } = fakeModels();
    state.failRaw = true;
    ingest.accept(batch(5));
    await ingest.beforeApplicationShutdown();
    expect(pageViewsWritten(state.upserts)).toBe(5);
    expect(ingest.droppedRawEvents).toBe(5);
  });
});
