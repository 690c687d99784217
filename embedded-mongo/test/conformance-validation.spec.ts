/**
 * Conformance suite for collection validators ($jsonSchema), create options, collMod and the 16 MiB document limit.
 * Runs unchanged against a real MongoDB 7.0 when MONGODB_URI is set.
 */
import { Double, Int32, ObjectId } from 'mongodb';
import { coll, db, useConformance } from './conformance-setup';

useConformance('validation');

const MAX_BSON = 16 * 1024 * 1024;

describe('document size limit', () => {
  const big = () => 'x'.repeat(MAX_BSON);

  it('refuses a document over 16 MiB on insert and stores nothing', async () => {
    const c = coll('big_insert');
    const res = await db.command({ insert: 'big_insert', documents: [{ _id: 1, s: big() }] });
    expect(res.n).toBe(0);
    expect(res.writeErrors[0]).toMatchObject({ index: 0, code: 2 });
    expect(res.writeErrors[0].errmsg).toMatch(/^object to insert too large\. size in bytes: \d+, max size: 16777216$/);
    expect(await c.countDocuments()).toBe(0);
  });

  it('refuses an update or findAndModify that grows a document past 16 MiB (code 17419)', async () => {
    const c = coll('big_update');
    await c.insertOne({ _id: 1, s: 'small' });
    const half = 'y'.repeat(MAX_BSON / 2 + 10);
    await c.updateOne({ _id: 1 }, { $set: { a: half } });
    const err = await c.updateOne({ _id: 1 }, { $set: { b: half } }).catch((e) => e);
    expect(err).toMatchObject({ code: 17419 });
    expect(err.message).toContain('Resulting document after update is larger than 16777216');
    await expect(c.findOneAndUpdate({ _id: 1 }, { $set: { b: half } })).rejects.toMatchObject({ code: 17419 });
    const doc = await c.findOne({ _id: 1 });
    expect(doc!.b).toBeUndefined();
    expect(doc!.a.length).toBe(half.length);
  });
});

describe('create options', () => {
  it("refuses capped without size (InvalidOptions, \"the 'size' field is required when 'capped' is true\")", async () => {
    await expect(db.createCollection('capped_nosize', { capped: true })).rejects.toMatchObject({
      code: 72,
      codeName: 'InvalidOptions',
      message: "the 'size' field is required when 'capped' is true",
    });
  });
});

describe('collection validators', () => {
  it('refuses invalid inserts with code 121 and errInfo; honours bypassDocumentValidation', async () => {
    await db.createCollection('val_query', { validator: { qty: { $gte: 0 }, name: { $type: 'string' } } });
    const c = coll('val_query');
    await c.insertOne({ _id: 1, qty: 3, name: 'ok' });
    const err = await c.insertOne({ _id: 2, qty: -1, name: 'bad' }).catch((e) => e);
    expect(err).toMatchObject({ code: 121, message: 'Document failed validation' });
    expect(err.errInfo.failingDocumentId).toBe(2);
    expect(err.errInfo.details.operatorName).toBe('$and');
    expect(await c.countDocuments()).toBe(1);
    await c.insertOne({ _id: 3, qty: -5 }, { bypassDocumentValidation: true });
    expect(await c.countDocuments()).toBe(2);
  });

  it('validates updates, replacements, findAndModify and upserts', async () => {
    await db.createCollection('val_upd', { validator: { $jsonSchema: { bsonType: 'object', required: ['name'], properties: { name: { bsonType: 'string' }, n: { bsonType: 'int', minimum: 0 } } } } });
    const c = coll('val_upd');
    await c.insertOne({ _id: 1, name: 'a', n: 1 });
    await expect(c.updateOne({ _id: 1 }, { $set: { n: -1 } })).rejects.toMatchObject({ code: 121 });
    await expect(c.updateOne({ _id: 1 }, { $unset: { name: '' } })).rejects.toMatchObject({ code: 121 });
    await expect(c.replaceOne({ _id: 1 }, { n: 2 })).rejects.toMatchObject({ code: 121 });
    await expect(c.findOneAndUpdate({ _id: 1 }, { $set: { name: 5 } })).rejects.toMatchObject({ code: 121 });
    await expect(c.updateOne({ _id: 9 }, { $set: { n: 1 } }, { upsert: true })).rejects.toMatchObject({ code: 121 });
    await expect(c.findOneAndUpdate({ _id: 10 }, { $set: { n: 1 } }, { upsert: true })).rejects.toMatchObject({ code: 121 });
    expect(await c.find().toArray()).toEqual([{ _id: 1, name: 'a', n: 1 }]);
    await c.updateOne({ _id: 1 }, { $set: { n: 5 } });
    await c.updateOne({ _id: 1 }, { $set: { n: -1 } }, { bypassDocumentValidation: true });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'a', n: -1 });
  });

  it('reports $jsonSchema failures with errInfo.details like mongod', async () => {
    await db.createCollection('val_info', { validator: { $jsonSchema: { required: ['name'] } } });
    const err = await coll('val_info').insertOne({ _id: 1, x: 1 }).catch((e) => e);
    expect(err.code).toBe(121);
    expect(err.errInfo).toEqual({
      failingDocumentId: 1,
      details: {
        operatorName: '$jsonSchema',
        schemaRulesNotSatisfied: [{ operatorName: 'required', specifiedAs: { required: ['name'] }, missingProperties: ['name'] }],
      },
    });
  });

  it('checks exact BSON types with bsonType (int vs double vs long, objectId, date, arrays of types)', async () => {
    await db.createCollection('val_types', {
      validator: {
        $jsonSchema: {
          bsonType: 'object',
          properties: {
            i: { bsonType: 'int' },
            d: { bsonType: 'double' },
            oid: { bsonType: 'objectId' },
            when: { bsonType: 'date' },
            flag: { bsonType: 'bool' },
            either: { bsonType: ['string', 'null'] },
            num: { type: 'number' },
            arr: { bsonType: 'array', items: { bsonType: 'string' }, minItems: 1, maxItems: 3, uniqueItems: true },
            obj: { bsonType: 'object', additionalProperties: false, properties: { k: { bsonType: 'string' } } },
          },
        },
      },
    });
    const c = coll('val_types');
    await c.insertOne({ i: new Int32(1), d: new Double(1), oid: new ObjectId(), when: new Date(), flag: true, either: null, num: 1.5, arr: ['a'], obj: { k: 'v' } });
    const bad = async (doc: any) => expect(c.insertOne(doc)).rejects.toMatchObject({ code: 121 });
    await bad({ i: new Double(1) });
    await bad({ d: new Int32(1) });
    await bad({ oid: 'abc' });
    await bad({ when: '2024-01-01' });
    await bad({ flag: 1 });
    await bad({ either: 3 });
    await bad({ num: 'x' });
    await bad({ arr: [] });
    await bad({ arr: ['a', 'a'] });
    await bad({ arr: [1] });
    await bad({ obj: { k: 'v', extra: 1 } });
    expect(await c.countDocuments()).toBe(1);
  });

  it('supports the scalar, string, object and logical keywords', async () => {
    await db.createCollection('val_kw', {
      validator: {
        $jsonSchema: {
          title: 't',
          description: 'd',
          minProperties: 2,
          maxProperties: 4,
          patternProperties: { '^x_': { bsonType: 'int' } },
          properties: {
            s: { bsonType: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z]+$', description: 'lowercase' },
            e: { enum: ['a', 'b', 1] },
            n: { bsonType: 'int', minimum: 1, maximum: 10, exclusiveMaximum: true },
            m: { anyOf: [{ bsonType: 'string' }, { bsonType: 'int' }] },
            o: { oneOf: [{ bsonType: 'int', minimum: 0 }, { bsonType: 'int', maximum: 5 }] },
            al: { allOf: [{ bsonType: 'int' }, { minimum: 3 }] },
            nt: { not: { bsonType: 'string' } },
          },
        },
      },
    });
    const c = coll('val_kw');
    await c.insertOne({ _id: 1, s: 'ab' });
    const bad = async (doc: any) => expect(c.insertOne(doc)).rejects.toMatchObject({ code: 121 });
    await bad({ _id: 2 });
    await bad({ _id: 2, a: 1, b: 2, c: 3, d: 4 });
    await bad({ _id: 2, s: 'a' });
    await bad({ _id: 2, s: 'abcde' });
    await bad({ _id: 2, s: 'AB' });
    await bad({ _id: 2, e: 'c' });
    await bad({ _id: 2, n: 10 });
    await bad({ _id: 2, n: 0 });
    await bad({ _id: 2, m: true });
    await bad({ _id: 2, o: 3 });
    await bad({ _id: 2, al: 2 });
    await bad({ _id: 2, nt: 'str' });
    await bad({ _id: 2, x_a: 'str' });
    await c.insertMany([{ _id: 3, e: 1 }, { _id: 4, n: 9, m: 'x', o: 7 }, { _id: 5, al: 4, nt: 1, x_a: 2 }]);
    expect(await c.countDocuments()).toBe(4);
  });

  it('refuses unknown and unsupported $jsonSchema keywords (code 9) and accepts $jsonSchema in find', async () => {
    await expect(db.createCollection('val_bad', { validator: { $jsonSchema: { bsonType: 'object', foo: 1 } } })).rejects.toMatchObject({ code: 9, message: 'Unknown $jsonSchema keyword: foo' });
    await expect(db.createCollection('val_bad2', { validator: { $jsonSchema: { properties: { a: { format: 'email' } } } } })).rejects.toMatchObject({ code: 9, message: "$jsonSchema keyword 'format' is not currently supported" });
    await expect(db.createCollection('val_bad3', { validator: { $jsonSchema: { type: 'integer' } } })).rejects.toMatchObject({ code: 9 });
    const c = coll('val_find');
    await c.insertMany([{ _id: 1, a: new Int32(1) }, { _id: 2, a: new Double(2.5) }, { _id: 3, a: 'x' }]);
    expect((await c.find({ $jsonSchema: { properties: { a: { bsonType: 'int' } } } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ $jsonSchema: { properties: { a: { bsonType: 'number' } } }, _id: { $gt: 1 } }).toArray()).map((d) => d._id)).toEqual([2]);
    await expect(c.find({ $jsonSchema: { bogus: 1 } }).toArray()).rejects.toMatchObject({ code: 9, message: 'Unknown $jsonSchema keyword: bogus' });
    const later = await c.aggregate([{ $sort: { _id: 1 } }, { $match: { $jsonSchema: { properties: { a: { bsonType: 'string' } } } } }]).toArray();
    expect(later.map((d) => d._id)).toEqual([3]);
  });

  it('honours validationLevel moderate/off and validationAction warn', async () => {
    await db.createCollection('val_levels');
    const c = coll('val_levels');
    await c.insertMany([{ _id: 1, n: -1 }, { _id: 2, n: 1 }]);
    await db.command({ collMod: 'val_levels', validator: { n: { $gte: 0 } }, validationLevel: 'moderate' });
    await c.updateOne({ _id: 1 }, { $set: { n: -2 } }); // already invalid: moderate lets it through
    await expect(c.updateOne({ _id: 2 }, { $set: { n: -2 } })).rejects.toMatchObject({ code: 121 });
    await expect(c.insertOne({ _id: 3, n: -1 })).rejects.toMatchObject({ code: 121 });
    await db.command({ collMod: 'val_levels', validationLevel: 'off' });
    await c.insertOne({ _id: 4, n: -1 });
    await db.command({ collMod: 'val_levels', validationLevel: 'strict', validationAction: 'warn' });
    await c.insertOne({ _id: 5, n: -1 });
    expect(await c.countDocuments()).toBe(4);
    const [info] = await db.listCollections({ name: 'val_levels' }).toArray();
    expect((info as any).options).toMatchObject({ validator: { n: { $gte: 0 } }, validationLevel: 'strict', validationAction: 'warn' });
    await expect(db.command({ collMod: 'val_levels', validationLevel: 'sometimes' })).rejects.toMatchObject({ code: 2 });
  });
});

describe('collMod', () => {
  it('changes expireAfterSeconds and hidden on an index by key pattern or name', async () => {
    const c = coll('cm_idx');
    await c.insertOne({ a: 1, t: new Date() });
    await c.createIndex({ t: 1 }, { expireAfterSeconds: 100 });
    await c.createIndex({ a: 1 });
    const r = await db.command({ collMod: 'cm_idx', index: { keyPattern: { t: 1 }, expireAfterSeconds: 200 } });
    expect(r).toMatchObject({ expireAfterSeconds_old: 100, expireAfterSeconds_new: 200, ok: 1 });
    const h = await db.command({ collMod: 'cm_idx', index: { name: 'a_1', hidden: true } });
    expect(h).toMatchObject({ hidden_old: false, hidden_new: true, ok: 1 });
    const specs = await c.listIndexes().toArray();
    expect(specs.find((s) => s.name === 't_1')!.expireAfterSeconds).toBe(200);
    expect(specs.find((s) => s.name === 'a_1')!.hidden).toBe(true);
    // A hidden index is not used by the planner, and cannot be hinted.
    const ex = await c.find({ a: 1 }).explain('queryPlanner');
    expect(ex.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    await db.command({ collMod: 'cm_idx', index: { name: 'a_1', hidden: false } });
    const ex2 = await c.find({ a: 1 }).explain('queryPlanner');
    expect(ex2.queryPlanner.winningPlan.inputStage.indexName).toBe('a_1');
  });

  it('refuses unknown options, missing collections and missing indexes like mongod', async () => {
    await coll('cm_err').insertOne({ a: 1 });
    await expect(db.command({ collMod: 'cm_err', bogus: 1 })).rejects.toMatchObject({ code: 40415, message: "BSON field 'collMod.bogus' is an unknown field." });
    await expect(db.command({ collMod: 'cm_err', index: { keyPattern: { a: 1 }, bogus: 1 } })).rejects.toMatchObject({ code: 40415 });
    await expect(db.command({ collMod: 'cm_missing_coll', validator: {} })).rejects.toMatchObject({ code: 26 });
    await expect(db.command({ collMod: 'cm_err', index: { keyPattern: { zz: 1 }, hidden: true } })).rejects.toMatchObject({ code: 27 });
    await expect(db.command({ collMod: 'cm_err', index: { name: 'nope', hidden: true } })).rejects.toMatchObject({ code: 27 });
    await expect(db.command({ collMod: 'cm_err', validationAction: 'maybe' })).rejects.toMatchObject({ code: 2 });
    expect(await db.command({ collMod: 'cm_err' })).toMatchObject({ ok: 1 });
  });
});
