/**
 * Conformance: TTL indexes and maxTimeMS. The same assertions run against the embedded server and, with MONGODB_URI
 * set, against a real MongoDB 7.0 (timing-dependent parts adapt to what that server lets us configure).
 */
import { Db, MongoClient } from 'mongodb';
import { Target, realMongoUri, useConformanceTarget } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let admin: Db;

useConformanceTarget('ttl_maxtime', (handles) => {
  ({ target, client, db } = handles);
  admin = client.db('admin');
});

const coll = (name: string) => db.collection<any>(name);
const errorOf = (p: Promise<unknown>) => p.then(() => undefined, (e) => e);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hourAgo = () => new Date(Date.now() - 3600_000);
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('TTL index creation', () => {
  it('creates a single-field TTL index and lists its expireAfterSeconds', async () => {
    const c = coll('ttl_create');
    expect(await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 })).toBe('at_1');
    expect(await c.createIndex({ zero: 1 }, { expireAfterSeconds: 0 })).toBe('zero_1');
    const ix = await c.listIndexes().toArray();
    expect(ix.find((i) => i.name === 'at_1')).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
    expect(ix.find((i) => i.name === 'zero_1')).toMatchObject({ key: { zero: 1 }, expireAfterSeconds: 0 });
  });

  it('creates the TTL index of a mongoose schema path with `expires`', async () => {
    const mongoose = require('mongoose') as typeof import('mongoose');
    const conn = await mongoose.createConnection(target.uri, { dbName: target.dbName }).asPromise();
    try {
      const Session = conn.model('TtlSession', new mongoose.Schema({ user: String, createdAt: { type: Date, expires: '1h' } }), 'ttl_mongoose');
      await Session.init();
      const ix = await coll('ttl_mongoose').listIndexes().toArray();
      expect(ix.find((i) => i.name === 'createdAt_1')).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: 3600 });
    } finally {
      await conn.close();
    }
  });

  it('refuses invalid expireAfterSeconds values with 67 CannotCreateIndex', async () => {
    const create = (expireAfterSeconds: unknown) =>
      errorOf(db.command({ createIndexes: 'ttl_bad', indexes: [{ key: { x: 1 }, name: 'x_1', expireAfterSeconds }] }));
    const negative = await create(-1);
    expect(negative).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(negative.message).toBe(
      `. Index spec: { key: { x: 1 }, name: "x_1", expireAfterSeconds: -1 } :: caused by :: TTL index 'expireAfterSeconds' option cannot be less than 0`,
    );
    const text = await create('soon');
    expect(text).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(text.message).toContain(":: caused by :: TTL index 'expireAfterSeconds' option must be numeric, but received a type of 'string");
    const huge = await create(2 ** 31);
    expect(huge).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(huge.message).toContain(":: caused by :: TTL index 'expireAfterSeconds' must be within the range of a 32-bit integer");
    const nan = await create(NaN);
    expect(nan).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(nan.message).toContain(":: caused by :: TTL index 'expireAfterSeconds' option must not be NaN");
    // Nothing was created by the refused requests.
    expect((await coll('ttl_bad').listIndexes().toArray().catch(() => [])).map((i) => i.name)).not.toContain('x_1');
  });

  it('refuses a compound TTL index with 67 CannotCreateIndex', async () => {
    const err = await errorOf(
      db.command({ createIndexes: 'ttl_compound', indexes: [{ key: { a: 1, b: 1 }, name: 'a_1_b_1', expireAfterSeconds: 100 }] }),
    );
    expect(err).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(err.message).toBe(
      'TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: { key: { a: 1, b: 1 }, name: "a_1_b_1", expireAfterSeconds: 100 }',
    );
  });

  it('refuses a TTL _id index with 197 InvalidIndexSpecificationOption', async () => {
    await coll('ttl_id').insertOne({ _id: 1 });
    const err = await errorOf(coll('ttl_id').createIndex({ _id: 1 }, { expireAfterSeconds: 10 }));
    expect(err).toMatchObject({ code: 197, codeName: 'InvalidIndexSpecificationOption' });
    expect(err.message).toMatch(/^The field 'expireAfterSeconds' is not valid for an _id index specification\. Specification: /);
    expect((await coll('ttl_id').listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('refuses to change expireAfterSeconds of an existing index with 85 IndexOptionsConflict', async () => {
    const c = coll('ttl_conflict');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 10 });
    expect(await c.createIndex({ at: 1 }, { expireAfterSeconds: 10 })).toBe('at_1');
    await expect(c.createIndex({ at: 1 }, { expireAfterSeconds: 20 })).rejects.toMatchObject({ code: 85, codeName: 'IndexOptionsConflict' });
    await expect(c.createIndex({ at: 1 })).rejects.toMatchObject({ code: 85, codeName: 'IndexOptionsConflict' });
    expect((await c.listIndexes().toArray()).find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(10);
  });
});

describe('TTL monitor', () => {
  /** Shortens the monitor's sleep where the server allows it; returns a restore function, or null when refused. */
  async function shortenMonitorInterval(): Promise<(() => Promise<void>) | null> {
    try {
      const before = (await admin.command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).ttlMonitorSleepSecs;
      const reply = await admin.command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
      expect(reply.was).toBe(before);
      return async () => {
        await admin.command({ setParameter: 1, ttlMonitorSleepSecs: before });
      };
    } catch (e) {
      console.log(`conformance-ttl-maxtime: cannot shorten ttlMonitorSleepSecs (${(e as Error).message}); skipping the expiry timing checks`);
      return null;
    }
  }

  async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
      await sleep(100);
    }
  }

  it('removes documents whose indexed date (or earliest date of an array) is past the cutoff, and nothing else', async () => {
    const c = coll('ttl_expire');
    const d = coll('ttl_expire_desc');
    const docs = [
      { _id: 'old', at: hourAgo() },
      { _id: 'fresh', at: new Date() },
      { _id: 'future', at: inAnHour() },
      { _id: 'array-with-old', at: [inAnHour(), hourAgo()] },
      { _id: 'array-all-future', at: [inAnHour(), new Date(Date.now() + 7200_000)] },
      { _id: 'mixed-array', at: [5, 'x', hourAgo()] },
      { _id: 'string', at: hourAgo().toISOString() },
      { _id: 'number', at: 0 },
      { _id: 'missing' },
      { _id: 'null', at: null },
    ];
    await c.insertMany(docs);
    await d.insertMany(docs);
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
    await d.createIndex({ at: -1 }, { expireAfterSeconds: 60 });
    const expected = ['array-all-future', 'fresh', 'future', 'missing', 'null', 'number', 'string'];
    const statusBefore = await admin.command({ serverStatus: 1 });
    expect(statusBefore.metrics.ttl).toEqual(expect.objectContaining({ passes: expect.anything(), deletedDocuments: expect.anything() }));

    const restore = await shortenMonitorInterval();
    if (!restore) return;
    try {
      const ids = async (x: typeof c) => (await x.find({}, { sort: { _id: 1 } }).toArray()).map((doc) => doc._id);
      await waitFor(async () => (await ids(c)).length === expected.length && (await ids(d)).length === expected.length, 15_000);
      expect(await ids(c)).toEqual(expected);
      expect(await ids(d)).toEqual(expected);
      const statusAfter = await admin.command({ serverStatus: 1 });
      expect(Number(statusAfter.metrics.ttl.deletedDocuments)).toBeGreaterThanOrEqual(Number(statusBefore.metrics.ttl.deletedDocuments) + 6);
      expect(Number(statusAfter.metrics.ttl.passes)).toBeGreaterThan(Number(statusBefore.metrics.ttl.passes));
    } finally {
      await restore();
    }
  });

  it('answers setParameter outside admin with 13 Unauthorized and an unknown parameter with 72 InvalidOptions', async () => {
    await expect(db.command({ setParameter: 1, ttlMonitorSleepSecs: 1 })).rejects.toMatchObject({
      code: 13,
      codeName: 'Unauthorized',
      message: 'setParameter may only be run against the admin database.',
    });
    await expect(admin.command({ setParameter: 1, noSuchParameterAnywhere: 1 })).rejects.toMatchObject({
      code: 72,
      codeName: 'InvalidOptions',
      message: 'attempted to set unrecognized parameter [noSuchParameterAnywhere], use help:true to see options ',
    });
  });
});

describe('maxTimeMS validation', () => {
  beforeAll(async () => {
    await coll('mt_valid').insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
  });

  it('accepts 0 (no limit) and a generous limit', async () => {
    expect(await coll('mt_valid').find({}).maxTimeMS(0).toArray()).toHaveLength(3);
    expect(await coll('mt_valid').find({}).maxTimeMS(60_000).toArray()).toHaveLength(3);
    expect(await coll('mt_valid').countDocuments({}, { maxTimeMS: 60_000 })).toBe(3);
    const added = await coll('mt_valid').aggregate([{ $sort: { _id: -1 } }, { $addFields: { x: 1 } }], { maxTimeMS: 60_000 }).toArray();
    expect(added).toEqual([{ _id: 3, x: 1 }, { _id: 2, x: 1 }, { _id: 1, x: 1 }]);
    expect(await coll('mt_valid').distinct('_id', {}, { maxTimeMS: 60_000 })).toEqual([1, 2, 3]);
    expect(await coll('mt_valid').findOneAndUpdate({ _id: 2 }, { $set: { y: 1 } }, { maxTimeMS: 60_000, returnDocument: 'after' })).toEqual({ _id: 2, y: 1 });
  });

  it('refuses invalid values like mongod', async () => {
    const find = (maxTimeMS: unknown) => errorOf(db.command({ find: 'mt_valid', filter: {}, maxTimeMS }));
    expect(await find(-1)).toMatchObject({ code: 51024, codeName: 'Location51024', message: "BSON field 'maxTimeMS' value must be >= 0, actual value '-1'" });
    expect(await find(1.5)).toMatchObject({ code: 2, codeName: 'BadValue', message: 'maxTimeMS has non-integral value' });
    expect(await find(2 ** 31)).toMatchObject({ code: 2, codeName: 'BadValue', message: '2147483648 value for maxTimeMS is out of range' });
    expect(await find(null)).toMatchObject({ code: 2, codeName: 'BadValue', message: 'maxTimeMS must be a number' });
    expect(await find('1000')).toMatchObject({
      code: 14,
      codeName: 'TypeMismatch',
      message: "BSON field 'find.maxTimeMS' is the wrong type 'string', expected types '[long, int, decimal, double']",
    });
    const agg = await errorOf(db.command({ aggregate: 'mt_valid', pipeline: [], cursor: {}, maxTimeMS: -5 }));
    expect(agg).toMatchObject({ code: 51024, message: "BSON field 'maxTimeMS' value must be >= 0, actual value '-5'" });
  });

  it('refuses maxTimeMS on getMore for a non-awaitData cursor with 2 BadValue', async () => {
    const first = await db.command({ find: 'mt_valid', filter: {}, batchSize: 1 });
    const err = await errorOf(db.command({ getMore: first.cursor.id, collection: 'mt_valid', maxTimeMS: 1000 }));
    expect(err).toMatchObject({ code: 2, codeName: 'BadValue', message: 'cannot set maxTimeMS on getMore command for a non-awaitData cursor' });
    await db.command({ killCursors: 'mt_valid', cursors: [first.cursor.id] });
  });
});

describe('maxTimeMS with the maxTimeAlwaysTimeOut fail point', () => {
  let available = true;
  const setFailPoint = (mode: unknown) => admin.command({ configureFailPoint: 'maxTimeAlwaysTimeOut', mode });

  beforeAll(async () => {
    await coll('mt_fp').insertMany([
      { _id: 1, v: 1, tag: 'a' },
      { _id: 2, v: 2, tag: 'b' },
      { _id: 3, v: 3, tag: 'a' },
    ]);
    try {
      await setFailPoint('off');
    } catch (e) {
      if (!realMongoUri) throw e; // the embedded server always has the fail point
      available = false;
      console.log(`conformance-ttl-maxtime: configureFailPoint refused (${(e as Error).message}); start mongod with --setParameter enableTestCommands=1 to run the fail point checks`);
    }
  });

  afterEach(async () => {
    if (available) await setFailPoint('off');
  });

  const expired = { code: 50, codeName: 'MaxTimeMSExpired', message: 'operation exceeded time limit' };

  it('fails every read command that has a time limit, and only those', async () => {
    if (!available) return;
    const c = coll('mt_fp');
    const open = await db.command({ find: 'mt_fp', filter: {}, batchSize: 1, maxTimeMS: 60_000 });
    expect(open.cursor.id.toString()).not.toBe('0');
    await setFailPoint('alwaysOn');
    await expect(c.find({}).maxTimeMS(60_000).toArray()).rejects.toMatchObject(expired);
    await expect(c.aggregate([{ $match: { tag: 'a' } }], { maxTimeMS: 60_000 }).toArray()).rejects.toMatchObject(expired);
    await expect(db.command({ count: 'mt_fp', query: {}, maxTimeMS: 60_000 })).rejects.toMatchObject(expired);
    await expect(db.command({ distinct: 'mt_fp', key: 'tag', maxTimeMS: 60_000 })).rejects.toMatchObject(expired);
    await expect(db.command({ getMore: open.cursor.id, collection: 'mt_fp' })).rejects.toMatchObject(expired);
    // Without a time limit nothing times out.
    expect(await c.find({}).toArray()).toHaveLength(3);
    expect(await c.countDocuments({})).toBe(3);
  });

  it('fails writes with a time limit without writing anything', async () => {
    if (!available) return;
    await setFailPoint('alwaysOn');
    await expect(
      db.command({ update: 'mt_fp', updates: [{ q: {}, u: { $inc: { v: 100 } }, multi: true }], maxTimeMS: 60_000 }),
    ).rejects.toMatchObject(expired);
    await expect(db.command({ delete: 'mt_fp', deletes: [{ q: {}, limit: 0 }], maxTimeMS: 60_000 })).rejects.toMatchObject(expired);
    await expect(
      db.command({ findAndModify: 'mt_fp', query: { _id: 1 }, update: { $set: { v: -1 } }, maxTimeMS: 60_000 }),
    ).rejects.toMatchObject(expired);
    await setFailPoint('off');
    expect(await coll('mt_fp').find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, v: 1, tag: 'a' },
      { _id: 2, v: 2, tag: 'b' },
      { _id: 3, v: 3, tag: 'a' },
    ]);
  });

  it('honours {times: n} and off', async () => {
    if (!available) return;
    const c = coll('mt_fp');
    await setFailPoint({ times: 1 });
    await expect(c.find({}).maxTimeMS(60_000).toArray()).rejects.toMatchObject(expired);
    expect(await c.find({}).maxTimeMS(60_000).toArray()).toHaveLength(3);
    await setFailPoint('alwaysOn');
    await setFailPoint('off');
    expect(await c.find({}).maxTimeMS(60_000).toArray()).toHaveLength(3);
  });

  it('refuses a bad mode or an unknown fail point', async () => {
    if (!available) return;
    await expect(setFailPoint('sometimes')).rejects.toMatchObject({ code: 2, codeName: 'BadValue', message: 'unknown mode: sometimes' });
    await expect(setFailPoint(7)).rejects.toMatchObject({ code: 14, codeName: 'TypeMismatch', message: "'mode' must be a string or JSON object" });
    await expect(admin.command({ configureFailPoint: 'noSuchFailPointAnywhere', mode: 'off' })).rejects.toMatchObject({
      code: 266,
      codeName: 'FailPointSetFailed',
      message: 'noSuchFailPointAnywhere not found',
    });
  });
});

if (realMongoUri) console.log('conformance-ttl-maxtime: running against the real MongoDB at MONGODB_URI');
