/** Embedded-only transaction behaviour: one journal record per commit, crash atomicity, expiry, outside writes. */
import * as fs from 'fs';
import * as path from 'path';
import { Op, readRecords } from '../src/storage/journal';
import { failure, useTempDirs, withServer } from './helpers';

const newDir = useTempDirs();

const journalFile = (dir: string) =>
  path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('journal-'))
      .sort()
      .pop()!,
  );
// Each record's entries, without the commit-time entry that opens every record (see commit-time.ts).
const records = (dir: string) => readRecords(fs.readFileSync(journalFile(dir))).records.map((r) => r.filter((e) => e.op !== Op.CommitTime));

describe('durability of transactions', () => {
  it('journals a committed transaction as one record, which survives a restart', async () => {
    const dir = newDir();
    let before = 0;
    await withServer(dir, async (client) => {
      const db = client.db('durable');
      await db.collection('a').insertOne({ _id: 'seed' as any });
      await db.collection('b').insertOne({ _id: 'seed' as any });
      before = records(dir).length;
      const session = client.startSession();
      await session.withTransaction(async () => {
        await db.collection('a').insertMany([{ _id: 1 as any }, { _id: 2 as any }], { session });
        await db.collection('b').updateOne({ _id: 'seed' as any }, { $set: { touched: true } }, { session });
        await db.collection('a').deleteOne({ _id: 'seed' as any }, { session });
        await db.collection('c').insertOne({ _id: 'new' as any }, { session }); // a collection created by the transaction
      });
      await session.endSession();
      const after = records(dir);
      expect(after.length).toBe(before + 1);
      expect(after[after.length - 1].map((e) => e.ns)).toEqual(['durable.c', 'durable.a', 'durable.a', 'durable.a', 'durable.b', 'durable.c']);
    });
    await withServer(dir, async (client) => {
      const db = client.db('durable');
      expect(await db.collection('a').find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      expect(await db.collection('b').find({}).toArray()).toEqual([{ _id: 'seed', touched: true }]);
      expect(await db.collection('c').find({}).toArray()).toEqual([{ _id: 'new' }]);
    });
  });

  it('loses a transaction whole when its record is torn by a crash (nothing half-applied after restart)', async () => {
    const dir = newDir();
    let sizeBefore = 0;
    await withServer(dir, async (client) => {
      const db = client.db('torn');
      await db.collection('x').insertOne({ _id: 0 as any });
      sizeBefore = fs.statSync(journalFile(dir)).size;
      const session = client.startSession();
      await session.withTransaction(async () => {
        await db.collection('x').insertOne({ _id: 1 as any }, { session });
        await db.collection('y').insertOne({ _id: 1 as any }, { session });
      });
      await session.endSession();
    });
    // The crash came while the record was being written: only part of it reached the disk.
    const file = journalFile(dir);
    const full = fs.statSync(file).size;
    fs.truncateSync(file, sizeBefore + Math.floor((full - sizeBefore) / 2));
    await withServer(dir, async (client) => {
      const db = client.db('torn');
      expect(await db.collection('x').find({}).toArray()).toEqual([{ _id: 0 }]);
      expect(await db.collection('y').countDocuments()).toBe(0);
    });
  });

  it('writes nothing to the journal for an aborted transaction', async () => {
    const dir = newDir();
    await withServer(dir, async (client) => {
      const db = client.db('aborted');
      await db.collection('x').insertOne({ _id: 0 as any });
      const size = fs.statSync(journalFile(dir)).size;
      const session = client.startSession();
      session.startTransaction();
      await db.collection('x').insertOne({ _id: 1 as any }, { session });
      await db.collection('x').deleteOne({ _id: 0 as any }, { session });
      await session.abortTransaction();
      await session.endSession();
      expect(fs.statSync(journalFile(dir)).size).toBe(size);
      expect(await db.collection('x').find({}).toArray()).toEqual([{ _id: 0 }]);
    });
  });
});

describe('transactions and the rest of the server', () => {
  it('lets a write outside any transaction win over a transaction that wrote the same document: its commit gets 112', async () => {
    // mongod would make the outside write wait for the transaction; a single-threaded server cannot wait, so the
    // outside write goes first and the transaction, which can no longer commit what it read, is aborted.
    await withServer(newDir(), async (client) => {
      const db = client.db('outside');
      await db.collection('x').insertOne({ _id: 1 as any, n: 0 });
      const session = client.startSession();
      session.startTransaction();
      await db.collection('x').updateOne({ _id: 1 as any }, { $inc: { n: 1 } }, { session });
      await db.collection('x').updateOne({ _id: 1 as any }, { $inc: { n: 100 } });
      const e = await failure(session.commitTransaction());
      expect(e).toMatchObject({ code: 112, codeName: 'WriteConflict' });
      expect(e.errorLabels).toContain('TransientTransactionError');
      await session.endSession();
      expect(await db.collection('x').findOne({ _id: 1 as any })).toEqual({ _id: 1, n: 100 });
    });
  });

  it('fails the commit with 112 when a unique key it inserted was taken outside meanwhile', async () => {
    await withServer(newDir(), async (client) => {
      const db = client.db('outside_unique');
      await db.collection('x').createIndex({ k: 1 }, { unique: true });
      const session = client.startSession();
      session.startTransaction();
      await db.collection('x').insertOne({ k: 'taken', by: 'txn' }, { session });
      await db.collection('x').insertOne({ k: 'taken', by: 'outside' });
      expect(await failure(session.commitTransaction())).toMatchObject({ code: 112 });
      await session.endSession();
      expect(await db.collection('x').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 'taken', by: 'outside' }]);
    });
  });

  it('aborts a transaction older than transactionLifetimeLimitSeconds (setParameter), as mongod does', async () => {
    await withServer(newDir(), async (client) => {
      const admin = client.db('admin');
      expect(await admin.command({ getParameter: 1, transactionLifetimeLimitSeconds: 1 })).toMatchObject({ transactionLifetimeLimitSeconds: 60 });
      expect(await admin.command({ setParameter: 1, transactionLifetimeLimitSeconds: 1 })).toMatchObject({ was: 60, ok: 1 });
      expect(await failure(admin.command({ setParameter: 1, transactionLifetimeLimitSeconds: 0 }))).toMatchObject({ code: 2, codeName: 'BadValue' });
      expect(await failure(admin.command({ setParameter: 1, noSuchParameter: 1 }))).toMatchObject({ code: 72 });
      const db = client.db('expiry');
      const session = client.startSession();
      session.startTransaction();
      await db.collection('x').insertOne({ _id: 1 as any }, { session });
      await new Promise((r) => setTimeout(r, 2200));
      const e = await failure(db.collection('x').insertOne({ _id: 2 as any }, { session }));
      expect(e).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
      expect(e.message).toMatch(/^Transaction with \{ txnNumber: \d+ \} has been aborted\.$/);
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
      expect(await db.collection('x').countDocuments()).toBe(0);
    });
  });

  it('aborts the transaction of a session that ends', async () => {
    await withServer(newDir(), async (client) => {
      const db = client.db('ended');
      await db.collection('x').insertOne({ _id: 1 as any, n: 0 });
      const session = client.startSession();
      session.startTransaction();
      await db.collection('x').updateOne({ _id: 1 as any }, { $inc: { n: 1 } }, { session });
      await client.db('admin').command({ endSessions: [session.id] });
      // The document is free again: a transaction of another session may write it.
      const other = client.startSession();
      await other.withTransaction(() => db.collection('x').updateOne({ _id: 1 as any }, { $inc: { n: 10 } }, { session: other }));
      await other.endSession();
      expect(await db.collection('x').findOne({ _id: 1 as any })).toEqual({ _id: 1, n: 10 });
    });
  });
});
