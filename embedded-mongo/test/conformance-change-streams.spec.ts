/**
 * Conformance: change streams as a MongoDB 7.0 replica set serves them (collection.watch, db.watch, client.watch,
 * mongoose Model.watch), on the embedded server (a one-member replica set) or on MONGODB_URI when it is a replica set.
 */
import { ChangeStream, ChangeStreamDocument, Db, Document, Long, MongoClient, ResumeToken, Timestamp } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { Target, useConformanceTarget } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let isReplicaSet = false;
let seq = 0;
/** A collection name of its own per test (a real server is shared). */
const unique = (base: string) => `${base}_${++seq}`;

useConformanceTarget('changestreams', (handles) => ({ target, client, db, isReplicaSet } = handles), true);

/** Opens a stream that starts now and makes sure the server has started it (the driver opens it lazily). */
async function open<T extends Document = Document>(stream: ChangeStream<T>): Promise<ChangeStream<T>> {
  expect(await stream.tryNext()).toBeNull();
  return stream;
}

const idOf = (v: unknown) => (Long.isLong(v) ? v.toNumber() : Number(v));

async function next<T extends Document>(stream: ChangeStream<T>, ms = 5000): Promise<ChangeStreamDocument<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no change event within ' + ms + ' ms')), ms)));
  return Promise.race([stream.next(), timeout]).finally(() => clearTimeout(timer));
}

async function take<T extends Document>(stream: ChangeStream<T>, n: number): Promise<ChangeStreamDocument<T>[]> {
  const out: ChangeStreamDocument<T>[] = [];
  for (let i = 0; i < n; i++) out.push(await next(stream));
  return out;
}

/** Each event without its per-run fields (resume token, times). */
const shape = (e: Document) => {
  const { _id, clusterTime, wallTime, ...rest } = e;
  return rest;
};

const run = (cmd: Document, on: Db = db) => on.command(cmd);
/** Empty getMores (as tryNext sends) wait this long instead of the default 1 s. */
const FAST = { maxAwaitTimeMS: 150 };

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

describe('options and pipeline validation', () => {
  it('refuses bad $changeStream options with mongod codes and messages', async () => {
    if (!isReplicaSet) return;
    const name = unique('opts');
    const agg = (pipeline: Document[], on: Db = db, target: string | number = name) => run({ aggregate: target, pipeline, cursor: {} }, on);
    await expect(agg([{ $changeStream: { fullDocument: 'bogus' } }])).rejects.toMatchObject({
      code: 2,
      codeName: 'BadValue',
      message: "Enumeration value 'bogus' for field '$changeStream.fullDocument' is not a valid value.",
    });
    await expect(agg([{ $changeStream: { fullDocumentBeforeChange: 'sometimes' } }])).rejects.toMatchObject({ code: 2 });
    await expect(agg([{ $changeStream: { notAnOption: 1 } }])).rejects.toMatchObject({
      code: 40415,
      message: "BSON field '$changeStream.notAnOption' is an unknown field.",
    });
    await expect(agg([{ $changeStream: { fullDocument: 1 } }])).rejects.toMatchObject({ code: 14, codeName: 'TypeMismatch' });
    await expect(agg([{ $changeStream: 1 }])).rejects.toMatchObject({ code: 50808, message: '$changeStream stage expects a document as argument' });
    await expect(agg([{ $match: {} }, { $changeStream: {} }])).rejects.toMatchObject({ code: 40602 });
    await expect(agg([{ $changeStream: {} }, { $group: { _id: null } }])).rejects.toMatchObject({
      code: 20,
      codeName: 'IllegalOperation',
      message: '$group is not permitted in a $changeStream pipeline',
    });
    await expect(agg([{ $changeStream: { allChangesForCluster: true } }])).rejects.toMatchObject({ code: 72, codeName: 'InvalidOptions' });
    await expect(agg([{ $changeStream: {} }], client.db('admin'), 1)).rejects.toMatchObject({
      code: 73,
      message: '$changeStream may not be opened on the internal admin database',
    });
    await expect(agg([{ $changeStream: {} }], client.db('local'), 'x')).rejects.toMatchObject({ code: 73 });
  });

  it('gives a pre-image only where the collection records them (fullDocumentBeforeChange)', async () => {
    if (!isReplicaSet) return;
    const plain = db.collection(unique('noimages'));
    await plain.insertOne({ _id: 1 as any, v: 1 });
    const whenAvailable = await open(plain.watch([], { fullDocumentBeforeChange: 'whenAvailable', ...FAST }));
    await plain.updateOne({ _id: 1 as any }, { $set: { v: 2 } });
    expect(await next(whenAvailable)).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: null });
    await whenAvailable.close();

    const required = await run({ aggregate: plain.collectionName, pipeline: [{ $changeStream: { fullDocumentBeforeChange: 'required' } }], cursor: {} });
    await plain.updateOne({ _id: 1 as any }, { $set: { v: 3 } });
    await expect(run({ getMore: required.cursor.id, collection: plain.collectionName, maxTimeMS: 2000 })).rejects.toMatchObject({
      code: 47,
      codeName: 'NoMatchingDocument',
      message: expect.stringContaining('Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event'),
    });

    const name = unique('images');
    await db.createCollection(name, { changeStreamPreAndPostImages: { enabled: true } });
    const withImages = db.collection(name);
    await withImages.insertOne({ _id: 1 as any, v: 1 });
    const stream = await open(withImages.watch([], { fullDocumentBeforeChange: 'required', fullDocument: 'required', ...FAST }));
    await withImages.updateOne({ _id: 1 as any }, { $set: { v: 2 } });
    await withImages.deleteOne({ _id: 1 as any });
    const [upd, del] = await take(stream, 2);
    expect(upd).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: { _id: 1, v: 1 }, fullDocument: { _id: 1, v: 2 } });
    expect(del).toMatchObject({ operationType: 'delete', fullDocumentBeforeChange: { _id: 1, v: 2 } });
    await stream.close();
  });
});

describe('showExpandedEvents', () => {
  it('adds create, createIndexes and dropIndexes events', async () => {
    if (!isReplicaSet) return;
    const name = unique('expanded');
    const stream = await open(db.watch([{ $match: { 'ns.coll': name } }], { showExpandedEvents: true, ...FAST }));
    try {
      await db.collection(name).insertOne({ _id: 1 as any });
      await db.collection(name).createIndex({ a: 1 });
      await db.collection(name).dropIndex('a_1');
      const events = await take(stream, 4);
      expect(events.map((e) => e.operationType)).toEqual(['create', 'insert', 'createIndexes', 'dropIndexes']);
      expect(events[0]).toMatchObject({ ns: { db: target.dbName, coll: name }, operationDescription: { idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } } });
      expect(events[2]).toMatchObject({ operationDescription: { indexes: [{ v: 2, key: { a: 1 }, name: 'a_1' }] } });
      expect(events[3]).toMatchObject({ operationDescription: { indexes: [{ v: 2, key: { a: 1 }, name: 'a_1' }] } });
    } finally {
      await stream.close();
    }
  });
});

describe('db.watch() and client.watch()', () => {
  it('a database stream sees every collection of that database only; a drop there does not end it', async () => {
    if (!isReplicaSet) return;
    const otherDb = client.db(target.dbName + '_x');
    const stream = await open(db.watch([], FAST));
    try {
      const a = unique('dbw_a');
      const b = unique('dbw_b');
      await otherDb.collection('elsewhere').insertOne({ skip: true });
      await db.collection(a).insertOne({ _id: 'a' as any });
      await db.collection(b).insertOne({ _id: 'b' as any });
      await db.collection(a).drop();
      await db.collection(b).insertOne({ _id: 'b2' as any });
      const events = (await take(stream, 4)).map((e: any) => [e.operationType, e.ns.coll, e.documentKey?._id]);
      expect(events).toEqual([
        ['insert', a, 'a'],
        ['insert', b, 'b'],
        ['drop', a, undefined],
        ['insert', b, 'b2'],
      ]);
    } finally {
      await stream.close();
      await otherDb.dropDatabase();
    }
  });

  it('a deployment stream sees several databases, and a dropDatabase as drops then dropDatabase', async () => {
    if (!isReplicaSet) return;
    const d1 = client.db(target.dbName + '_c1');
    const d2 = client.db(target.dbName + '_c2');
    const stream = await open(client.watch([{ $match: { 'ns.db': { $in: [d1.databaseName, d2.databaseName] } } }], FAST));
    try {
      await d1.collection('one').insertOne({ _id: 1 as any });
      await d2.collection('two').insertOne({ _id: 2 as any });
      await d2.dropDatabase();
      const events = (await take(stream, 4)).map((e: any) => [e.operationType, e.ns]);
      expect(events).toEqual([
        ['insert', { db: d1.databaseName, coll: 'one' }],
        ['insert', { db: d2.databaseName, coll: 'two' }],
        ['drop', { db: d2.databaseName, coll: 'two' }],
        ['dropDatabase', { db: d2.databaseName }],
      ]);
    } finally {
      await stream.close();
      await d1.dropDatabase();
    }
  });
});

describe('mongoose Model.watch()', () => {
  it("sees an insert and an update with fullDocument: 'updateLookup'", async () => {
    if (!isReplicaSet) return;
    const conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
    try {
      const Recipe = conn.model('WatchedRecipe', new Schema({ title: String, likes: { type: Number, default: 0 } }));
      await Recipe.init();
      const stream = Recipe.watch([], { fullDocument: 'updateLookup', ...FAST });
      const events: any[] = [];
      const two = new Promise<void>((resolve, reject) => {
        stream.on('change', (e) => {
          events.push(e);
          if (events.length === 2) resolve();
        });
        stream.on('error', reject);
      });
      await new Promise((r) => setTimeout(r, 300)); // let the stream open before writing
      const doc = await Recipe.create({ title: 'Soup' });
      await Recipe.updateOne({ _id: doc._id }, { $inc: { likes: 1 } });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([two, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 5000)))]).finally(() => clearTimeout(timer));
      await stream.close();
      expect(events[0]).toMatchObject({ operationType: 'insert', fullDocument: { title: 'Soup', likes: 0 } });
      expect(events[1]).toMatchObject({
        operationType: 'update',
        documentKey: { _id: doc._id },
        updateDescription: { updatedFields: { likes: 1 }, removedFields: [] },
        fullDocument: { title: 'Soup', likes: 1 },
      });
    } finally {
      await conn.close();
    }
  });
});

describe('transactions', () => {
  it('reports a committed transaction’s writes as their own events (insert, update, delete), none before the commit', async () => {
    if (!isReplicaSet) return;
    const c = db.collection(unique('txn'));
    await c.insertMany([{ _id: 1 as any, n: 1 }, { _id: 2 as any, n: 2 }]);
    const stream = await open(c.watch([], FAST));
    const session = client.startSession();
    try {
      session.startTransaction();
      await c.insertOne({ _id: 3 as any, n: 3 }, { session });
      await c.updateOne({ _id: 1 as any }, { $inc: { n: 10 } }, { session });
      await c.deleteOne({ _id: 2 as any }, { session });
      expect(await stream.tryNext()).toBeNull(); // nothing is visible before the commit
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    const events = (await take(stream, 3)).map((e: any) => ({
      operationType: e.operationType,
      documentKey: e.documentKey,
      ...(e.updateDescription ? { updatedFields: e.updateDescription.updatedFields } : {}),
    }));
    expect(events).toEqual([
      { operationType: 'insert', documentKey: { _id: 3 } },
      { operationType: 'update', documentKey: { _id: 1 }, updatedFields: { n: 11 } },
      { operationType: 'delete', documentKey: { _id: 2 } },
    ]);
    await stream.close();
  });
});
