/**
 * Conformance suite: the same assertions run against the embedded server (default) and against a real MongoDB
 * when MONGODB_URI is set, so differences between the two show up as failures here. This file: the handshake and
 * CRUD; queries, cursors, unique indexes, upserts and aggregation are in conformance-queries.spec.ts.
 */
import { Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import { realMongoUri } from './helpers';
import { client, coll, db, target, useConformance } from './conformance-setup';

if (realMongoUri) console.log(`conformance suite: running against the real MongoDB at MONGODB_URI`);
else console.log('conformance suite: MONGODB_URI not set, running against the embedded server only (set MONGODB_URI to compare with a real MongoDB)');

useConformance('driver');

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
