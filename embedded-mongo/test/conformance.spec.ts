/**
 * Conformance suite: the same assertions run against the embedded server (default) and against a real MongoDB
 * when MONGODB_URI is set, so differences between the two show up as failures here.
 */
import { Db, Decimal128, Double, Int32, Long, MongoClient, MongoServerError, ObjectId } from 'mongodb';
import { Target, realMongoUri, useConformanceTarget } from './helpers';

if (realMongoUri) console.log(`conformance suite: running against the real MongoDB at MONGODB_URI`);
else console.log('conformance suite: MONGODB_URI not set, running against the embedded server only (set MONGODB_URI to compare with a real MongoDB)');

let target: Target;
let client: MongoClient;
let db: Db;

useConformanceTarget('driver', (handles) => ({ target, client, db } = handles));

const coll = (name: string) => db.collection<any>(name);

describe('handshake and commands', () => {
  it('answers ping, hello and buildInfo as a primary (the embedded server: of a one-member replica set)', async () => {
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    if (target.embedded) expect(hello).toMatchObject({ setName: 'rs0', hosts: [hello.me], primary: hello.me, secondary: false });
    if (hello.setName) expect(hello.lastWrite.opTime.ts).toBeDefined();
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    const info = await db.admin().command({ buildInfo: 1 });
    expect(Array.isArray(info.versionArray)).toBe(true);
  });

  it('rejects an unknown command with code 59 CommandNotFound', async () => {
    await expect(db.command({ thisIsNotACommand: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  it('creates, lists and drops collections and databases', async () => {
    await db.createCollection('cat_a');
    await expect(db.createCollection('cat_a')).rejects.toMatchObject({ code: 48 });
    await coll('cat_b').insertOne({ x: 1 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['cat_a', 'cat_b']));
    const filtered = await db.listCollections({ name: 'cat_b' }).toArray();
    expect(filtered.map((c) => c.name)).toEqual(['cat_b']);
    expect(filtered[0].type).toBe('collection');
    const dbs = await client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(target.dbName);
    expect(await coll('cat_a').drop()).toBe(true);
    expect((await db.listCollections({ name: 'cat_a' }).toArray()).length).toBe(0);
  });
});

describe('CRUD', () => {
  it('inserts and reads documents with the result shapes of the driver', async () => {
    const c = coll('crud');
    const one = await c.insertOne({ name: 'a', n: 1 });
    expect(one.acknowledged).toBe(true);
    expect(one.insertedId).toBeInstanceOf(ObjectId);
    const many = await c.insertMany([{ name: 'b', n: 2 }, { name: 'c', n: 3 }, { _id: 'custom' as any, name: 'd', n: 4 }]);
    expect(many.insertedCount).toBe(3);
    expect(many.insertedIds[2]).toBe('custom');
    expect(await c.countDocuments()).toBe(4);
    expect(await c.estimatedDocumentCount()).toBe(4);
    const found = await c.findOne({ _id: one.insertedId });
    expect(found).toEqual({ _id: one.insertedId, name: 'a', n: 1 });
    expect(Object.keys((await c.findOne({ name: 'd' }))!)[0]).toBe('_id');
  });

  it('finds with filter, sort, skip, limit and projection', async () => {
    const c = coll('crud_find');
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, group: i % 3, title: `t${String(i).padStart(2, '0')}`, nested: { v: i * 2 } })));
    const page = await c.find({ group: { $ne: 0 } }).sort({ i: -1 }).skip(2).limit(3).project({ _id: 0, i: 1, 'nested.v': 1 }).toArray();
    expect(page).toEqual([
      { i: 16, nested: { v: 32 } },
      { i: 14, nested: { v: 28 } },
      { i: 13, nested: { v: 26 } },
    ]);
    const onlyId = await c.find({ i: 1 }).project({ _id: 1 }).toArray();
    expect(Object.keys(onlyId[0])).toEqual(['_id']);
    const noId = await c.find({ i: 1 }).project({ _id: 0 }).toArray();
    expect(noId[0]).toEqual({ i: 1, group: 1, title: 't01', nested: { v: 2 } });
    const slice = await c.find({ i: 1 }).project({ i: 1, computed: { $add: ['$i', 1] } }).toArray();
    expect(slice[0]).toMatchObject({ i: 1, computed: 2 });
    const excl = await c.find({ i: 1 }).project({ nested: 0, title: 0 }).toArray();
    expect(Object.keys(excl[0]).sort()).toEqual(['_id', 'group', 'i']);
    expect(await c.countDocuments({ group: 1 }, { skip: 1, limit: 2 })).toBe(2);
    expect((await c.distinct('group')).sort()).toEqual([0, 1, 2]);
  });

  it('updates with operators, replacement, multi and reports counts', async () => {
    const c = coll('crud_update');
    await c.insertMany([{ k: 1, tags: ['a'], v: 1 }, { k: 2, tags: [], v: 2 }, { k: 3, v: 3 }]);
    const r1 = await c.updateOne({ k: 1 }, { $inc: { v: 5 }, $push: { tags: 'b' } as any, $set: { 'sub.x': 1 } });
    expect(r1).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null });
    expect(await c.findOne({ k: 1 }, { projection: { _id: 0 } })).toEqual({ k: 1, tags: ['a', 'b'], v: 6, sub: { x: 1 } });
    const r2 = await c.updateMany({ v: { $gte: 2 } }, { $set: { big: true } });
    expect(r2).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
    const r3 = await c.updateMany({ v: { $gte: 2 } }, { $set: { big: true } });
    expect(r3).toMatchObject({ matchedCount: 3, modifiedCount: 0 });
    await c.updateOne({ k: 2 }, { $addToSet: { tags: 'x' }, $unset: { big: '' }, $mul: { v: 10 } });
    await c.updateOne({ k: 2 }, { $addToSet: { tags: 'x' }, $rename: { v: 'value' } });
    expect(await c.findOne({ k: 2 }, { projection: { _id: 0 } })).toEqual({ k: 2, tags: ['x'], value: 20 });
    await c.updateOne({ k: 1 }, { $pull: { tags: 'a' } as any, $min: { v: 0 }, $max: { k: 9 } });
    expect(await c.findOne({ k: 9 }, { projection: { _id: 0, tags: 1, v: 1 } })).toEqual({ tags: ['b'], v: 0 });
    const rep = await c.replaceOne({ k: 3 }, { k: 3, replaced: true });
    expect(rep.modifiedCount).toBe(1);
    expect(await c.findOne({ k: 3 }, { projection: { _id: 0 } })).toEqual({ k: 3, replaced: true });
    await expect(c.updateOne({ k: 3 }, { $bogus: { a: 1 } } as any)).rejects.toMatchObject({ code: 9 });
  });

  it('refuses to change _id (code 66) on update and replace', async () => {
    const c = coll('crud_immutable');
    const { insertedId } = await c.insertOne({ a: 1 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({ code: 66 });
    await expect(c.replaceOne({ _id: insertedId }, { _id: new ObjectId(), a: 2 } as any)).rejects.toMatchObject({ code: 66 });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, a: 1 });
  });

  it('deletes one and many', async () => {
    const c = coll('crud_delete');
    await c.insertMany([{ a: 1 }, { a: 1 }, { a: 2 }, { a: 3 }]);
    expect((await c.deleteOne({ a: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({ a: { $in: [1, 2] } })).deletedCount).toBe(2);
    expect((await c.deleteMany({ nothing: true })).deletedCount).toBe(0);
    expect(await c.find().project({ _id: 0 }).toArray()).toEqual([{ a: 3 }]);
  });

  it('findOneAndUpdate / Replace / Delete return the document and the metadata', async () => {
    const c = coll('crud_fam');
    await c.insertMany([{ name: 'x', likes: 0, p: 2 }, { name: 'y', likes: 5, p: 1 }]);
    const after = await c.findOneAndUpdate({ name: 'x' }, { $inc: { likes: 1 } }, { returnDocument: 'after', projection: { _id: 0, likes: 1 } });
    expect(after).toEqual({ likes: 1 });
    const meta = await c.findOneAndUpdate({ name: 'x' }, { $inc: { likes: 1 } }, { includeResultMetadata: true });
    expect(meta.ok).toBe(1);
    expect(meta.value).toMatchObject({ name: 'x', likes: 1 });
    expect(meta.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    const none = await c.findOneAndUpdate({ name: 'zzz' }, { $set: { a: 1 } }, { includeResultMetadata: true });
    expect(none.value).toBeNull();
    expect(none.lastErrorObject).toMatchObject({ n: 0, updatedExisting: false });
    const sorted = await c.findOneAndUpdate({}, { $set: { first: true } }, { sort: { p: 1 }, returnDocument: 'after' });
    expect(sorted).toMatchObject({ name: 'y', first: true });
    const replaced = await c.findOneAndReplace({ name: 'y' }, { name: 'y2' }, { returnDocument: 'after' });
    expect(replaced).toMatchObject({ name: 'y2' });
    const deleted = await c.findOneAndDelete({ name: 'y2' });
    expect(deleted).toMatchObject({ name: 'y2' });
    expect(await c.countDocuments()).toBe(1);
  });

  it('keeps BSON types exactly', async () => {
    const c = coll('types');
    const id = new ObjectId();
    const date = new Date('2024-02-03T04:05:06.789Z');
    await c.insertOne({
      _id: id,
      d: new Double(1),
      i: new Int32(7),
      l: Long.fromString('9007199254740993'),
      dec: Decimal128.fromString('1.10'),
      date,
      nested: { arr: [1, 'two', { three: new Double(3) }] },
      nul: null,
    });
    const raw = await c.findOne({ _id: id }, { promoteValues: false });
    expect(raw!.d).toBeInstanceOf(Double);
    expect(raw!.i).toBeInstanceOf(Int32);
    expect(raw!.l).toBeInstanceOf(Long);
    expect((raw!.l as Long).toString()).toBe('9007199254740993');
    expect((raw!.dec as Decimal128).toString()).toBe('1.10');
    expect(raw!.date).toEqual(date);
    expect(raw!.nested.arr[2].three).toBeInstanceOf(Double);
    expect(raw!.nul).toBeNull();
    await c.updateOne({ _id: id }, { $inc: { d: 1 }, $set: { other: 1 } });
    const after = await c.findOne({ _id: id }, { promoteValues: false });
    expect(after!.d).toBeInstanceOf(Double);
    expect(after!.i).toBeInstanceOf(Int32);
    expect(Number((after!.d as Double).valueOf())).toBe(2);
    await c.updateOne({ _id: id }, { $set: { setDouble: new Double(4), 'nested.l': Long.fromNumber(5) } });
    await c.updateOne({ _id: 'up' as any }, { $set: { v: new Double(6) } }, { upsert: true });
    await c.replaceOne({ _id: 'rep' as any }, { v: new Double(7), i: new Int32(8) }, { upsert: true });
    await c.findOneAndUpdate({ _id: 'rep' as any }, { $set: { w: new Double(9) } });
    const set = await c.findOne({ _id: id }, { promoteValues: false });
    expect(set!.setDouble).toBeInstanceOf(Double);
    expect(set!.nested.l).toBeInstanceOf(Long);
    expect((await c.findOne({ _id: 'up' as any }, { promoteValues: false }))!.v).toBeInstanceOf(Double);
    const rep = await c.findOne({ _id: 'rep' as any }, { promoteValues: false });
    expect(rep!.v).toBeInstanceOf(Double);
    expect(rep!.i).toBeInstanceOf(Int32);
    expect(rep!.w).toBeInstanceOf(Double);
  });
});

describe('query operators', () => {
  beforeAll(async () => {
    await coll('ops').insertMany([
      { name: 'Spaghetti Carbonara', cuisine: 'Italian', prep: 25, tags: ['pasta', 'dinner'], author: { email: 'a@x.io' } },
      { name: 'Margherita Pizza', cuisine: 'Italian', prep: 40, tags: ['dinner'], author: { email: 'b@x.io' } },
      { name: 'Tacos', cuisine: 'Mexican', prep: 15, tags: ['lunch'], author: { email: 'a@x.io' } },
      { name: 'Kacchi Biryani', cuisine: 'Bangladeshi', prep: 90, tags: [], author: { email: 'c@x.io' } },
      { name: 'pasta salad', cuisine: 'Others', prep: 10, author: { email: 'c@x.io' } },
    ]);
  });
  const names = async (filter: object) => (await coll('ops').find(filter).sort({ name: 1 }).toArray()).map((d) => d.name);

  it('$in, $nin, $ne, $or, $and, comparisons', async () => {
    expect(await names({ cuisine: { $in: ['Mexican', 'Others'] } })).toEqual(['Tacos', 'pasta salad']);
    expect(await names({ cuisine: { $nin: ['Italian', 'Others'] } })).toEqual(['Kacchi Biryani', 'Tacos']);
    expect(await names({ cuisine: { $ne: 'Italian' }, prep: { $gt: 12, $lte: 90 } })).toEqual(['Kacchi Biryani', 'Tacos']);
    expect(await names({ $or: [{ prep: { $lt: 12 } }, { cuisine: 'Mexican' }] })).toEqual(['Tacos', 'pasta salad']);
    expect(await names({ $and: [{ cuisine: 'Italian' }, { prep: { $gte: 30 } }] })).toEqual(['Margherita Pizza']);
  });

  it('$regex case-insensitive, arrays, dotted paths, $exists, $elemMatch, $size', async () => {
    expect(await names({ name: { $regex: 'PASTA', $options: 'i' } })).toEqual(['pasta salad']);
    expect(await names({ name: /^ta/i })).toEqual(['Tacos']);
    expect(await names({ tags: 'dinner' })).toEqual(['Margherita Pizza', 'Spaghetti Carbonara']);
    expect(await names({ 'author.email': 'c@x.io' })).toEqual(['Kacchi Biryani', 'pasta salad']);
    expect(await names({ tags: { $exists: false } })).toEqual(['pasta salad']);
    expect(await names({ tags: { $size: 0 } })).toEqual(['Kacchi Biryani']);
    expect(await names({ tags: { $elemMatch: { $eq: 'lunch' } } })).toEqual(['Tacos']);
    expect(await names({ tags: { $all: ['pasta', 'dinner'] } })).toEqual(['Spaghetti Carbonara']);
  });

  it('sorts descending with skip and limit, ties broken stably', async () => {
    const docs = await coll('ops').find({}, { projection: { _id: 0, name: 1 } }).sort({ prep: -1 }).skip(1).limit(2).toArray();
    expect(docs).toEqual([{ name: 'Margherita Pizza' }, { name: 'Spaghetti Carbonara' }]);
  });
});

describe('cursors', () => {
  it('iterates across getMore batches and kills cursors', async () => {
    const c = coll('cursors');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await c.find({}, { batchSize: 7 }).sort({ i: 1 }).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const cursor = c.find({}, { batchSize: 2 });
    await cursor.next();
    await cursor.close();
    const big = await c.find({ i: { $gte: 100 } }).toArray(); // default first batch 101, then getMore
    expect(big.length).toBe(150);
    const limited = await c.find({}).sort({ i: -1 }).limit(120).batchSize(50).toArray();
    expect(limited.length).toBe(120);
    expect(limited[119].i).toBe(130);
    const agg = await c.aggregate([{ $match: { i: { $lt: 200 } } }], { cursor: { batchSize: 5 } }).toArray();
    expect(agg.length).toBe(200);
  });
});

describe('unique indexes', () => {
  it('creates, lists and drops indexes', async () => {
    const c = coll('idx');
    await c.insertOne({ a: 1, b: 1 });
    expect(await c.createIndex({ a: 1 }, { unique: true })).toBe('a_1');
    expect(await c.createIndex({ a: 1, b: -1 }, { name: 'ab' })).toBe('ab');
    const list = await c.listIndexes().toArray();
    expect(list.map((i) => i.name)).toEqual(['_id_', 'a_1', 'ab']);
    expect(list[1]).toMatchObject({ key: { a: 1 }, unique: true });
    await expect(c.createIndex({ b: 1 }, { name: 'ab' })).rejects.toMatchObject({ code: 86 });
    await c.dropIndex('ab');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'a_1']);
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await expect(coll('no_such_coll').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });

  it('rejects duplicates on insert with code 11000, keyPattern and keyValue', async () => {
    const c = coll('uniq_single');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.io' });
    const err = await c.insertOne({ email: 'a@x.io' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@x.io' });
    expect(err.message).toMatch(/^E11000 duplicate key error collection: \S+\.uniq_single index: email_1 dup key: \{ email: "a@x\.io" \}/);
    const dupId = await c.insertOne({ _id: (await c.findOne({}))!._id, email: 'other' }).catch((e) => e);
    expect(dupId.code).toBe(11000);
    expect(dupId.keyPattern).toEqual({ _id: 1 });
  });

  it('enforces compound unique indexes on insert, update, upsert and findAndModify', async () => {
    const c = coll('uniq_compound');
    await c.createIndex({ recipeId: 1, userUid: 1 }, { unique: true });
    const recipeId = new ObjectId();
    await c.insertOne({ recipeId, userUid: 'u1' });
    await c.insertOne({ recipeId, userUid: 'u2' });
    const ins = await c.insertOne({ recipeId, userUid: 'u1' }).catch((e) => e);
    expect(ins.code).toBe(11000);
    expect(ins.keyPattern).toEqual({ recipeId: 1, userUid: 1 });
    expect(ins.keyValue).toEqual({ recipeId, userUid: 'u1' });
    const upd = await c.updateOne({ userUid: 'u2' }, { $set: { userUid: 'u1' } }).catch((e) => e);
    expect(upd.code).toBe(11000);
    expect(upd.keyValue).toEqual({ recipeId, userUid: 'u1' });
    const ups = await c.updateOne({ recipeId, userUid: 'u3', extra: 1 }, { $set: { userUid: 'u1' } }, { upsert: true }).catch((e) => e);
    expect(ups.code).toBe(11000);
    const fam = await c.findOneAndUpdate({ userUid: 'u2' }, { $set: { userUid: 'u1' } }).catch((e) => e);
    expect(fam).toBeInstanceOf(MongoServerError);
    expect(fam.code).toBe(11000);
    expect(fam.keyPattern).toEqual({ recipeId: 1, userUid: 1 });
    expect(fam.keyValue).toEqual({ recipeId, userUid: 'u1' });
    expect(await c.countDocuments()).toBe(2);
    const bulk = await c.insertMany([{ recipeId, userUid: 'u9' }, { recipeId, userUid: 'u1' }, { recipeId, userUid: 'u10' }], { ordered: false }).catch((e) => e);
    expect(bulk.code).toBe(11000);
    expect(bulk.result.insertedCount).toBe(2);
    expect(await c.countDocuments()).toBe(4);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = coll('uniq_build');
    await c.insertMany([{ a: 1 }, { a: 1 }]);
    await expect(c.createIndex({ a: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('upserts', () => {
  it('upserts with $setOnInsert and the query equality fields', async () => {
    const c = coll('upserts');
    const r = await c.updateOne({ key: 'k1', n: { $gt: 0 } }, { $setOnInsert: { createdBy: 'me' }, $inc: { count: 1 } }, { upsert: true });
    expect(r.upsertedCount).toBe(1);
    expect(r.upsertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({ key: 'k1' }, { projection: { _id: 0 } })).toEqual({ key: 'k1', createdBy: 'me', count: 1 });
    const r2 = await c.updateOne({ key: 'k1' }, { $setOnInsert: { createdBy: 'other' }, $inc: { count: 1 } }, { upsert: true });
    expect(r2).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await c.findOne({ key: 'k1' }, { projection: { _id: 0 } })).toEqual({ key: 'k1', createdBy: 'me', count: 2 });
    const fam = await c.findOneAndUpdate({ _id: 'fixed' as any }, { $set: { v: 1 } }, { upsert: true, returnDocument: 'after', includeResultMetadata: true });
    expect(fam.value).toEqual({ _id: 'fixed', v: 1 });
    expect(fam.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 'fixed' });
    const rep = await c.replaceOne({ key: 'k2' }, { key: 'k2', replaced: true }, { upsert: true });
    expect(rep.upsertedCount).toBe(1);
    expect(await c.countDocuments({ key: 'k2' })).toBe(1);
  });
});

describe('aggregation', () => {
  beforeAll(async () => {
    await coll('agg_recipes').insertMany([
      { _id: 1 as any, title: 'A', cuisine: 'Italian', likes: 3, cats: ['Dinner', 'Lunch'] },
      { _id: 2 as any, title: 'B', cuisine: 'Italian', likes: 5, cats: ['Dinner'] },
      { _id: 3 as any, title: 'C', cuisine: 'Mexican', likes: 1, cats: [] },
      { _id: 4 as any, title: 'D', cuisine: 'Chinese', likes: 0, cats: ['Vegan'] },
    ]);
    await coll('agg_likes').insertMany([
      { recipeId: 1, user: 'u1' },
      { recipeId: 1, user: 'u2' },
      { recipeId: 2, user: 'u1' },
    ]);
  });
  const agg = (pipeline: object[], name = 'agg_recipes') => coll(name).aggregate(pipeline).toArray();

  it('$match $group $sum $sort', async () => {
    expect(await agg([{ $match: { likes: { $gte: 1 } } }, { $group: { _id: '$cuisine', total: { $sum: '$likes' }, n: { $sum: 1 } } }, { $sort: { total: -1 } }])).toEqual([
      { _id: 'Italian', total: 8, n: 2 },
      { _id: 'Mexican', total: 1, n: 1 },
    ]);
    expect(await agg([{ $group: { _id: null, total: { $sum: '$likes' } } }])).toEqual([{ _id: null, total: 9 }]);
  });

  it('countDocuments as mongoose issues it ($match + $group {_id: 1, n: {$sum: 1}})', async () => {
    expect(await agg([{ $match: { cuisine: 'Italian' } }, { $group: { _id: 1, n: { $sum: 1 } } }])).toEqual([{ _id: 1, n: 2 }]);
  });

  it('$skip $limit $project $count', async () => {
    expect(await agg([{ $sort: { likes: -1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, title: 1, double: { $multiply: ['$likes', 2] } } }])).toEqual([
      { title: 'A', double: 6 },
      { title: 'C', double: 2 },
    ]);
    expect(await agg([{ $match: { cuisine: 'Italian' } }, { $count: 'total' }])).toEqual([{ total: 2 }]);
  });

  it('$facet $unwind $lookup', async () => {
    const [facet] = await agg([
      { $facet: { total: [{ $count: 'n' }], top: [{ $sort: { likes: -1 } }, { $limit: 1 }, { $project: { _id: 0, title: 1 } }] } },
    ]);
    expect(facet).toEqual({ total: [{ n: 4 }], top: [{ title: 'B' }] });
    expect(await agg([{ $unwind: '$cats' }, { $group: { _id: '$cats', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])).toEqual([
      { _id: 'Dinner', n: 2 },
      { _id: 'Lunch', n: 1 },
      { _id: 'Vegan', n: 1 },
    ]);
    const joined = await agg([
      { $lookup: { from: 'agg_likes', localField: '_id', foreignField: 'recipeId', as: 'likesList' } },
      { $project: { _id: 1, n: { $size: '$likesList' } } },
      { $sort: { _id: 1 } },
    ]);
    expect(joined).toEqual([
      { _id: 1, n: 2 },
      { _id: 2, n: 1 },
      { _id: 3, n: 0 },
      { _id: 4, n: 0 },
    ]);
  });
});
