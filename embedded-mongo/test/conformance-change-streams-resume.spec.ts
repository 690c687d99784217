/** Conformance: awaiting change-stream cursors and resuming streams (see conformance-change-streams.spec.ts). */
import { ChangeStreamDocument, Document, MongoClient, ResumeToken, Timestamp } from 'mongodb';
import { db, isReplicaSet, target, useConformance } from './conformance-setup';
import { FAST, idOf, next, open, run, take, unique } from './change-streams-setup';

useConformance('changestreams_resume', true);

describe('awaiting cursors', () => {
  it('waits up to maxTimeMS on getMore, then answers an empty batch that carries a postBatchResumeToken', async () => {
    if (!isReplicaSet) return;
    const name = unique('await');
    const agg = await run({ aggregate: name, pipeline: [{ $changeStream: {} }], cursor: {} });
    expect(agg.cursor.firstBatch).toEqual([]);
    expect(typeof agg.cursor.postBatchResumeToken._data).toBe('string');
    const started = Date.now();
    const res = await run({ getMore: agg.cursor.id, collection: name, maxTimeMS: 400 });
    const waited = Date.now() - started;
    expect(res.cursor.nextBatch).toEqual([]);
    expect(idOf(res.cursor.id)).not.toBe(0);
    expect(typeof res.cursor.postBatchResumeToken._data).toBe('string');
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(3000);
    await run({ killCursors: name, cursors: [res.cursor.id] });
  });

  it('returns as soon as an event arrives, without holding up other connections', async () => {
    if (!isReplicaSet) return;
    const name = unique('wake');
    const agg = await run({ aggregate: name, pipeline: [{ $changeStream: {} }], cursor: {} });
    const other = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
    try {
      const started = Date.now();
      const pending = run({ getMore: agg.cursor.id, collection: name, maxTimeMS: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      const t0 = Date.now();
      await other.db(target.dbName).collection(name + '_other').findOne({});
      expect(Date.now() - t0).toBeLessThan(1000); // the waiting getMore blocks nobody
      await other.db(target.dbName).collection(name).insertOne({ _id: 'x' as any });
      const res = await pending;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.cursor.nextBatch.map((e: Document) => [e.operationType, e.documentKey])).toEqual([['insert', { _id: 'x' }]]);
      expect(res.cursor.postBatchResumeToken).toEqual(res.cursor.nextBatch[0]._id);
      await run({ killCursors: name, cursors: [res.cursor.id] });
    } finally {
      await other.close();
    }
  });
});

describe('resuming', () => {
  it('resumeAfter a token continues right after that event; startAtOperationTime from that time', async () => {
    if (!isReplicaSet) return;
    const c = db.collection(unique('resume'));
    const stream = await open(c.watch([], FAST));
    let first: ChangeStreamDocument;
    try {
      await c.insertOne({ _id: 1 as any });
      const reply = await run({ insert: c.collectionName, documents: [{ _id: 2 }] });
      await c.insertOne({ _id: 3 as any });
      first = await next(stream);
      const after = c.watch([], { resumeAfter: first._id, ...FAST });
      expect((await take(after, 2)).map((e: any) => e.documentKey._id)).toEqual([2, 3]);
      await after.close();
      const fromTime = c.watch([], { startAtOperationTime: reply.operationTime, ...FAST });
      expect((await take(fromTime, 2)).map((e: any) => e.documentKey._id)).toEqual([2, 3]);
      await fromTime.close();
    } finally {
      await stream.close();
    }
  });

  it('startAfter an invalidate continues with the recreated collection; resumeAfter one is refused (260)', async () => {
    if (!isReplicaSet) return;
    const name = unique('startafter');
    const c = db.collection(name);
    await c.insertOne({ a: 1 });
    const stream = await open(c.watch([], FAST));
    await c.drop();
    const [drop, invalidate] = await take(stream, 2);
    expect([drop.operationType, invalidate.operationType]).toEqual(['drop', 'invalidate']);
    await stream.close();
    await c.insertOne({ _id: 'again' as any });
    const resumed = c.watch([], { startAfter: invalidate._id, ...FAST });
    expect(await next(resumed)).toMatchObject({ operationType: 'insert', documentKey: { _id: 'again' } });
    await resumed.close();
    await expect(run({ aggregate: name, pipeline: [{ $changeStream: { resumeAfter: invalidate._id } }], cursor: {} })).rejects.toMatchObject({
      code: 260,
      codeName: 'InvalidResumeToken',
      message: "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification",
    });
  });

  it('refuses conflicting or malformed resume options as mongod does', async () => {
    if (!isReplicaSet) return;
    const name = unique('badresume');
    const stream = await open(db.collection(name).watch([], FAST));
    await db.collection(name).insertOne({ a: 1 });
    const token = (await next(stream))._id as ResumeToken;
    await stream.close();
    const agg = (spec: Document) => run({ aggregate: name, pipeline: [{ $changeStream: spec }], cursor: {} });
    await expect(agg({ resumeAfter: token, startAfter: token })).rejects.toMatchObject({
      code: 50865,
      message: "Do not specify both 'resumeAfter' and 'startAfter' in a $changeStream stage",
    });
    await expect(agg({ resumeAfter: token, startAtOperationTime: new Timestamp({ t: 1, i: 1 }) })).rejects.toMatchObject({
      code: 40674,
      message: 'Only one type of resume option is allowed, but multiple were found',
    });
    await expect(agg({ resumeAfter: { _data: 42 } })).rejects.toMatchObject({ code: 40647 });
    await expect(agg({ resumeAfter: { _data: 'not hex!' } })).rejects.toMatchObject({ code: 9, codeName: 'FailedToParse' });
  });
});
