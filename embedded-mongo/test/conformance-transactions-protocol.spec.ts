/**
 * Conformance: the transaction protocol as mongod answers it, the operations refused in a transaction and mongoose
 * transactions (see conformance-transactions.spec.ts).
 */
import { ClientSession, Long, MongoClient } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { failure } from './helpers';
import { coll, db, inSession, isReplicaSet, target, useConformance } from './conformance-setup';

useConformance('transactions_protocol', true);

describe('the protocol, as mongod answers it', () => {
  /**
   * Raw transaction commands on sessions the test numbers itself: a client of their own whose sessions are never
   * ended, so each is a new server session (an ended one would go back to the pool with the driver's numbering).
   */
  let rawClient: MongoClient;
  beforeAll(async () => {
    rawClient = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
  });
  afterAll(() => rawClient?.close());
  const raw = () => rawClient.startSession({ causalConsistency: false });
  const txn = (n: number) => ({ txnNumber: Long.fromNumber(n), autocommit: false });
  /**
   * commitTransaction / abortTransaction through the driver: it numbers them with the session's own txnNumber, so the
   * test sets that number first.
   */
  const end = (command: 'commitTransaction' | 'abortTransaction', n: number, session: ClientSession) => {
    (session as unknown as { serverSession: { txnNumber: number } }).serverSession.txnNumber = n;
    return rawClient.db('admin').command({ [command]: 1 }, { session });
  };
  const rawDb = () => rawClient.db(target.dbName);

  it('refuses to commit or abort an unknown transaction with 251 NoSuchTransaction (TransientTransactionError)', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    const e = await failure(end('commitTransaction', 7, session));
    expect(e).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
    expect(e.message).toBe('Given transaction number 7 does not match any in-progress transactions. The active transaction number is -1');
    expect(e.errorLabels).toContain('TransientTransactionError');
    expect(await failure(end('abortTransaction', 7, session))).toMatchObject({ code: 251 });
  });

  it('commits idempotently; a statement or an abort after the commit gets 256 TransactionCommitted', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    await rawDb().command({ insert: 'tx_raw', documents: [{ _id: 1 }], ...txn(1), startTransaction: true }, { session });
    expect(await end('commitTransaction', 1, session)).toMatchObject({ ok: 1 });
    expect(await end('commitTransaction', 1, session)).toMatchObject({ ok: 1 });
    const after = await failure(rawDb().command({ insert: 'tx_raw', documents: [{ _id: 2 }], ...txn(1) }, { session }));
    expect(after).toMatchObject({ code: 256, codeName: 'TransactionCommitted', message: 'Transaction with { txnNumber: 1 } has been committed.' });
    expect(await failure(end('abortTransaction', 1, session))).toMatchObject({ code: 256 });
    expect(await coll('tx_raw').find({}).toArray()).toEqual([{ _id: 1 }]);
  });

  it('aborts a transaction when the session starts a newer one, and refuses the older number (225 TransactionTooOld)', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    await rawDb().command({ insert: 'tx_newer', documents: [{ _id: 'first' }], ...txn(3), startTransaction: true }, { session });
    await rawDb().command({ insert: 'tx_newer', documents: [{ _id: 'second' }], ...txn(4), startTransaction: true }, { session });
    expect(await failure(end('commitTransaction', 3, session))).toMatchObject({ code: 225, codeName: 'TransactionTooOld' });
    await end('commitTransaction', 4, session);
    expect(await coll('tx_newer').find({}).toArray()).toEqual([{ _id: 'second' }]);
  });

  it('reports an aborted transaction as 251 "has been aborted" to its next statement and to commit', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    await rawDb().command({ insert: 'tx_aborted', documents: [{ _id: 1 }], ...txn(1), startTransaction: true }, { session });
    await end('abortTransaction', 1, session);
    const e = await failure(rawDb().command({ find: 'tx_aborted', ...txn(1) }, { session }));
    expect(e).toMatchObject({ code: 251, codeName: 'NoSuchTransaction', message: 'Transaction with { txnNumber: 1 } has been aborted.' });
    expect(e.errorLabels).toContain('TransientTransactionError');
    expect(await failure(end('commitTransaction', 1, session))).toMatchObject({ code: 251 });
  });

  it('refuses autocommit: true, startTransaction: false and a statement of a transaction never started', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    expect(await failure(rawDb().command({ find: 'x', txnNumber: Long.fromNumber(1), autocommit: true }, { session }))).toMatchObject({
      code: 72,
      message: 'Specifying autocommit=true is not allowed.',
    });
    expect(await failure(rawDb().command({ find: 'x', ...txn(1), startTransaction: false }, { session }))).toMatchObject({
      code: 72,
      message: 'Specifying startTransaction=false is not allowed.',
    });
    expect(await failure(rawDb().command({ find: 'x', ...txn(1) }, { session }))).toMatchObject({ code: 251 });
  });

  it('refuses a readConcern after the first statement and a writeConcern on a statement (72 InvalidOptions)', async () => {
    if (!isReplicaSet) return;
    const session = raw();
    await rawDb().command({ find: 'tx_rc', ...txn(1), startTransaction: true, readConcern: { level: 'snapshot' } }, { session });
    expect(await failure(rawDb().command({ find: 'tx_rc', ...txn(1), readConcern: { level: 'local' } }, { session }))).toMatchObject({
      code: 72,
      message: 'Only the first command in a transaction may specify a readConcern',
    });
    expect(await failure(rawDb().command({ insert: 'tx_rc', documents: [{}], ...txn(2), startTransaction: true, writeConcern: { w: 1 } }, { session }))).toMatchObject({
      code: 72,
      message: 'writeConcern is not allowed within a multi-statement transaction',
    });
  });
});

describe('operations refused in a transaction', () => {
  it('refuses count, listCollections, index creation on an existing collection and writes to system collections', async () => {
    if (!isReplicaSet) return;
    await coll('tx_refused').insertOne({ a: 1 });
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_refused').findOne({}, { session });
      const count = await failure(db.command({ count: 'tx_refused' }, { session }));
      expect(count).toMatchObject({ code: 263, codeName: 'OperationNotSupportedInTransaction' });
      expect(count.message).toMatch(/^Cannot run 'count' in a multi-document transaction\./);
      const list = await failure(db.command({ listCollections: 1 }, { session }));
      expect(list).toMatchObject({ code: 263, message: "Cannot run 'listCollections' in a multi-document transaction." });
      const index = await failure(coll('tx_refused').createIndex({ a: 1 }, { session }));
      expect(index).toMatchObject({ code: 263, message: `Cannot create new indexes on existing collection ${target.dbName}.tx_refused in a multi-document transaction.` });
      const system = await failure(coll('system.js').insertOne({ _id: 'f', value: 1 }, { session }));
      expect(system).toMatchObject({ code: 50791, message: `Cannot write to system collection ${target.dbName}.system.js within a transaction.` });
      await session.abortTransaction().catch(() => undefined);
    });
  });

  it('refuses to create an existing collection (48 NamespaceExists) and aborts the transaction', async () => {
    if (!isReplicaSet) return;
    await db.createCollection('tx_exists');
    await inSession(async (session) => {
      session.startTransaction();
      await coll('tx_exists').insertOne({ _id: 1 }, { session });
      expect(await failure(db.createCollection('tx_exists', { session }))).toMatchObject({ code: 48, codeName: 'NamespaceExists' });
      expect(await failure(session.commitTransaction())).toMatchObject({ code: 251 });
    });
    expect(await coll('tx_exists').countDocuments()).toBe(0);
  });

  it('creates a collection and its indexes inside a transaction', async () => {
    if (!isReplicaSet) return;
    await inSession(async (session) => {
      session.startTransaction();
      await db.createCollection('tx_created', { session });
      await coll('tx_created').createIndex({ k: 1 }, { unique: true, session });
      await coll('tx_created').insertOne({ k: 1 }, { session });
      expect((await failure(coll('tx_created').insertOne({ k: 1 }, { session }))).code).toBe(11000);
      await session.abortTransaction().catch(() => undefined);
    });
    expect((await db.listCollections({ name: 'tx_created' }).toArray()).length).toBe(0);
    await inSession(async (session) => {
      session.startTransaction();
      await db.createCollection('tx_created', { session });
      await coll('tx_created').createIndex({ k: 1 }, { unique: true, session });
      await coll('tx_created').insertOne({ k: 1 }, { session });
      await session.commitTransaction();
    });
    const indexes = await coll('tx_created').listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'k_1')).toMatchObject({ key: { k: 1 }, unique: true });
    expect(await coll('tx_created').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 1 }]);
  });
});

describe('mongoose transactions', () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  });
  afterAll(() => conn?.close());

  it('commits with connection.transaction() and rolls back when the callback throws', async () => {
    if (!isReplicaSet) return;
    const Account = conn.model('Account', new Schema({ name: String, balance: Number }));
    await Account.init();
    await Account.create([{ name: 'a', balance: 100 }, { name: 'b', balance: 0 }]);
    await conn.transaction(async (session) => {
      await Account.updateOne({ name: 'a' }, { $inc: { balance: -30 } }, { session });
      await Account.updateOne({ name: 'b' }, { $inc: { balance: 30 } }, { session });
    });
    await expect(
      conn.transaction(async (session) => {
        await Account.updateOne({ name: 'a' }, { $inc: { balance: -500 } }, { session });
        throw new Error('insufficient funds');
      }),
    ).rejects.toThrow('insufficient funds');
    const balances = await Account.find({}, { _id: 0, name: 1, balance: 1 }).sort({ name: 1 }).lean();
    expect(balances).toEqual([
      { name: 'a', balance: 70 },
      { name: 'b', balance: 30 },
    ]);
  });

  it('creates documents with Model.create in session.withTransaction and reports duplicate keys as 11000', async () => {
    if (!isReplicaSet) return;
    const Vote = conn.model('Vote', new Schema({ poll: String, user: String }).index({ poll: 1, user: 1 }, { unique: true }));
    await Vote.init();
    const session = await conn.startSession();
    try {
      await session.withTransaction(async () => {
        await Vote.create([{ poll: 'p', user: 'u' }], { session });
      });
      const e = await failure(
        session.withTransaction(async () => {
          await Vote.create([{ poll: 'p', user: 'u' }], { session });
        }),
      );
      expect(e.code).toBe(11000);
    } finally {
      await session.endSession();
    }
    expect(await Vote.countDocuments()).toBe(1);
  });
});
