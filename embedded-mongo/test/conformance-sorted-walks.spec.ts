/**
 * Conformance: sorted, filtered, paged reads give mongod's results whatever plan serves them (an index walked in
 * order and stopped after skip + limit, an equality range sorted in memory, a collection scan), checked against a
 * reference computed here and against the same query forced to a collection scan. Enough documents (6,000: 1,200 per
 * cuisine) that the planner weighs an ordered walk against an equality range.
 */
import { coll, useConformance } from './conformance-setup';

useConformance('sorted_walks');

const N = 6000;
const CUISINES = ['C0', 'C1', 'C2', 'C3', 'C4'];

interface Row {
  _id: number;
  cuisine: string;
  title: string;
  prep?: number;
  categories: string[];
  likes: number;
  flag: boolean;
}

function row(i: number): Row {
  const r: Row = {
    _id: i,
    cuisine: CUISINES[i % 5],
    title: `T${String((i * 7) % 50).padStart(2, '0')}`, // 50 titles: many ties
    categories: [['Vegan', 'Dinner'], ['Lunch'], ['Dinner']][i % 3],
    likes: (i * 31) % 200,
    flag: i % 4 === 0,
  };
  if (i % 11) r.prep = (i * 13) % 90; // every 11th has none: sorts as null, before numbers
  return r;
}
const rows = Array.from({ length: N }, (_, i) => row(i));

type Sort = Array<[keyof Row, 1 | -1]>;
const MISSING = Symbol('missing');

/** mongod's sort key: an array's least element ascending, its greatest descending; a missing field as null. */
function sortKey(r: Row, field: keyof Row, dir: 1 | -1): unknown {
  const v = r[field];
  if (v === undefined) return MISSING;
  if (!Array.isArray(v)) return v;
  return [...v].sort()[dir === 1 ? 0 : v.length - 1];
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === MISSING) return -1;
  if (b === MISSING) return 1;
  return (a as number) < (b as number) ? -1 : 1;
}

/** The reference: filter, sort (ties by _id in `tieDir`, the order of the index that gives the sort), skip, limit. */
function expected(pred: (r: Row) => boolean, sort: Sort, skip: number, limit: number, tieDir: 1 | -1 = 1): number[] {
  const out = rows.filter(pred).sort((a, b) => {
    for (const [f, d] of sort) {
      const c = compare(sortKey(a, f, d), sortKey(b, f, d));
      if (c) return c * d;
    }
    return (a._id - b._id) * tieDir;
  });
  return out.slice(skip, limit ? skip + limit : undefined).map((r) => r._id);
}

const FILTERS: Array<[string, object, (r: Row) => boolean]> = [
  ['none', {}, () => true],
  ['cuisine', { cuisine: 'C1' }, (r) => r.cuisine === 'C1'],
  ['category (an array field)', { categories: 'Vegan' }, (r) => r.categories.includes('Vegan')],
  ['cuisine and category', { cuisine: 'C2', categories: 'Lunch' }, (r) => r.cuisine === 'C2' && r.categories.includes('Lunch')],
  ['a boolean', { flag: true }, (r) => r.flag],
  ['cuisine and a range', { cuisine: 'C3', likes: { $gte: 100 } }, (r) => r.cuisine === 'C3' && r.likes >= 100],
];
const SORTS: Sort[] = [
  [['title', 1], ['_id', 1]],
  [['title', -1], ['_id', -1]],
  [['prep', 1], ['_id', 1]],
  [['prep', -1], ['_id', -1]],
  [['_id', -1]],
  [['likes', -1], ['_id', 1]],
  [['categories', 1], ['_id', 1]],
];
const WINDOWS: Array<[number, number]> = [
  [0, 8],
  [392, 8],
  [1195, 10],
  [0, 0],
];
const sortDoc = (sort: Sort) => Object.fromEntries(sort);
const ids = (docs: Array<{ _id: number }>) => docs.map((d) => d._id);

beforeAll(async () => {
  const c = coll('walks');
  await c.createIndexes([
    { key: { cuisine: 1, title: 1, _id: 1 } },
    { key: { cuisine: 1, prep: 1, _id: 1 } },
    { key: { title: 1, _id: 1 } },
    { key: { prep: 1, _id: 1 } },
    { key: { likes: -1, _id: 1 } },
    { key: { categories: 1 } },
  ]);
  for (let i = 0; i < N; i += 1000) await c.insertMany(rows.slice(i, i + 1000));
});

describe('sorted pages', () => {
  it.each(FILTERS)('filtered by %s: every sort, with skip and limit, as the reference and as a collection scan', async (_name, filter, pred) => {
    const c = coll('walks');
    for (const sort of SORTS) {
      for (const [skip, limit] of WINDOWS) {
        const want = expected(pred, sort, skip, limit);
        const where = `${JSON.stringify(filter)} sort ${JSON.stringify(sortDoc(sort))} skip ${skip} limit ${limit}`;
        const page = () => c.find(filter, { projection: { _id: 1 } }).sort(sortDoc(sort)).skip(skip).limit(limit);
        expect({ where, got: ids(await page().toArray()) }).toEqual({ where, got: want });
        const scanned = ids(await page().hint({ $natural: 1 }).toArray());
        expect({ where, scanned }).toEqual({ where, scanned: want });
      }
    }
  });

  it('breaks ties in the order of the index that gives the sort (by _id, backwards when it is walked backwards)', async () => {
    const c = coll('walks');
    const c1 = (r: Row) => r.cuisine === 'C1';
    expect(ids(await c.find({ cuisine: 'C1' }).sort({ title: 1 }).skip(10).limit(30).toArray())).toEqual(expected(c1, [['title', 1]], 10, 30, 1));
    expect(ids(await c.find({ cuisine: 'C1' }).sort({ title: -1 }).skip(10).limit(30).toArray())).toEqual(expected(c1, [['title', -1]], 10, 30, -1));
    expect(ids(await c.find({}).sort({ likes: -1 }).limit(40).toArray())).toEqual(expected(() => true, [['likes', -1]], 0, 40, 1));
    expect(ids(await c.find({}).sort({ likes: 1 }).skip(5).limit(40).toArray())).toEqual(expected(() => true, [['likes', 1]], 5, 40, -1));
  });

  it('puts documents without the sort field first ascending and last descending', async () => {
    const c = coll('walks');
    const first = await c.find({ cuisine: 'C0' }).sort({ prep: 1, _id: 1 }).limit(5).toArray();
    expect(first.every((d) => d.prep === undefined)).toBe(true);
    const last = await c.find({ cuisine: 'C0' }).sort({ prep: -1, _id: -1 }).skip(1195).limit(10).toArray();
    expect(last.map((d) => d.prep === undefined)).toEqual(expected((r) => r.cuisine === 'C0', [['prep', -1], ['_id', -1]], 1195, 10).map((id) => id % 11 === 0));
  });

  it('counts what the pages page through', async () => {
    const c = coll('walks');
    for (const [, filter, pred] of FILTERS) expect(await c.countDocuments(filter)).toBe(rows.filter(pred).length);
  });
});

describe('plain equality filters', () => {
  beforeAll(async () => {
    await coll('plain').insertMany([
      { _id: 1, tag: 'a', on: true },
      { _id: 2, tag: ['a', 'b'], on: false },
      { _id: 3, tag: [['a']], on: [true] },
      { _id: 4, tag: 'A', on: 'true' },
      { _id: 5, on: 1 },
      { _id: 6, tag: { a: 1 }, on: null },
    ]);
  });
  const found = async (filter: object) => ids(await coll('plain').find(filter).sort({ _id: 1 }).toArray());

  it('match a string or boolean itself or as an array element, never inside a nested array nor another type', async () => {
    expect(await found({ tag: 'a' })).toEqual([1, 2]);
    expect(await found({ tag: 'b', on: false })).toEqual([2]);
    expect(await found({ on: true })).toEqual([1, 3]);
    expect(await found({ on: 'true' })).toEqual([4]);
    expect(await found({ tag: 'a', on: true })).toEqual([1]);
    expect(await found({ tag: 'z' })).toEqual([]);
  });
});
