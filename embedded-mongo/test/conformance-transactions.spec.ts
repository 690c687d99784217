/**
 * Conformance: multi-document transactions of a replica-set member, through the driver's sessions and mongoose, on
 * the embedded server (a one-member replica set by default) or on MONGODB_URI when that is a replica set: commit,
 * abort, snapshot isolation and write conflicts (the protocol and mongoose: conformance-transactions-protocol.spec.ts).
 */
import { failure } from './helpers';
import { client, coll, db, inSession, isReplicaSet, useConformance } from './conformance-setup';

useConformance('transactions', true);

describe('commit and abort', () => {
  it('commits writes to several collections at once; before that only the transaction sees them', async () => {
    if (!isReplicaSet) return;
    await coll('tx_a').insertOne({ _id: 1, n: 0 });
    await coll('tx_b').insertOne({ _id: 1, n: 0 });
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_a').updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session });
      await coll('tx_b').insertOne({ _id: 2, n: 5 }, { session });
      await coll('tx_b').deleteOne({ _id: 1 }, { session });
      // Read-your-writes inside; the committed state outside.
      expect(await coll('tx_a').findOne({ _id: 1 }, { session })).toEqual({ _id: 1, n: 1 });
      expect(await coll('tx_b').find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([{ _id: 2, n: 5 }]);
      expect(await coll('tx_a').findOne({ _id: 1 })).toEqual({ _id: 1, n: 0 });
      expect(await coll('tx_b').find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, n: 0 }]);
      await session.commitTransaction();
    });
    expect(await coll('tx_a').findOne({ _id: 1 })).toEqual({ _id: 1, n: 1 });
    expect(await coll('tx_b').find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 2, n: 5 }]);
  });

  it('discards every write on abort', async () => {
    if (!isReplicaSet) return;
    await coll('tx_abort').insertMany([{ _id: 1, v: 'a' }, { _id: 2, v: 'b' }]);
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_abort').insertOne({ _id: 3, v: 'c' }, { session });
      await coll('tx_abort').updateOne({ _id: 1 }, { $set: { v: 'A' } }, { session });
      await coll('tx_abort').deleteOne({ _id: 2 }, { session });
      expect(await coll('tx_abort').countDocuments({}, { session })).toBe(2);
      await session.abortTransaction();
    });
    expect(await coll('tx_abort').find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 'a' },
      { _id: 2, v: 'b' },
    ]);
  });

  it('creates a collection implicitly inside a transaction, visible to others only after commit', async () => {
    if (!isReplicaSet) return;
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_new_coll').insertOne({ _id: 1 }, { session });
      expect(await coll('tx_new_coll').find({}, { session }).toArray()).toEqual([{ _id: 1 }]);
      expect((await db.listCollections({ name: 'tx_new_coll' }).toArray()).length).toBe(0);
      await session.commitTransaction();
    });
    expect(await coll('tx_new_coll').find({}).toArray()).toEqual([{ _id: 1 }]);
  });

  it('answers a find opened in a transaction through getMore inside it', async () => {
    if (!isReplicaSet) return;
    await coll('tx_cursor').insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: i })));
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_cursor').insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: 5 + i })), { session });
      const all = await coll('tx_cursor').find({}, { session, batchSize: 3 }).sort({ _id: 1 }).toArray();
      expect(all.map((d) => d._id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      await session.commitTransaction();
    });
    expect(await coll('tx_cursor').countDocuments()).toBe(10);
  });

  it('runs aggregate and distinct on the transaction view', async () => {
    if (!isReplicaSet) return;
    await coll('tx_agg').insertMany([{ g: 'a', n: 1 }, { g: 'b', n: 2 }]);
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_agg').insertOne({ g: 'c', n: 3 }, { session });
      const sums = await coll('tx_agg').aggregate([{ $group: { _id: null, total: { $sum: '$n' } } }], { session }).toArray();
      expect(sums).toEqual([{ _id: null, total: 6 }]);
      expect((await coll('tx_agg').distinct('g', {}, { session })).sort()).toEqual(['a', 'b', 'c']);
      await session.abortTransaction();
    });
  });
});

describe('snapshot isolation and write conflicts', () => {
  it('reads a snapshot as of its start: later committed writes are invisible inside', async () => {
    if (!isReplicaSet) return;
    await coll('tx_snap').insertOne({ _id: 1, v: 'old' });
    await inSession(async (session) => {
      session.startTransaction();
      expect(await coll('tx_snap').findOne({ _id: 1 }, { session })).toEqual({ _id: 1, v: 'old' });
      await coll('tx_snap').updateOne({ _id: 1 }, { $set: { v: 'new' } });
      await coll('tx_snap').insertOne({ _id: 2, v: 'other' });
      expect(await coll('tx_snap').find({}, { session }).toArray()).toEqual([{ _id: 1, v: 'old' }]);
      await session.commitTransaction();
    });
  });

  it('fails a write to a document changed since the transaction started with 112 WriteConflict (TransientTransactionError)', async () => {
    if (!isReplicaSet) return;
    await coll('tx_conflict').insertOne({ _id: 1, n: 0 });
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_conflict').findOne({ _id: 1 }, { session });
      await coll('tx_conflict').updateOne({ _id: 1 }, { $inc: { n: 10 } });
      const e = await failure(coll('tx_conflict').updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session }));
      expect(e).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      expect(e.errorLabels).toContain('TransientTransactionError');
      // The transaction is aborted.
      const commit = await failure(session.commitTransaction());
      expect(commit).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
    });
    expect(await coll('tx_conflict').findOne({ _id: 1 })).toEqual({ _id: 1, n: 10 });
  });

  it('lets the first of two transactions writing one document win; the second gets 112 at once', async () => {
    if (!isReplicaSet) return;
    await coll('tx_two').insertOne({ _id: 1, n: 0 });
    const a = client.startSession();
    const b = client.startSession();
    try {
      a.startTransaction();
      b.startTransaction();
      await coll('tx_two').updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: a });
      const e = await failure(coll('tx_two').updateOne({ _id: 1 }, { $inc: { n: 100 } }, { session: b }));
      expect(e).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      expect(e.errorLabels).toContain('TransientTransactionError');
      await a.commitTransaction();
      await b.abortTransaction();
    } finally {
      await a.endSession();
      await b.endSession();
    }
    expect(await coll('tx_two').findOne({ _id: 1 })).toEqual({ _id: 1, n: 1 });
  });

  it('conflicts on a unique key two transactions insert; after the first commits the second gets 11000', async () => {
    if (!isReplicaSet) return;
    await coll('tx_unique').createIndex({ k: 1 }, { unique: true });
    const a = client.startSession();
    const b = client.startSession();
    try {
      a.startTransaction();
      b.startTransaction();
      await coll('tx_unique').insertOne({ k: 'x', by: 'a' }, { session: a });
      const e = await failure(coll('tx_unique').insertOne({ k: 'x', by: 'b' }, { session: b }));
      expect(e).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      await a.commitTransaction();
      await b.abortTransaction();
      b.startTransaction();
      const dup = await failure(coll('tx_unique').insertOne({ k: 'x', by: 'b' }, { session: b }));
      expect(dup.code).toBe(11000);
      // A unique-index violation aborts the transaction.
      expect(await failure(b.commitTransaction())).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
    } finally {
      await a.endSession();
      await b.endSession();
    }
    expect(await coll('tx_unique').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 'x', by: 'a' }]);
  });

  it('withTransaction retries conflicting transactions until each one commits once', async () => {
    if (!isReplicaSet) return;
    await coll('tx_counter').insertOne({ _id: 'c', n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inSession((session) =>
          session.withTransaction(async () => {
            await coll('tx_counter_log').insertOne({ i }, { session });
            await coll('tx_counter').updateOne({ _id: 'c' }, { $inc: { n: 1 } }, { session });
          }),
        ),
      ),
    );
    expect(await coll('tx_counter').findOne({ _id: 'c' })).toEqual({ _id: 'c', n: 10 });
    expect(await coll('tx_counter_log').countDocuments()).toBe(10);
  });
});
