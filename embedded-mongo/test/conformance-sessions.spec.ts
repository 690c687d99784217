/**
 * Conformance: a replica-set member's session behaviour (retryable writes, cluster time), on the embedded server
 * (a one-member replica set by default) or on MONGODB_URI when that is a replica set.
 */
import { Long, Timestamp } from 'mongodb';
import { client, db, isReplicaSet, useConformance } from './conformance-setup';

useConformance('sessions', true);

/**
 * A session these tests number by hand. It is never ended: an ended session returns to the driver's pool, and the
 * driver would then number its own writes on it from where it counted, below ours.
 */
const ownSession = () => client.startSession();

describe('retryable writes', () => {
  it('applies a write resent with the same lsid and txnNumber once, and answers the retry with the same result', async () => {
    if (!isReplicaSet) return;
    const session = ownSession();
    const insert = { insert: 'retry_insert', documents: [{ _id: 1, v: 'a' }], txnNumber: Long.fromNumber(1) };
    const first = await db.command(insert, { session });
    const retried = await db.command(insert, { session });
    expect(first).toMatchObject({ n: 1, ok: 1 });
    expect(retried).toMatchObject({ n: 1, ok: 1 });
    expect(retried.writeErrors).toBeUndefined(); // not a duplicate-key error: the retry was not applied again
    const inc = { update: 'retry_insert', updates: [{ q: { _id: 1 }, u: { $inc: { n: 1 } } }], txnNumber: Long.fromNumber(2) };
    await db.command(inc, { session });
    await db.command(inc, { session });
    expect(await db.collection('retry_insert').findOne({ _id: 1 as any })).toEqual({ _id: 1, v: 'a', n: 1 });
  });

  it('refuses an older txnNumber on a session once a newer one ran (225 TransactionTooOld)', async () => {
    if (!isReplicaSet) return;
    const session = ownSession();
    await db.command({ insert: 'retry_old', documents: [{ _id: 1 }], txnNumber: Long.fromNumber(5) }, { session });
    await expect(db.command({ insert: 'retry_old', documents: [{ _id: 2 }], txnNumber: Long.fromNumber(4) }, { session })).rejects.toMatchObject({
      code: 225,
      codeName: 'TransactionTooOld',
    });
    expect(await db.collection('retry_old').countDocuments()).toBe(1);
  });

  it('retries through the driver (retryWrites) without duplicating documents', async () => {
    if (!isReplicaSet) return;
    const c = db.collection('retry_driver');
    await c.insertOne({ k: 1 });
    await c.updateOne({ k: 1 }, { $inc: { n: 1 } });
    await c.findOneAndUpdate({ k: 1 }, { $inc: { n: 1 } });
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 1, n: 2 }]);
  });
});

describe('cluster time', () => {
  it('gossips $clusterTime and an operationTime that moves forward with writes', async () => {
    if (!isReplicaSet) return;
    const before = await db.command({ insert: 'clock', documents: [{ a: 1 }] });
    const after = await db.command({ insert: 'clock', documents: [{ a: 2 }] });
    expect(before.operationTime).toBeInstanceOf(Timestamp);
    expect(before.$clusterTime.clusterTime).toBeInstanceOf(Timestamp);
    expect(after.operationTime.greaterThan(before.operationTime)).toBe(true);
  });
});
