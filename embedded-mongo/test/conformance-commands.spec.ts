/**
 * Conformance suite for projections, explain, index hints and unknown aggregation stages (validators, create
 * options, collMod and the 16 MiB limit: conformance-validation.spec.ts). Runs unchanged against a real MongoDB 7.0
 * when MONGODB_URI is set.
 */
import mongoose, { Schema } from 'mongoose';
import { coll, db, target, useConformance } from './conformance-setup';

useConformance('commands');

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
