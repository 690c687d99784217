/**
 * Conformance suite for projections, explain, collMod, collection validators ($jsonSchema), create options,
 * the 16 MiB document limit, unknown aggregation stages and index hints. Runs unchanged against a real MongoDB 7.0
 * when MONGODB_URI is set.
 */
import { Db, Double, Int32, ObjectId } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { Target, useConformanceTarget } from './helpers';

let target: Target;
let db: Db;

useConformanceTarget('commands', (handles) => ({ target, db } = handles));

const coll = (name: string) => db.collection<any>(name);
const MAX_BSON = 16 * 1024 * 1024;

describe('find projections', () => {
  it('projects the array element matched by the query with the positional arr.$ form', async () => {
    const c = coll('proj_positional');
    await c.insertMany([
      { _id: 1, title: 't1', items: [{ name: 'a', q: 1 }, { name: 'x', q: 2 }, { name: 'x', q: 3 }] },
      { _id: 2, title: 't2', items: [{ name: 'b', q: 4 }] },
      { _id: 3, grades: [70, 85, 90], other: 1 },
    ]);
    expect(await c.find({ 'items.name': 'x' }, { projection: { 'items.$': 1 } }).toArray()).toEqual([{ _id: 1, items: [{ name: 'x', q: 2 }] }]);
    expect(await c.find({ 'items.name': 'x' }, { projection: { title: 1, 'items.$': 1, _id: 0 } }).toArray()).toEqual([{ title: 't1', items: [{ name: 'x', q: 2 }] }]);
    expect(await c.find({ grades: { $gte: 80 } }, { projection: { 'grades.$': 1 } }).toArray()).toEqual([{ _id: 3, grades: [85] }]);
    expect(await c.find({ items: { $elemMatch: { name: 'x', q: 3 } } }, { projection: { 'items.$': 1 } }).toArray()).toEqual([{ _id: 1, items: [{ name: 'x', q: 3 }] }]);
    const fam = await c.findOneAndUpdate({ 'items.name': 'b' }, { $set: { seen: true } }, { projection: { 'items.$': 1 }, returnDocument: 'before' });
    expect(fam).toEqual({ _id: 2, items: [{ name: 'b', q: 4 }] });
  });

  it('refuses a positional projection without a matching query predicate (code 51246) and misplaced ones', async () => {
    const c = coll('proj_positional_err');
    await c.insertOne({ _id: 1, items: [{ name: 'a' }] });
    const err = await c.find({ _id: 1 }, { projection: { 'items.$': 1 } }).toArray().catch((e) => e);
    expect(err).toMatchObject({ code: 51246, message: "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array" });
    await expect(c.find({ 'items.name': 'a' }, { projection: { 'items.$': 1, 'other.$': 1 } }).toArray()).rejects.toMatchObject({ code: 31276 });
    await expect(c.find({ 'items.name': 'a' }, { projection: { 'items.$.name': 1 } }).toArray()).rejects.toMatchObject({ code: 31394 });
  });

  it('projects with $elemMatch on arrays of documents and of scalars', async () => {
    const c = coll('proj_elemmatch');
    await c.insertMany([
      { _id: 1, zip: 1, tags: ['x', 'b', 'a'], students: [{ name: 'john', age: 10 }, { name: 'jess', age: 12 }, { name: 'jeff', age: 12 }] },
      { _id: 2, zip: 1, tags: ['y'], students: [{ name: 'ann', age: 9 }] },
    ]);
    const docs = await c.find({ zip: 1 }, { projection: { students: { $elemMatch: { age: 12 } } } }).sort({ _id: 1 }).toArray();
    expect(docs).toEqual([{ _id: 1, students: [{ name: 'jess', age: 12 }] }, { _id: 2 }]);
    const tags = await c.find({}, { projection: { _id: 0, tags: { $elemMatch: { $in: ['a', 'b'] } } } }).sort({ _id: 1 }).toArray();
    expect(tags).toEqual([{ tags: ['b'] }, {}]);
    // $elemMatch fields come after the other included fields, whatever the document order.
    const ordered = await c.find({ _id: 1 }, { projection: { students: { $elemMatch: { name: 'jeff' } }, zip: 1 } }).toArray();
    expect(ordered).toEqual([{ _id: 1, zip: 1, students: [{ name: 'jeff', age: 12 }] }]);
    expect(Object.keys(ordered[0])).toEqual(['_id', 'zip', 'students']);
    await expect(c.find({}, { projection: { 'a.b': { $elemMatch: { x: 1 } } } }).toArray()).rejects.toMatchObject({ code: 31275 });
  });

  it('keeps every other field with a $slice-only projection ($slice n, -n and [skip, limit])', async () => {
    const c = coll('proj_slice');
    await c.insertOne({ _id: 1, title: 'post', arr: [1, 2, 3, 4, 5], meta: { n: 1 } });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: 2 } } })).toEqual({ _id: 1, title: 'post', arr: [1, 2], meta: { n: 1 } });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: -2 } } })).toEqual({ _id: 1, title: 'post', arr: [4, 5], meta: { n: 1 } });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: [1, 2] } } })).toEqual({ _id: 1, title: 'post', arr: [2, 3], meta: { n: 1 } });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: [-2, 1] } } })).toEqual({ _id: 1, title: 'post', arr: [4], meta: { n: 1 } });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: 1 }, title: 1 } })).toEqual({ _id: 1, title: 'post', arr: [1] });
    expect(await c.findOne({ _id: 1 }, { projection: { arr: { $slice: 1 }, meta: 0 } })).toEqual({ _id: 1, title: 'post', arr: [1] });
  });

  it('does not invent nested fields from top-level ones ({child: {name: 1}} and {"child.name": 1})', async () => {
    const c = coll('proj_nested');
    await c.insertMany([
      { _id: 1, name: 'top' },
      { _id: 2, name: 'top2', child: { name: 'kid', age: 3 } },
      { _id: 3, child: 'scalar' },
      { _id: 4, child: { other: 1 } },
    ]);
    const expected = [{ _id: 1 }, { _id: 2, child: { name: 'kid' } }, { _id: 3 }, { _id: 4, child: {} }];
    expect(await c.find({}, { projection: { child: { name: 1 } } }).sort({ _id: 1 }).toArray()).toEqual(expected);
    expect(await c.find({}, { projection: { 'child.name': 1 } }).sort({ _id: 1 }).toArray()).toEqual(expected);
    expect(await c.find({ _id: 2 }, { projection: { child: { age: 0 } } }).toArray()).toEqual([{ _id: 2, name: 'top2', child: { name: 'kid' } }]);
  });

  it('refuses mixed inclusion and exclusion with mongod codes and messages', async () => {
    const c = coll('proj_mixed');
    await c.insertOne({ a: 1, b: 2 });
    await expect(c.find({}, { projection: { a: 1, b: 0 } }).toArray()).rejects.toMatchObject({ code: 31254, message: 'Cannot do exclusion on field b in inclusion projection' });
    await expect(c.find({}, { projection: { a: 0, b: 1 } }).toArray()).rejects.toMatchObject({ code: 31253, message: 'Cannot do inclusion on field b in exclusion projection' });
    // Also on an empty collection: the projection is parsed before anything runs.
    await expect(coll('proj_mixed_empty').find({}, { projection: { a: 1, b: 0 } }).toArray()).rejects.toMatchObject({ code: 31254 });
    await expect(c.find({}, { projection: { a: 1, 'a.b': 1 } }).toArray()).rejects.toMatchObject({ code: 31249 });
  });
});

describe('explain', () => {
  beforeAll(async () => {
    const c = coll('explain_c');
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ _id: i, n: i, g: i % 3, s: `s${i}` })));
    await c.createIndex({ n: 1 }, { name: 'n_1' });
    await c.createIndex({ g: 1, n: -1 });
  });

  it('describes a collection scan, an index scan under FETCH and an _id lookup', async () => {
    const c = coll('explain_c');
    const scan = await c.find({ s: 's3' }).explain('executionStats');
    expect(scan.queryPlanner.namespace).toBe(`${target.dbName}.explain_c`);
    expect(scan.queryPlanner.parsedQuery).toEqual({ s: { $eq: 's3' } });
    expect(scan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    expect(scan.queryPlanner.rejectedPlans).toEqual([]);
    expect(scan.executionStats).toMatchObject({ nReturned: 1, totalKeysExamined: 0, totalDocsExamined: 30 });
    expect(typeof scan.executionStats.executionTimeMillis).toBe('number');
    expect(scan.ok).toBe(1);
    expect(scan.serverInfo).toBeDefined();
    expect(scan.command).toMatchObject({ find: 'explain_c', filter: { s: 's3' } });

    const ix = await c.find({ n: 5 }).explain('executionStats');
    expect(ix.queryPlanner.winningPlan.stage).toBe('FETCH');
    expect(ix.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'n_1', keyPattern: { n: 1 }, direction: 'forward' });
    expect(ix.executionStats).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });

    const id = await c.find({ _id: 7 }).explain('executionStats');
    expect(id.queryPlanner.winningPlan.stage).toBe('IDHACK');
    expect(id.executionStats).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });

    const qp = await c.find({ n: 5 }).explain('queryPlanner');
    expect(qp.executionStats).toBeUndefined();
    expect(qp.queryPlanner.winningPlan.inputStage.stage).toBe('IXSCAN');
  });

  it('explains a backwards index scan for a sort, and aggregate, count, distinct', async () => {
    const c = coll('explain_c');
    const sorted = await c.find({ g: 1 }).sort({ n: 1 }).explain('queryPlanner');
    const plan = JSON.stringify(sorted.queryPlanner.winningPlan);
    expect(plan).toContain('"indexName":"g_1_n_-1"');
    expect(plan).toContain('"direction":"backward"');
    const agg = await c.aggregate([{ $match: { n: { $eq: 4 } } }, { $group: { _id: '$g', c: { $sum: 1 } } }]).explain('queryPlanner');
    expect(JSON.stringify(agg)).toContain('"indexName":"n_1"');
    expect(agg.ok).toBe(1);
    const cnt = await db.command({ explain: { count: 'explain_c', query: { n: 2 } }, verbosity: 'executionStats' });
    expect(cnt.queryPlanner.winningPlan.stage).toBe('COUNT');
    expect(cnt.ok).toBe(1);
    const dist = await db.command({ explain: { distinct: 'explain_c', key: 'g', query: {} }, verbosity: 'queryPlanner' });
    expect(dist.queryPlanner.namespace).toBe(`${target.dbName}.explain_c`);
  });

  it('explains update, delete and findAndModify without writing anything', async () => {
    const c = coll('explain_c');
    const up = await db.command({ explain: { update: 'explain_c', updates: [{ q: { n: 3 }, u: { $set: { touched: true } } }] }, verbosity: 'executionStats' });
    expect(up.queryPlanner.winningPlan.stage).toBe('UPDATE');
    expect(up.queryPlanner.winningPlan.inputStage.stage).toBe('FETCH');
    const del = await db.command({ explain: { delete: 'explain_c', deletes: [{ q: { g: 2 }, limit: 0 }] }, verbosity: 'executionStats' });
    expect(del.queryPlanner.winningPlan.stage).toBe('DELETE');
    expect(del.executionStats.nReturned).toBe(0);
    const fam = await db.command({ explain: { findAndModify: 'explain_c', query: { _id: 4 }, remove: true }, verbosity: 'executionStats' });
    expect(fam.queryPlanner.winningPlan.stage).toBe('DELETE');
    expect(await c.countDocuments()).toBe(30);
    expect(await c.countDocuments({ touched: true })).toBe(0);
  });

  it('answers aggregate with explain: true and mongoose Model.find().explain()', async () => {
    const res = await db.command({ aggregate: 'explain_c', pipeline: [{ $match: { n: 1 } }, { $project: { n: 1 } }], explain: true });
    expect(res.ok).toBe(1);
    expect(JSON.stringify(res)).toContain('"queryPlanner"');
    const conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
    try {
      const M = conn.model('ExplainItem', new Schema({ n: Number }), 'explain_c');
      const out: any = await M.find({ n: 5 }).explain('executionStats');
      const first = Array.isArray(out) ? out[0] : out;
      expect(first.queryPlanner.winningPlan.inputStage.indexName).toBe('n_1');
      expect(first.executionStats.nReturned).toBe(1);
    } finally {
      await conn.close();
    }
  });
});

describe('hint', () => {
  beforeAll(async () => {
    const c = coll('hint_c');
    await c.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i, a: i, b: 9 - i })));
    await c.createIndex({ a: 1 });
    await c.createIndex({ b: 1 });
  });

  it('uses a hinted index by name or key pattern and refuses a missing one (code 2)', async () => {
    const c = coll('hint_c');
    expect((await c.find({ a: { $lt: 3 } }).hint('b_1').toArray()).map((d) => d._id)).toEqual([2, 1, 0]);
    expect((await c.find({ a: { $lt: 3 } }).hint({ a: 1 }).toArray()).map((d) => d._id)).toEqual([0, 1, 2]);
    const ex = await c.find({ a: 5 }).hint('b_1').explain('queryPlanner');
    expect(ex.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'b_1' });
    const missing = { code: 2, codeName: 'BadValue', message: 'hint provided does not correspond to an existing index' };
    await expect(c.find({ a: 1 }).hint('nope_1').toArray()).rejects.toMatchObject(missing);
    await expect(c.find({ a: 1 }).hint({ zzz: 1 }).toArray()).rejects.toMatchObject(missing);
    await expect(c.countDocuments({ a: 1 }, { hint: 'nope_1' })).rejects.toMatchObject(missing);
    await expect(c.aggregate([{ $match: { a: 1 } }], { hint: 'nope_1' }).toArray()).rejects.toMatchObject(missing);
    expect(await c.aggregate([{ $match: { a: 1 } }, { $project: { _id: 1 } }], { hint: 'a_1' }).toArray()).toEqual([{ _id: 1 }]);
    await expect(c.updateOne({ a: 1 }, { $set: { x: 1 } }, { hint: 'nope_1' })).rejects.toMatchObject({ code: 2 });
    await expect(c.deleteOne({ a: 1 }, { hint: 'nope_1' })).rejects.toMatchObject({ code: 2 });
    expect((await c.updateOne({ a: 1 }, { $set: { x: 1 } }, { hint: { a: 1 } })).modifiedCount).toBe(1);
    expect(await c.countDocuments({ a: { $gte: 5 } }, { hint: 'a_1' })).toBe(5);
    expect((await c.find({ a: 1 }).hint({ $natural: 1 }).toArray()).length).toBe(1);
  });
});

describe('aggregate stages', () => {
  it('refuses an unknown stage with code 40324', async () => {
    await coll('agg_unknown').insertOne({ a: 1 });
    await expect(coll('agg_unknown').aggregate([{ $match: {} }, { $foo: 1 }]).toArray()).rejects.toMatchObject({
      code: 40324,
      message: "Unrecognized pipeline stage name: '$foo'",
    });
  });
});

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
