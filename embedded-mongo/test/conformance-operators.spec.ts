/**
 * Conformance suite for update operators that mingo alone gets wrong: positional `$` updates, `$pull` with logical
 * conditions, `$currentDate`, paths through arrays, and the same through mongoose 8 (query operators:
 * conformance-query-operators.spec.ts). Runs unchanged against a real MongoDB when MONGODB_URI is set.
 */
import { Timestamp } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { coll, target, useConformance } from './conformance-setup';

useConformance('operators');

const NO_MATCH = 'The positional operator did not find the match needed from the query.';

describe('positional $ update', () => {
  it('$set / $inc / $unset the element matched by a dotted-path or $elemMatch query', async () => {
    const c = coll('pos_basic');
    await c.insertOne({ _id: 1, items: [{ name: 'a', qty: 1 }, { name: 'b', qty: 1 }, { name: 'c', qty: 1 }] });
    expect(await c.updateOne({ 'items.name': 'b' }, { $set: { 'items.$.qty': 2 } })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    await c.updateOne({ items: { $elemMatch: { name: 'c', qty: { $gte: 1 } } } }, { $inc: { 'items.$.qty': 5 } });
    await c.updateOne({ _id: 1, 'items.name': 'a' }, { $unset: { 'items.$.qty': '' } });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, items: [{ name: 'a' }, { name: 'b', qty: 2 }, { name: 'c', qty: 6 }] });
    // Replacing the whole matched element.
    await c.updateOne({ 'items.qty': 6 }, { $set: { 'items.$': { name: 'z' } } });
    expect((await c.findOne({ _id: 1 }))!.items[2]).toEqual({ name: 'z' });
  });

  it('addresses scalar arrays and arrays of arrays', async () => {
    const c = coll('pos_scalar');
    await c.insertMany([
      { _id: 1, tags: ['a', 'b', 'c'] },
      { _id: 2, m: [[1], [2], [3]] },
    ]);
    await c.updateOne({ tags: 'b' }, { $set: { 'tags.$': 'B' } });
    await c.updateOne({ tags: 'c' }, { $unset: { 'tags.$': 1 } });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, tags: ['a', 'B', null] });
    await c.updateOne({ m: [2] }, { $push: { 'm.$': 9 } } as any);
    await c.updateOne({ m: [3] }, { $addToSet: { 'm.$': { $each: [3, 4] } } } as any);
    expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, m: [[1], [2, 9], [3, 4]] });
  });

  it('$push / $addToSet into an array inside the matched element', async () => {
    const c = coll('pos_sub');
    await c.insertOne({ _id: 1, items: [{ name: 'a', sub: [] }, { name: 'b', sub: ['x'] }] });
    await c.updateOne({ 'items.name': 'b' }, { $push: { 'items.$.sub': 'y' } } as any);
    await c.updateOne({ 'items.name': 'b' }, { $addToSet: { 'items.$.sub': 'x' } } as any);
    await c.updateOne({ 'items.name': 'a' }, { $addToSet: { 'items.$.sub': 'q' } } as any);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, items: [{ name: 'a', sub: ['q'] }, { name: 'b', sub: ['x', 'y'] }] });
  });

  it('uses the outermost array offset when the path crosses nested arrays', async () => {
    const c = coll('pos_nested');
    await c.insertOne({ _id: 1, a: [{ b: [1, 2] }, { b: [3, 4] }] });
    await c.updateOne({ 'a.b': 4 }, { $set: { 'a.$.hit': true } });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: [{ b: [1, 2] }, { b: [3, 4], hit: true }] });
  });

  it('updateMany uses each document’s own matched position', async () => {
    const c = coll('pos_many');
    await c.insertMany([
      { _id: 1, items: [{ n: 'x', v: 0 }, { n: 'y', v: 0 }] },
      { _id: 2, items: [{ n: 'y', v: 0 }, { n: 'x', v: 0 }] },
      { _id: 3, items: [{ n: 'z', v: 0 }] },
    ]);
    expect(await c.updateMany({ 'items.n': 'y' }, { $set: { 'items.$.v': 1 } })).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, items: [{ n: 'x', v: 0 }, { n: 'y', v: 1 }] },
      { _id: 2, items: [{ n: 'y', v: 1 }, { n: 'x', v: 0 }] },
      { _id: 3, items: [{ n: 'z', v: 0 }] },
    ]);
  });

  it('findOneAndUpdate and an upsert that matches an existing document', async () => {
    const c = coll('pos_fam');
    await c.insertOne({ _id: 1, items: [{ n: 'x', v: 1 }, { n: 'y', v: 1 }] });
    const after = await c.findOneAndUpdate({ 'items.n': 'y' }, { $inc: { 'items.$.v': 10 } }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 1, items: [{ n: 'x', v: 1 }, { n: 'y', v: 11 }] });
    const up = await c.updateOne({ 'items.n': 'x' }, { $set: { 'items.$.v': 7 } }, { upsert: true });
    expect(up).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await c.findOne({ _id: 1 }))!.items[0]).toEqual({ n: 'x', v: 7 });
  });

  it('refuses $ when the query matched no array element (code 2), also for upsert inserts', async () => {
    const c = coll('pos_errors');
    await c.insertOne({ _id: 1, items: [{ n: 'x' }], other: 1 });
    await expect(c.updateOne({ _id: 1 }, { $set: { 'items.$.v': 1 } })).rejects.toMatchObject({ code: 2, message: NO_MATCH });
    await expect(c.updateOne({ other: 1 }, { $set: { 'items.$.v': 1 } })).rejects.toMatchObject({ code: 2, message: NO_MATCH });
    await expect(c.findOneAndUpdate({ _id: 1 }, { $set: { 'items.$.v': 1 } })).rejects.toMatchObject({ code: 2, codeName: 'BadValue', message: NO_MATCH });
    await expect(c.updateOne({ 'items.n': 'nope' }, { $set: { 'items.$.v': 1 } }, { upsert: true })).rejects.toMatchObject({ code: 2, message: NO_MATCH });
    await expect(c.updateOne({ 'items.n': 'x' }, { $set: { 'items.$.a.$.b': 1 } })).rejects.toMatchObject({
      code: 2,
      message: "Too many positional (i.e. '$') elements found in path 'items.$.a.$.b'",
    });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, items: [{ n: 'x' }], other: 1 });
    expect(await c.countDocuments()).toBe(1);
  });

  it('still supports $[] and $[<identifier>] with arrayFilters', async () => {
    const c = coll('pos_filtered');
    await c.insertOne({ _id: 1, items: [{ n: 'x', v: 1 }, { n: 'y', v: 5 }], nums: [1, 2, 3] });
    await c.updateOne({ _id: 1 }, { $inc: { 'items.$[].v': 1, 'nums.$[big]': 10 } }, { arrayFilters: [{ big: { $gte: 2 } }] });
    await c.updateOne({ _id: 1 }, { $set: { 'items.$[it].flag': true } }, { arrayFilters: [{ 'it.v': { $gt: 5 } }] });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, items: [{ n: 'x', v: 2 }, { n: 'y', v: 6, flag: true }], nums: [1, 12, 13] });
  });
});

describe('$pull and $pullAll', () => {
  it('$pull with $or / $and / $nor conditions removes the matching elements', async () => {
    const c = coll('pull_logical');
    await c.insertOne({ _id: 1, a: [{ x: 1 }, { y: 2 }, { x: 3 }, 5], b: [{ x: 1, y: 1 }, { x: 1, y: 2 }], n: [{ x: 1 }, { x: 2 }, { x: 3 }] });
    await c.updateOne({ _id: 1 }, { $pull: { a: { $or: [{ x: 1 }, { y: 2 }] }, b: { $and: [{ x: 1 }, { y: 2 }] }, n: { $nor: [{ x: 2 }] } } } as any);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: [{ x: 3 }, 5], b: [{ x: 1, y: 1 }], n: [{ x: 2 }] });
    await c.updateOne({ _id: 1 }, { $pull: { a: { x: { $gte: 3 } } } } as any);
    expect((await c.findOne({ _id: 1 }))!.a).toEqual([5]);
  });

  it('an upsert insert with $pull / $pullAll on a missing field inserts without that field', async () => {
    const c = coll('pull_upsert');
    const r = await c.updateOne({ k: 'u1' }, { $pull: { arr: 1 }, $set: { x: 1 } } as any, { upsert: true });
    expect(r.upsertedCount).toBe(1);
    await c.updateOne({ k: 'u2' }, { $pullAll: { arr: [1, 2] }, $set: { x: 2 } } as any, { upsert: true });
    expect(await c.find({}, { projection: { _id: 0 } }).sort({ k: 1 }).toArray()).toEqual([{ k: 'u1', x: 1 }, { k: 'u2', x: 2 }]);
    const noop = await c.updateOne({ k: 'u1' }, { $pull: { missing: 1 } } as any);
    expect(noop).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
  });
});

describe('$currentDate', () => {
  it('stores a BSON Date for true and {$type: "date"}, a BSON Timestamp for {$type: "timestamp"}', async () => {
    const c = coll('current_date');
    await c.insertOne({ _id: 1 });
    const before = Date.now();
    await c.updateOne({ _id: 1 }, { $currentDate: { d: true, e: { $type: 'date' }, 'sub.t': { $type: 'timestamp' } } as any });
    const doc = (await c.findOne({ _id: 1 }))!;
    expect(doc.d).toBeInstanceOf(Date);
    expect(doc.e).toBeInstanceOf(Date);
    expect(doc.d.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc.sub.t).toBeInstanceOf(Timestamp);
    expect((doc.sub.t as Timestamp).high).toBeGreaterThanOrEqual(Math.floor(before / 1000) - 1);
    expect(await c.countDocuments({ d: { $type: 'date' }, 'sub.t': { $type: 'timestamp' } })).toBe(1);
    await c.updateOne({ k: 1 }, { $currentDate: { at: true } }, { upsert: true });
    expect((await c.findOne({ k: 1 }))!.at).toBeInstanceOf(Date);
  });

  it('refuses bad specifications as mongod (code 2 BadValue)', async () => {
    const c = coll('current_date_bad');
    await c.insertOne({ _id: 1 });
    await expect(c.updateOne({ _id: 1 }, { $currentDate: { d: 'x' } } as any)).rejects.toMatchObject({
      code: 2,
      message: "string is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).",
    });
    await expect(c.updateOne({ _id: 1 }, { $currentDate: { d: { $type: 'week' } } } as any)).rejects.toMatchObject({
      code: 2,
      message: "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}",
    });
    await expect(c.updateOne({ _id: 1 }, { $currentDate: { d: { other: 1 } } } as any)).rejects.toMatchObject({ code: 2, message: 'Unrecognized $currentDate option: other' });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1 });
  });
});

describe('paths through arrays and scalars', () => {
  it('$set through an array of subdocuments without an index is PathNotViable (code 28), findAndModify too', async () => {
    const c = coll('path_viable');
    await c.insertOne({ _id: 1, comments: [{ body: 'a' }], n: 5, nul: null });
    await expect(c.updateOne({ _id: 1 }, { $set: { 'comments.body': 'x' } })).rejects.toMatchObject({
      code: 28, // write errors carry no codeName
      message: `Cannot create field 'body' in element {comments: [ { body: "a" } ]}`,
    });
    await expect(c.updateOne({ _id: 1 }, { $inc: { 'comments.likes': 1 } })).rejects.toMatchObject({ code: 28 });
    await expect(c.updateOne({ _id: 1 }, { $set: { 'n.x': 1 } })).rejects.toMatchObject({ code: 28, message: "Cannot create field 'x' in element {n: 5}" });
    await expect(c.updateOne({ _id: 1 }, { $set: { 'nul.x': 1 } })).rejects.toMatchObject({ code: 28, message: "Cannot create field 'x' in element {nul: null}" });
    await expect(c.findOneAndUpdate({ _id: 1 }, { $push: { 'comments.tags': 'x' } } as any)).rejects.toMatchObject({ code: 28, codeName: 'PathNotViable' });
    await c.updateOne({ _id: 1 }, { $set: { 'comments.0.body': 'x', 'comments.2.body': 'z' } });
    await c.updateOne({ _id: 1 }, { $unset: { 'comments.body': '' } });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, comments: [{ body: 'x' }, null, { body: 'z' }], n: 5, nul: null });
  });
});

describe('through mongoose 8', () => {
  let conn: mongoose.Connection;
  beforeAll(async () => {
    conn = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it('updates a subdocument found by the query with the positional operator', async () => {
    const Order = conn.model('OpOrder', new Schema({ customer: String, items: [{ name: String, qty: Number }] }));
    const order = await Order.create({ customer: 'c', items: [{ name: 'a', qty: 1 }, { name: 'b', qty: 1 }] });
    const itemId = order.items[1]._id;
    const r = await Order.updateOne({ _id: order._id, 'items._id': itemId }, { $set: { 'items.$.qty': '5' } });
    expect(r).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const updated = await Order.findOneAndUpdate({ 'items.name': 'a' }, { $inc: { 'items.$.qty': 2 } }, { new: true });
    expect(updated!.items.map((i: any) => [i.name, i.qty])).toEqual([['a', 3], ['b', 5]]);
    const err = await Order.updateOne({ _id: order._id }, { $set: { 'items.$.qty': 1 } }).catch((e) => e);
    expect(err).toMatchObject({ code: 2, message: NO_MATCH });
  });

  it('pulls subdocuments without _id (mongoose sends $pull with $or)', async () => {
    const Shelf = conn.model('OpShelf', new Schema({ labels: [new Schema({ k: String, v: Number }, { _id: false })] }));
    const shelf = await Shelf.create({ labels: [{ k: 'a', v: 1 }, { k: 'b', v: 2 }, { k: 'c', v: 3 }] });
    shelf.labels.pull(shelf.labels[0]);
    await shelf.save(); // sends {$pull: {labels: {$or: [{k: 'a', v: 1}]}}}
    const again = await Shelf.findById(shelf._id);
    again!.labels.pull({ k: 'c', v: 3 });
    await again!.save();
    const fresh = await Shelf.findById(shelf._id).lean();
    expect(fresh!.labels).toEqual([{ k: 'b', v: 2 }]);
  });
});
