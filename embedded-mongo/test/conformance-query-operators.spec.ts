/**
 * Conformance suite for query operators that mingo alone gets wrong: `$type`, `$all` on scalars, BinData ranges and
 * `$where` (see conformance-operators.spec.ts). Runs unchanged against a real MongoDB when MONGODB_URI is set.
 */
import { Binary, Code, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'mongodb';
import { coll, db, useConformance } from './conformance-setup';

useConformance('query_operators');

describe('$type', () => {
  beforeAll(async () => {
    await coll('types').insertMany([
      { _id: 'int', v: new Int32(1) },
      { _id: 'double', v: new Double(1) },
      { _id: 'double2', v: 2.5 },
      { _id: 'long', v: Long.fromNumber(1) },
      { _id: 'decimal', v: Decimal128.fromString('1') },
      { _id: 'string', v: 's' },
      { _id: 'oid', v: new ObjectId('64b7f0a0a0a0a0a0a0a0a0a0') },
      { _id: 'bin', v: new Binary(Buffer.from([1, 2])) },
      { _id: 'ts', v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 'arr', v: [new Int32(3), 'x'] },
      { _id: 'nested', v: [[new Double(4)]] },
      { _id: 'null', v: null },
      { _id: 'subs', s: [{ v: new Int32(1) }, { v: 'y' }] },
    ]);
  });
  const ids = async (filter: any) => (await coll('types').find(filter).project({ _id: 1 }).toArray()).map((d) => d._id).sort();

  it('tells int, long, double and decimal apart, by alias or number', async () => {
    expect(await ids({ v: { $type: 'int' } })).toEqual(['arr', 'int']);
    expect(await ids({ v: { $type: 16 } })).toEqual(['arr', 'int']);
    expect(await ids({ v: { $type: 'double' } })).toEqual(['double', 'double2']);
    expect(await ids({ v: { $type: 1 } })).toEqual(['double', 'double2']);
    expect(await ids({ v: { $type: 'long' } })).toEqual(['long']);
    expect(await ids({ v: { $type: 18 } })).toEqual(['long']);
    expect(await ids({ v: { $type: 'decimal' } })).toEqual(['decimal']);
    expect(await ids({ v: { $type: 19 } })).toEqual(['decimal']);
    expect(await ids({ v: { $type: 'number' } })).toEqual(['arr', 'decimal', 'double', 'double2', 'int', 'long']);
  });

  it('matches objectId, binData, timestamp, null and type lists', async () => {
    expect(await ids({ v: { $type: 'objectId' } })).toEqual(['oid']);
    expect(await ids({ v: { $type: 7 } })).toEqual(['oid']);
    expect(await ids({ v: { $type: 'binData' } })).toEqual(['bin']);
    expect(await ids({ v: { $type: 5 } })).toEqual(['bin']);
    expect(await ids({ v: { $type: 'timestamp' } })).toEqual(['ts']);
    expect(await ids({ v: { $type: 'null' } })).toEqual(['null']);
    expect(await ids({ v: { $type: ['long', 'string'] } })).toEqual(['arr', 'long', 'string']);
    expect(await ids({ _id: { $type: 'string' }, v: { $type: ['binData', 7] } })).toEqual(['bin', 'oid']);
  });

  it('applies array semantics: element types, the array type and dotted paths through arrays', async () => {
    expect(await ids({ v: { $type: 'array' } })).toEqual(['arr', 'nested']);
    expect(await ids({ v: { $type: 'string' } })).toEqual(['arr', 'string']);
    expect(await ids({ 's.v': { $type: 'int' } })).toEqual(['subs']);
    expect(await ids({ 's.v': { $type: 'string' } })).toEqual(['subs']);
    expect(await ids({ $or: [{ v: { $type: 'long' } }, { v: 's' }] })).toEqual(['long', 'string']);
    expect(await ids({ v: { $not: { $type: 'number' } }, s: { $exists: false } })).toEqual(['bin', 'nested', 'null', 'oid', 'string', 'ts']);
  });

  it('sees the exact type of updated values', async () => {
    const c = coll('types_updated');
    await c.insertMany([{ _id: 1, v: new Double(1) }, { _id: 2, v: new Int32(1) }]);
    await c.updateMany({}, { $inc: { v: 1 } });
    expect((await c.find({ v: { $type: 'double' } }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await c.find({ v: { $type: 'int' }, _id: { $gte: 1 } }).toArray()).map((d) => d._id)).toEqual([2]);
  });

  it('refuses unknown type aliases and codes', async () => {
    await expect(ids({ v: { $type: 'foo' } })).rejects.toMatchObject({ code: 2, message: 'Unknown type name alias: foo' });
    await expect(ids({ v: { $type: 100 } })).rejects.toMatchObject({ code: 2, message: 'Invalid numerical type code: 100' });
    await expect(ids({ v: { $type: {} } })).rejects.toMatchObject({ code: 14, message: 'type must be represented as a number or a string' });
  });
});

describe('$all and BinData ranges', () => {
  it('$all matches a scalar field equal to the only value', async () => {
    const c = coll('all_scalar');
    await c.insertMany([{ _id: 1, tag: 'a' }, { _id: 2, tag: ['a', 'b'] }, { _id: 3, tag: 'b' }]);
    const ids = async (f: any) => (await c.find(f).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ tag: { $all: ['a'] } })).toEqual([1, 2]);
    expect(await ids({ tag: { $all: ['a', 'b'] } })).toEqual([2]);
    expect(await ids({ tag: { $all: [] } })).toEqual([]);
    const later = await c.aggregate([{ $project: { tag: 1 } }, { $match: { tag: { $all: ['a'] } } }, { $sort: { _id: 1 } }]).toArray();
    expect(later.map((d) => d._id)).toEqual([1, 2]);
  });

  it('compares BinData by length, then subtype, then bytes, and never across types', async () => {
    const c = coll('bin_range');
    const bin = (bytes: number[], sub = 0) => new Binary(Buffer.from(bytes), sub);
    await c.insertMany([
      { _id: 1, b: bin([1, 2]) },
      { _id: 2, b: bin([1, 3]) },
      { _id: 3, b: bin([0, 0, 0]) },
      { _id: 4, b: bin([9]) },
      { _id: 5, b: bin([1, 2], 4) },
      { _id: 6, b: 'zzz' },
      { _id: 7, b: 100 },
    ]);
    const ids = async (f: any) => (await c.find(f).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ b: { $gt: bin([1, 2]) } })).toEqual([2, 3, 5]);
    expect(await ids({ b: { $gte: bin([1, 2]) } })).toEqual([1, 2, 3, 5]);
    expect(await ids({ b: { $lt: bin([1, 2]) } })).toEqual([4]);
    expect(await ids({ b: { $lte: bin([1, 3]) } })).toEqual([1, 2, 4]);
    expect(await ids({ b: { $gt: bin([]), $lt: bin([0, 0, 0, 0]) } })).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('$where', () => {
  beforeAll(async () => {
    await coll('where').insertMany([{ _id: 1, a: 1, s: 'x' }, { _id: 2, a: 2, s: 'y' }, { _id: 3, a: 3, s: 'x' }]);
  });
  const ids = async (f: any) => (await coll('where').find(f).sort({ _id: 1 }).toArray()).map((d) => d._id);

  it('runs a string expression, statements, a function and BSON Code with this and obj bound to the document', async () => {
    expect(await ids({ $where: 'this.a > 1' })).toEqual([2, 3]);
    expect(await ids({ $where: 'return this.a == 2;' })).toEqual([2]);
    expect(await ids({ $where: 'x = this.a; x == 3;' })).toEqual([3]);
    expect(await ids({ $where: 'function() { return obj.s == "x"; }' })).toEqual([1, 3]);
    expect(await ids({ $where: new Code('function () { return this.a % 2 === 1 && obj.a === this.a; }') })).toEqual([1, 3]);
    expect(await ids({ s: 'x', $where: new Code('this.a >= 2') })).toEqual([3]);
    expect(await ids({ $or: [{ $where: 'this.a == 1' }, { a: 3 }] })).toEqual([1, 3]);
    expect(await db.command({ count: 'where', query: { $where: 'this.a < 3' } })).toMatchObject({ n: 2, ok: 1 });
  });

  it('runs without access to the server process', async () => {
    expect(await ids({ $where: 'typeof process === "undefined" && typeof require === "undefined"' })).toEqual([1, 2, 3]);
    expect(await ids({ $where: 'this.constructor.constructor("return typeof process")() === "undefined"' })).toEqual([1, 2, 3]);
  });

  it('reports JavaScript errors as code 139 JSInterpreterFailure', async () => {
    await expect(ids({ $where: 'this.nope.deeper' })).rejects.toMatchObject({ code: 139, codeName: 'JSInterpreterFailure' });
    await expect(ids({ $where: 'function( {' })).rejects.toMatchObject({ code: 139, codeName: 'JSInterpreterFailure' });
    await expect(ids({ $where: 'throw new Error("boom")' })).rejects.toMatchObject({ code: 139 });
  });

  it('is refused in an aggregation $match (so countDocuments refuses it too)', async () => {
    await expect(coll('where').countDocuments({ $where: 'this.a < 3' })).rejects.toMatchObject({ code: 2 });
    await expect(coll('where').aggregate([{ $match: { $where: 'true' } }]).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(coll('where').aggregate([{ $project: { a: 1 } }, { $match: { $or: [{ $where: 'true' }] } }]).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('refuses $where inside $elemMatch or below the top level', async () => {
    await expect(ids({ arr: { $elemMatch: { $where: 'true' } } })).rejects.toMatchObject({ code: 2, message: '$where can only be applied to the top-level document' });
    await expect(ids({ a: { $where: 'true' } })).rejects.toMatchObject({ code: 2, message: 'unknown operator: $where' });
  });
});
