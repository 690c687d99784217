/**
 * Collation conformance: the same assertions run against the embedded server (default) and against a real MongoDB 7.0
 * when MONGODB_URI is set.
 */
import mongoose, { Schema } from 'mongoose';
import { coll, db, target, useConformance } from './conformance-setup';

useConformance('collation');

const S1 = { locale: 'en', strength: 1 };
const S2 = { locale: 'en', strength: 2 };
/** What mongod shows for {locale: 'en', strength: 2}: every option resolved, and its ICU version. */
const S2_FULL = {
  locale: 'en',
  caseLevel: false,
  caseFirst: 'off',
  strength: 2,
  numericOrdering: false,
  alternate: 'non-ignorable',
  maxVariable: 'punct',
  normalization: false,
  backwards: false,
  version: '57.1',
};

/** _id 1 'a', 2 'A', 3 'á', 4 'b' — inserted in that order. */
async function seeded(name: string, create?: object) {
  if (create) await db.createCollection(name, create);
  const c = coll(name);
  await c.insertMany([
    { _id: 1, s: 'a' },
    { _id: 2, s: 'A' },
    { _id: 3, s: 'á' },
    { _id: 4, s: 'b' },
  ]);
  return c;
}
const ids = (docs: any[]) => docs.map((d) => d._id);

describe('collation in queries', () => {
  it('matches equality by strength: 3 (default) exact, 2 ignores case, 1 ignores case and accents; simple is binary', async () => {
    const c = await seeded('q_eq');
    const find = (filter: object, collation?: object) => c.find(filter, collation ? { collation: collation as any } : {}).sort({ _id: 1 }).toArray().then(ids);
    expect(await find({ s: 'a' })).toEqual([1]);
    expect(await find({ s: 'a' }, { locale: 'simple' })).toEqual([1]);
    expect(await find({ s: 'a' }, { locale: 'en' })).toEqual([1]);
    expect(await find({ s: 'a' }, S2)).toEqual([1, 2]);
    expect(await find({ s: 'a' }, S1)).toEqual([1, 2, 3]);
    expect(await find({ s: { $eq: 'A' } }, S2)).toEqual([1, 2]);
    expect(await find({ $or: [{ s: 'B' }, { _id: 3 }] }, S2)).toEqual([3, 4]);
    expect(await find({ s: 'a' }, {})).toEqual([1]); // an empty collation is no collation
  });

  it('applies to $in, $nin, $ne and ranges, but not to regular expressions', async () => {
    const c = await seeded('q_ops');
    const find = (filter: object, collation?: object) => c.find(filter, collation ? { collation: collation as any } : {}).sort({ _id: 1 }).toArray().then(ids);
    expect(await find({ s: { $in: ['A', 'z'] } })).toEqual([2]);
    expect(await find({ s: { $in: ['A', 'z'] } }, S2)).toEqual([1, 2]);
    expect(await find({ s: { $nin: ['A'] } }, S2)).toEqual([3, 4]);
    expect(await find({ s: { $ne: 'A' } }, S1)).toEqual([4]);
    expect(await find({ s: { $lt: 'b' } })).toEqual([1, 2]);
    expect(await find({ s: { $lt: 'b' } }, { locale: 'en' })).toEqual([1, 2, 3]);
    expect(await find({ s: { $gte: 'B' } }, S2)).toEqual([4]);
    expect(await find({ s: /^a$/ }, S1)).toEqual([1]);
    expect(await find({ s: { $regex: '^A' } }, S1)).toEqual([2]);
  });

  it('sorts by the collation (and numericOrdering orders digits by value)', async () => {
    const c = await seeded('q_sort');
    expect(ids(await c.find({}).sort({ s: 1 }).toArray())).toEqual([2, 1, 4, 3]);
    expect(ids(await c.find({}, { collation: { locale: 'en' } }).sort({ s: 1 }).toArray())).toEqual([1, 2, 3, 4]);
    expect(ids(await c.find({}, { collation: { locale: 'en' } }).sort({ s: -1 }).limit(2).toArray())).toEqual([4, 3]);
    const n = coll('q_numeric');
    await n.insertMany([{ _id: 1, v: '10' }, { _id: 2, v: '9' }, { _id: 3, v: '2' }]);
    expect(ids(await n.find({}, { collation: { locale: 'en' } }).sort({ v: 1 }).toArray())).toEqual([1, 3, 2]);
    expect(ids(await n.find({}, { collation: { locale: 'en', numericOrdering: true } }).sort({ v: 1 }).toArray())).toEqual([3, 2, 1]);
    expect(ids(await n.find({ v: { $gt: '9' } }, { collation: { locale: 'en', numericOrdering: true } }).toArray())).toEqual([1]);
  });

  it('ignores punctuation with alternate: shifted', async () => {
    const c = coll('q_shifted');
    await c.insertMany([{ _id: 1, s: 'a-b' }, { _id: 2, s: 'ab' }, { _id: 3, s: 'a b' }, { _id: 4, s: 'ac' }]);
    const found = await c.find({ s: 'ab' }, { collation: { locale: 'en', alternate: 'shifted', strength: 1 } }).sort({ _id: 1 }).toArray();
    expect(ids(found)).toEqual([1, 2, 3]);
  });

  it('counts and deduplicates distinct values under the collation', async () => {
    const c = await seeded('q_count');
    expect(await c.countDocuments({ s: 'a' })).toBe(1);
    expect(await c.countDocuments({ s: 'a' }, { collation: S2 })).toBe(2);
    expect(await c.countDocuments({ s: 'A' }, { collation: S1 })).toBe(3);
    const count = await db.command({ count: 'q_count', query: { s: 'a' }, collation: S1 });
    expect(count.n).toBe(3);
    expect((await c.distinct('s')).sort()).toEqual(['A', 'a', 'b', 'á']);
    expect((await c.distinct('s', {}, { collation: S2 })).sort()).toEqual(['a', 'b', 'á']);
    expect((await c.distinct('s', {}, { collation: S1 })).sort()).toEqual(['a', 'b']);
    expect(await c.distinct('_id', { s: 'A' }, { collation: S2 })).toEqual([1, 2]);
  });

  it('aggregates with $match, $group keys and $sort under the collation', async () => {
    const c = await seeded('q_agg');
    const matched = await c.aggregate([{ $match: { s: 'A' } }, { $sort: { _id: 1 } }], { collation: S1 }).toArray();
    expect(ids(matched)).toEqual([1, 2, 3]);
    const count = await c.aggregate([{ $match: { s: 'A' } }, { $count: 'n' }], { collation: S2 }).toArray();
    expect(count).toEqual([{ n: 2 }]);
    const groups = await c.aggregate([{ $group: { _id: '$s', n: { $sum: 1 }, ids: { $push: '$_id' } } }, { $sort: { n: -1, _id: 1 } }], { collation: S2 }).toArray();
    expect(groups).toEqual([
      { _id: 'a', n: 2, ids: [1, 2] },
      { _id: 'á', n: 1, ids: [3] }, // at strength 2 the accent only breaks ties: á sorts before b
      { _id: 'b', n: 1, ids: [4] },
    ]);
    const sorted = await c.aggregate([{ $sort: { s: 1 } }, { $project: { _id: 1 } }], { collation: { locale: 'en' } }).toArray();
    expect(ids(sorted)).toEqual([1, 2, 3, 4]);
    const later = await c.aggregate([{ $project: { s: 1 } }, { $match: { s: 'A' } }, { $sort: { _id: 1 } }], { collation: S2 }).toArray();
    expect(ids(later)).toEqual([1, 2]);
    const expr = await c.aggregate([{ $match: { $expr: { $eq: ['$s', 'A'] } } }, { $sort: { _id: 1 } }], { collation: S2 }).toArray();
    expect(ids(expr)).toEqual([1, 2]);
  });

  it('matches updates, deletes and findAndModify under the collation', async () => {
    const c = await seeded('q_write');
    const many = await c.updateMany({ s: 'a' }, { $set: { x: 1 } }, { collation: S2 });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const plain = await c.updateMany({ s: 'a' }, { $set: { y: 1 } });
    expect(plain.matchedCount).toBe(1);
    const found = await c.findOneAndUpdate({ s: 'Á' }, { $set: { z: 1 } }, { collation: S1, sort: { _id: -1 }, returnDocument: 'after' });
    expect(found).toEqual({ _id: 3, s: 'á', z: 1 });
    const del = await c.deleteMany({ s: 'A' }, { collation: S1 });
    expect(del.deletedCount).toBe(3);
    expect(ids(await c.find({}).toArray())).toEqual([4]);
    const bad = await db.command({ update: 'q_write', updates: [{ q: {}, u: { $set: { w: 1 } }, collation: { locale: 'en', bogus: 1 } }] });
    expect(bad.n).toBe(0);
    expect(bad.writeErrors[0]).toMatchObject({ index: 0, code: 40415, errmsg: "BSON field 'collation.bogus' is an unknown field." });
  });
});

describe('a collection default collation', () => {
  it('is shown resolved in listCollections and on the _id index, and used by operations that name none', async () => {
    await seeded('d_coll', { collation: S2 });
    const [info] = await db.listCollections({ name: 'd_coll' }).toArray();
    expect((info as any).options).toEqual({ collation: S2_FULL });
    expect((info as any).idIndex).toEqual({ v: 2, key: { _id: 1 }, name: '_id_', collation: S2_FULL });
    const c = coll('d_coll');
    const find = (filter: object, collation?: object) => c.find(filter, collation ? { collation: collation as any } : {}).sort({ _id: 1 }).toArray().then(ids);
    expect(await find({ s: 'A' })).toEqual([1, 2]);
    expect(await find({ s: 'A' }, { locale: 'simple' })).toEqual([2]);
    expect(await find({ s: 'A' }, S1)).toEqual([1, 2, 3]);
    expect(await c.countDocuments({ s: 'A' })).toBe(2);
    expect((await c.distinct('s')).sort()).toEqual(['a', 'b', 'á']);
    expect((await c.updateMany({ s: 'A' }, { $set: { x: 1 } })).modifiedCount).toBe(2);
    expect(ids(await c.find({}).sort({ s: -1, _id: 1 }).toArray())).toEqual([4, 3, 1, 2]);
  });

  it('is inherited by new indexes unless they say simple', async () => {
    await db.createCollection('d_idx', { collation: S2 });
    const c = coll('d_idx');
    await c.createIndex({ s: 1 }, { name: 'inherits' });
    await c.createIndex({ s: 1 }, { name: 'plain', collation: { locale: 'simple' } });
    await c.createIndex({ t: 1 }, { name: 'own', collation: S1 });
    const indexes = await c.listIndexes().toArray();
    const byName = (n: string) => indexes.find((i) => i.name === n)!;
    expect(byName('_id_').collation).toEqual(S2_FULL);
    expect(byName('inherits').collation).toEqual(S2_FULL);
    expect(byName('plain').collation).toBeUndefined();
    expect(byName('own').collation).toEqual({ ...S2_FULL, strength: 1 });
  });

  it('treats string _ids that differ only in case as duplicates', async () => {
    await db.createCollection('d_ids', { collation: S2 });
    const c = coll('d_ids');
    await c.insertOne({ _id: 'key', n: 1 });
    await expect(c.insertOne({ _id: 'KEY', n: 2 })).rejects.toMatchObject({ code: 11000 });
    expect(await c.findOne({ _id: 'KEY' })).toEqual({ _id: 'key', n: 1 });
    expect(await c.findOne({ _id: 'KEY' }, { collation: { locale: 'simple' } })).toBeNull();
  });
});

describe('collated indexes', () => {
  it('enforce uniqueness under their collation (case-insensitive unique emails)', async () => {
    const c = coll('i_unique');
    await c.createIndex({ email: 1 }, { unique: true, collation: S2 });
    await c.insertOne({ _id: 1, email: 'a@x.dev' });
    const err = await c.insertOne({ _id: 2, email: 'A@x.dev' }).catch((e) => e);
    expect(err.code).toBe(11000);
    expect(err.message).toContain('E11000 duplicate key error collection: ');
    expect(err.message).toContain('index: email_1 collation: { locale: "en", caseLevel: false, caseFirst: "off", strength: 2,');
    await c.insertOne({ _id: 3, email: 'á@x.dev' }); // accents still differ at strength 2
    await expect(c.updateOne({ _id: 3 }, { $set: { email: 'A@X.DEV' } })).rejects.toMatchObject({ code: 11000 });
    expect((await c.updateOne({ _id: 1 }, { $set: { email: 'A@x.dev' } })).modifiedCount).toBe(1); // its own key, recased
    await c.deleteOne({ _id: 1 });
    await c.insertOne({ _id: 4, email: 'a@X.dev' });
    expect(await c.countDocuments({})).toBe(2);
  });

  it('refuse to build over values equal under the collation', async () => {
    const c = await seeded('i_build');
    await expect(c.createIndex({ s: 1 }, { unique: true, collation: S2 })).rejects.toMatchObject({ code: 11000 });
    await c.createIndex({ s: 1 }, { unique: true, collation: { locale: 'en' } });
    const names = (await c.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 's_1']);
  });

  it('coexist on the same key with different collations, and queries answer by their own collation', async () => {
    const c = await seeded('i_plan');
    await c.insertMany([{ _id: 5, s: 'B' }, { _id: 6, s: 'c' }]);
    await c.createIndex({ s: 1 }, { name: 's_ci', collation: S2 });
    await c.createIndex({ s: 1 }, { name: 's_plain' });
    await c.createIndex({ s: -1 }, { name: 's_fr', collation: { locale: 'fr' } });
    expect(ids(await c.find({ s: 'b' }).toArray())).toEqual([4]);
    expect(ids(await c.find({ s: 'b' }, { collation: S2 }).sort({ _id: 1 }).toArray())).toEqual([4, 5]);
    expect(ids(await c.find({}).sort({ s: 1 }).toArray())).toEqual([2, 5, 1, 4, 6, 3]);
    expect(ids(await c.find({}, { collation: { locale: 'en' } }).sort({ s: 1 }).toArray())).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(await c.find({ s: { $gte: 'b' } }, { collation: S2 }).sort({ s: 1, _id: 1 }).toArray())).toEqual([4, 5, 6]);
    expect(await c.countDocuments({ s: 'B' }, { collation: S2 })).toBe(2);
    expect(await c.countDocuments({ s: 'B' })).toBe(1);
  });

  it('must be dropped by name when several share a key pattern', async () => {
    const c = coll('i_drop');
    await c.createIndex({ s: 1 }, { name: 's_ci', collation: S2 });
    await c.createIndex({ s: 1 }, { name: 's_plain' });
    const err = await c.dropIndex({ s: 1 } as any).catch((e) => e);
    expect(err).toMatchObject({ code: 181, codeName: 'AmbiguousIndexKeyPattern' });
    expect(err.message).toMatch(/^2 indexes found for key: \{ s: 1 \}, identify by name instead\./);
    await c.dropIndex('s_ci');
    await c.dropIndex({ s: 1 } as any);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('collation errors', () => {
  const findError = (collation: unknown) => db.command({ find: 'e_any', filter: {}, collation }).catch((e) => e);

  it('refuses an unknown locale with BadValue', async () => {
    expect(await findError({ locale: 'xx' })).toMatchObject({ code: 2, codeName: 'BadValue', errmsg: 'Field \'locale\' is invalid in: { locale: "xx" }' });
    expect(await findError({ locale: 'en-US' })).toMatchObject({ code: 2, errmsg: 'Field \'locale\' is invalid in: { locale: "en-US" }. Did you mean \'en_US\'?' });
    expect(await findError({ locale: '' })).toMatchObject({ code: 2, errmsg: 'Field \'locale\' cannot be the empty string in: { locale: "" }' });
    const create = await db.createCollection('e_create', { collation: { locale: 'nope' } }).catch((e) => e);
    expect(create).toMatchObject({ code: 2, codeName: 'BadValue' });
    expect(create.message).toContain("Field 'locale' is invalid in:");
    const index = await coll('e_index').createIndex({ s: 1 }, { collation: { locale: 'EN' } }).catch((e) => e);
    expect(index).toMatchObject({ code: 2 });
    expect(index.message).toContain('Field \'locale\' is invalid in: { locale: "EN" }');
  });

  it('refuses malformed specs with the IDL codes and messages', async () => {
    expect(await findError({ locale: 'en', foo: 1 })).toMatchObject({ code: 40415, errmsg: "BSON field 'collation.foo' is an unknown field." });
    expect(await findError({ strength: 2 })).toMatchObject({ code: 40414, errmsg: "BSON field 'collation.locale' is missing but a required field" });
    expect(await findError({ locale: 5 })).toMatchObject({ code: 14, errmsg: "BSON field 'collation.locale' is the wrong type 'int', expected type 'string'" });
    expect(await findError({ locale: 'en', strength: 6 })).toMatchObject({ code: 2, errmsg: "BSON field 'strength' value must be <= 5, actual value '6'" });
    expect(await findError({ locale: 'en', strength: 0 })).toMatchObject({ code: 2, errmsg: "Enumeration value '0' for field 'collation.strength' is not a valid value." });
    expect(await findError({ locale: 'en', caseFirst: 'sideways' })).toMatchObject({ code: 2, errmsg: "Enumeration value 'sideways' for field 'collation.caseFirst' is not a valid value." });
    expect(await findError({ locale: 'en', caseLevel: 1 })).toMatchObject({ code: 14, errmsg: "BSON field 'collation.caseLevel' is the wrong type 'int', expected type 'bool'" });
    expect(await findError({ locale: 'en', caseFirst: 'upper', strength: 1 })).toMatchObject({ code: 2 });
    expect(await findError({ locale: 'en', version: '1.0' })).toMatchObject({ code: 161, codeName: 'IncompatibleCollationVersion' });
    const create = await db.createCollection('e_create2', { collation: {} as any }).catch((e) => e);
    expect(create).toMatchObject({ code: 40414, message: "BSON field 'create.collation.locale' is missing but a required field" });
    const agg = await db.command({ aggregate: 'e_any', pipeline: [], cursor: {}, collation: { locale: 'en', strength: 9 } }).catch((e) => e);
    expect(agg).toMatchObject({ code: 2 });
  });
});

describe('mongoose with collation', () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it('a schema collation makes a unique email index case-insensitive', async () => {
    const userSchema = new Schema({ email: { type: String, required: true, unique: true }, name: String }, { collation: { locale: 'en', strength: 2 } });
    const User = conn.model('CollatedUser', userSchema);
    await User.init();
    await User.create({ email: 'a@x.dev', name: 'A' });
    const err = await User.create({ email: 'A@x.dev', name: 'B' }).catch((e) => e);
    expect(err.name).toBe('MongoServerError');
    expect(err.code).toBe(11000);
    expect(err.message).toMatch(/^E11000 duplicate key error/);
    expect(await User.countDocuments({ email: 'A@X.DEV' })).toBe(1);
    const email = (await User.collection.listIndexes().toArray()).find((i) => i.name === 'email_1');
    expect(email).toMatchObject({ unique: true, collation: S2_FULL });
  });

  it('Query.collation orders names as ICU does', async () => {
    const Person = conn.model('CollatedPerson', new Schema({ name: String }));
    await Person.create([{ name: 'zoe' }, { name: 'Eve' }, { name: 'émile' }]);
    const plain = await Person.find().sort({ name: 1 }).lean();
    expect(plain.map((p) => p.name)).toEqual(['Eve', 'zoe', 'émile']);
    const collated = await Person.find().collation({ locale: 'en', strength: 1 }).sort({ name: 1 }).lean();
    expect(collated.map((p) => p.name)).toEqual(['émile', 'Eve', 'zoe']);
  });
});
