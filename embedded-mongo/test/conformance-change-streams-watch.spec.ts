/** Conformance: collection.watch() events in mongod's shape (see conformance-change-streams.spec.ts). */
import { Document, Timestamp } from 'mongodb';
import { db, isReplicaSet, target, useConformance } from './conformance-setup';
import { FAST, idOf, next, open, run, shape, take, unique } from './change-streams-setup';

useConformance('changestreams_watch', true);

describe('collection.watch()', () => {
  it('reports insert, update, replace and delete in mongod shape with strictly increasing cluster times', async () => {
    if (!isReplicaSet) return;
    const name = unique('basic');
    const c = db.collection(name);
    const stream = await open(c.watch([], FAST));
    try {
      await c.insertOne({ _id: 1 as any, a: 1, nested: { x: 1, y: 1 } });
      await c.updateOne({ _id: 1 as any }, { $set: { 'nested.x': 2, b: 'new' }, $inc: { a: 1 }, $unset: { 'nested.y': '' } });
      await c.replaceOne({ _id: 1 as any }, { z: true });
      await c.deleteOne({ _id: 1 as any });
      const events = await take(stream, 4);
      const ns = { db: target.dbName, coll: name };
      expect(events.map(shape)).toEqual([
        { operationType: 'insert', fullDocument: { _id: 1, a: 1, nested: { x: 1, y: 1 } }, ns, documentKey: { _id: 1 } },
        {
          operationType: 'update',
          ns,
          documentKey: { _id: 1 },
          updateDescription: { updatedFields: { 'nested.x': 2, b: 'new', a: 2 }, removedFields: ['nested.y'], truncatedArrays: [] },
        },
        { operationType: 'replace', fullDocument: { _id: 1, z: true }, ns, documentKey: { _id: 1 } },
        { operationType: 'delete', ns, documentKey: { _id: 1 } },
      ]);
      for (const e of events) {
        expect(typeof (e._id as any)._data).toBe('string');
        expect((e as any).clusterTime).toBeInstanceOf(Timestamp);
        expect((e as any).wallTime).toBeInstanceOf(Date);
      }
      for (let i = 1; i < events.length; i++) expect((events[i] as any).clusterTime.greaterThan((events[i - 1] as any).clusterTime)).toBe(true);
      // Each document of a batch insert is its own event with its own time.
      await c.insertMany([{ _id: 2 as any }, { _id: 3 as any }]);
      const [e2, e3] = await take(stream, 2);
      expect([(e2 as any).documentKey, (e3 as any).documentKey]).toEqual([{ _id: 2 }, { _id: 3 }]);
      expect((e3 as any).clusterTime.greaterThan((e2 as any).clusterTime)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('describes array changes as mongod reports them (appends by index, other changes as the whole array)', async () => {
    if (!isReplicaSet) return;
    const c = db.collection(unique('arrays'));
    await c.insertOne({ _id: 1 as any, tags: ['a', 'b'], items: [{ qty: 1 }, { qty: 2 }] });
    const stream = await open(c.watch([], FAST));
    try {
      await c.updateOne({ _id: 1 as any }, { $push: { tags: 'c' } as any });
      await c.updateOne({ _id: 1 as any }, { $inc: { 'items.1.qty': 5 } });
      await c.updateOne({ _id: 1 as any }, { $pull: { tags: 'a' } as any });
      const descs = (await take(stream, 3)).map((e) => (e as any).updateDescription);
      expect(descs).toEqual([
        { updatedFields: { 'tags.2': 'c' }, removedFields: [], truncatedArrays: [] },
        { updatedFields: { 'items.1.qty': 7 }, removedFields: [], truncatedArrays: [] },
        { updatedFields: { tags: ['b', 'c'] }, removedFields: [], truncatedArrays: [] },
      ]);
    } finally {
      await stream.close();
    }
  });

  it("adds the current document to updates with fullDocument: 'updateLookup' (null once deleted)", async () => {
    if (!isReplicaSet) return;
    const c = db.collection(unique('lookup'));
    await c.insertOne({ _id: 1 as any, n: 0 });
    const stream = await open(c.watch([], { fullDocument: 'updateLookup', ...FAST }));
    try {
      await c.updateOne({ _id: 1 as any }, { $inc: { n: 1 } });
      const e = await next(stream);
      expect(e).toMatchObject({ operationType: 'update', fullDocument: { _id: 1, n: 1 } });
      await c.updateOne({ _id: 1 as any }, { $inc: { n: 1 } });
      await c.deleteOne({ _id: 1 as any });
      const [upd, del] = await take(stream, 2);
      expect(upd).toMatchObject({ operationType: 'update', fullDocument: null, updateDescription: { updatedFields: { n: 2 } } });
      expect(del.operationType).toBe('delete');
    } finally {
      await stream.close();
    }
  });

  it('ends with drop then invalidate when the watched collection is dropped, and closes the cursor', async () => {
    if (!isReplicaSet) return;
    const name = unique('dropped');
    const c = db.collection(name);
    await c.insertOne({ a: 1 });
    const agg = await run({ aggregate: name, pipeline: [{ $changeStream: {} }], cursor: {} });
    await c.drop();
    const res = await run({ getMore: agg.cursor.id, collection: name, maxTimeMS: 2000 });
    let batch: Document[] = res.cursor.nextBatch;
    let cursorId = idOf(res.cursor.id);
    if (batch.length < 2 && cursorId !== 0) {
      const more = await run({ getMore: cursorId, collection: name, maxTimeMS: 2000 });
      batch = [...batch, ...more.cursor.nextBatch];
      cursorId = idOf(more.cursor.id);
    }
    expect(batch.map((e) => e.operationType)).toEqual(['drop', 'invalidate']);
    expect(batch[0].ns).toEqual({ db: target.dbName, coll: name });
    expect(Object.keys(batch[1]).sort()).toEqual(['_id', 'clusterTime', 'operationType', 'wallTime']);
    expect(batch[1].clusterTime).toEqual(batch[0].clusterTime);
    expect(cursorId).toBe(0);
  });

  it('applies $match, $project, $addFields, $set, $unset, $replaceRoot and $redact stages to events', async () => {
    if (!isReplicaSet) return;
    const c = db.collection(unique('pipeline'));
    const stream = await open(
      c.watch([
        { $match: { operationType: 'insert', 'fullDocument.keep': true } },
        { $addFields: { added: 1 } },
        { $set: { alsoSet: '$fullDocument.v' } },
        { $unset: 'wallTime' },
        { $project: { operationType: 1, added: 1, alsoSet: 1, 'fullDocument.v': 1 } },
        { $redact: '$$KEEP' },
      ], FAST),
    );
    try {
      await c.insertMany([{ keep: false, v: 1 }, { keep: true, v: 2 }]);
      const e = (await next(stream)) as any;
      expect(Object.keys(e._id)).toEqual(['_data']);
      expect(shape(e)).toEqual({ operationType: 'insert', fullDocument: { v: 2 }, added: 1, alsoSet: 2 });
    } finally {
      await stream.close();
    }
    const replaced = await open(c.watch([{ $replaceRoot: { newRoot: { _id: '$_id', op: '$operationType' } } }], FAST));
    try {
      await c.insertOne({ v: 3 });
      expect(shape(await next(replaced))).toEqual({ op: 'insert' });
    } finally {
      await replaced.close();
    }
  });

  it('refuses a pipeline that removes the resume token when an event comes (280 ChangeStreamFatalError)', async () => {
    if (!isReplicaSet) return;
    const name = unique('noid');
    const agg = await run({ aggregate: name, pipeline: [{ $changeStream: {} }, { $project: { _id: 0 } }], cursor: {} });
    await db.collection(name).insertOne({ a: 1 });
    await expect(run({ getMore: agg.cursor.id, collection: name, maxTimeMS: 2000 })).rejects.toMatchObject({
      code: 280,
      codeName: 'ChangeStreamFatalError',
      message: expect.stringContaining('Encountered an event whose _id field, which contains the resume token, was modified by the pipeline.'),
    });
  });
});
