/** Conformance: query operators, cursors, unique indexes, upserts and aggregation (see conformance.spec.ts). */
import { MongoServerError, ObjectId } from 'mongodb';
import { coll, useConformance } from './conformance-setup';

useConformance('queries');

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

  it('$in and $nin over ObjectIds: a field, an array of ids, a missing field, a mixed list', async () => {
    const [a, b, c] = [new ObjectId(), new ObjectId(), new ObjectId()];
    await coll('ids').insertMany([
      { name: 'one', ref: a },
      { name: 'many', ref: [b, c] },
      { name: 'none' },
      { name: 'text', ref: String(a) },
    ]);
    const named = async (filter: object) => (await coll('ids').find(filter).sort({ name: 1 }).toArray()).map((d) => d.name);
    expect(await named({ ref: { $in: [a] } })).toEqual(['one']);
    expect(await named({ ref: { $in: [c, new ObjectId()] } })).toEqual(['many']);
    expect(await named({ ref: { $in: [a, String(a)] } })).toEqual(['one', 'text']);
    expect(await named({ ref: { $in: [a, null] } })).toEqual(['none', 'one']);
    expect(await named({ ref: { $nin: [a, b] } })).toEqual(['none', 'text']);
    expect(await named({ ref: { $in: [] } })).toEqual([]);
    expect(await named({ $or: [{ name: 'text' }, { ref: { $in: [b] } }] })).toEqual(['many', 'text']);
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

  it('keeps the creation-time `background` flag in the listed spec and refuses one that is not a bool or number (14)', async () => {
    const c = coll('idx_background');
    await c.createIndex({ a: 1 }, { background: true });
    await c.createIndex({ b: 1 }, { background: 0 as any });
    expect((await c.listIndexes().toArray()).slice(1)).toEqual([
      { v: 2, key: { a: 1 }, name: 'a_1', background: true },
      { v: 2, key: { b: 1 }, name: 'b_1', background: 0 },
    ]);
    await expect(c.createIndex({ a: 1 }, { background: false })).resolves.toBe('a_1'); // not part of an index's identity
    await expect(c.createIndex({ c: 1 }, { background: 'yes' as any })).rejects.toMatchObject({
      code: 14,
      codeName: 'TypeMismatch',
      message: `The field 'background has value background: "yes", which is not convertible to bool`,
    });
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
