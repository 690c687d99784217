/**
 * Conformance: change streams as a MongoDB 7.0 replica set serves them, on the embedded server (a one-member replica
 * set) or on MONGODB_URI when it is a replica set: db.watch, client.watch, mongoose Model.watch and transactions.
 * The other change-stream files: conformance-change-streams-{watch,resume,options}.spec.ts.
 */
import mongoose, { Schema } from 'mongoose';
import { client, db, isReplicaSet, target, useConformance } from './conformance-setup';
import { FAST, open, take, unique } from './change-streams-setup';

useConformance('changestreams', true);

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
