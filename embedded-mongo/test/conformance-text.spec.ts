/**
 * Conformance suite for text search ($text, text indexes, textScore): runs against the embedded server, or against
 * a real MongoDB when MONGODB_URI is set.
 */
import { coll, db, useConformance } from './conformance-setup';

useConformance('text');

/** A small recipe collection with a weighted text index over title and description. */
async function recipes(name: string) {
  const c = coll(name);
  await c.insertMany([
    { _id: 1, title: 'Tomato soup', description: 'A rich soup', cuisine: 'italian' },
    { _id: 2, title: 'Pasta', description: 'Pasta with tomatoes and basil', cuisine: 'italian' },
    { _id: 3, title: 'Soup', description: 'soup soup soup', cuisine: 'french' },
    { _id: 4, title: 'Green salad', description: 'Lettuce, cucumber and the best olive oil', cuisine: 'greek' },
    { _id: 5, title: 'Café au lait', description: 'Coffee with milk', cuisine: 'french' },
  ]);
  await c.createIndex({ title: 'text', description: 'text' }, { weights: { title: 10 }, name: 'search' });
  return c;
}

const ids = (docs: any[]) => docs.map((d) => d._id);
/** Scores rounded to 6 decimals (mongod's doubles, e.g. 10 * 1.1 = 11.000000000000002). */
const round = (x: number) => Math.round(x * 1e6) / 1e6;
const scored = (docs: any[], field = 'score') => docs.map((d) => ({ ...d, [field]: round(d[field]) }));
const search = (c: any, $search: string, extra: object = {}) => c.find({ $text: { $search, ...extra } }).toArray().then((d: any[]) => ids(d).sort());

describe('text indexes', () => {
  it('creates a weighted text index and lists it as mongod does', async () => {
    const c = await recipes('ti_list');
    const ix = (await c.listIndexes().toArray()).find((i) => i.name === 'search');
    expect(ix).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 'search',
      weights: { description: 1, title: 10 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it('creates a wildcard text index with its default name', async () => {
    const c = coll('ti_wildcard');
    expect(await c.createIndex({ '$**': 'text' })).toBe('$**_text');
    const ix = (await c.listIndexes().toArray()).find((i) => i.name === '$**_text');
    expect(ix).toMatchObject({ key: { _fts: 'text', _ftsx: 1 }, weights: { '$**': 1 }, textIndexVersion: 3 });
    await c.insertOne({ _id: 1, a: { b: 'Nested tomatoes' }, c: ['basil leaves'] });
    expect(ids(await c.find({ $text: { $search: 'tomato' } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ $text: { $search: 'basil' } }).toArray())).toEqual([1]);
  });

  it('allows one text index per collection, with mongod errors', async () => {
    const c = await recipes('ti_one');
    const again = await db.command({ createIndexes: 'ti_one', indexes: [{ key: { title: 'text', description: 'text' }, name: 'search', weights: { title: 10 } }] });
    expect(again.numIndexesAfter).toBe(again.numIndexesBefore);
    const other = await c.createIndex({ cuisine: 'text' }).catch((e) => e);
    expect(other).toMatchObject({ code: 85, codeName: 'IndexOptionsConflict' });
    expect(other.message).toMatch(/^An equivalent index already exists with a different name and options\. Requested index: \{ v: 2, key: \{ _fts: "text", _ftsx: 1 \}, name: "cuisine_text"/);
    const compound = await c.createIndex({ cuisine: 1, title: 'text' }).catch((e) => e);
    expect(compound).toMatchObject({ code: 67, codeName: 'CannotCreateIndex', message: 'only one text index per collection allowed, found existing text index "search"' });
    expect((await c.listIndexes().toArray()).length).toBe(2);
  });

  it('refuses bad text index options', async () => {
    const c = coll('ti_bad');
    await expect(c.createIndex({ a: 'text' }, { default_language: 'klingon' })).rejects.toMatchObject({ code: 67, message: 'default_language is not valid' });
    await expect(c.createIndex({ a: 'text' }, { weights: { a: 'heavy' } } as any)).rejects.toMatchObject({ code: 67, message: 'weight for text index needs numeric type' });
    await expect(c.createIndex({ a: 'text', b: 1, c: 'text' })).rejects.toMatchObject({ code: 67, message: "'text' fields in index must all be adjacent" });
  });
});

describe('$text queries', () => {
  let c: any;
  beforeAll(async () => {
    c = await recipes('tq_basic');
  });

  it('needs a text index (27 IndexNotFound)', async () => {
    await coll('tq_none').insertOne({ a: 'tomato' });
    await expect(coll('tq_none').find({ $text: { $search: 'tomato' } }).toArray()).rejects.toMatchObject({
      code: 27,
      codeName: 'IndexNotFound',
      message: 'text index required for $text query',
    });
  });

  it('matches any term, case-insensitively, with stemming', async () => {
    expect(await search(c, 'tomatoes')).toEqual([1, 2]);
    expect(await search(c, 'TOMATO')).toEqual([1, 2]);
    expect(await search(c, 'basil salad')).toEqual([2, 4]);
    expect(await search(c, 'chick')).toEqual([]);
  });

  it('ignores English stop words, unless $language is none', async () => {
    expect(await search(c, 'the and with')).toEqual([]);
    expect(await search(c, 'the', { $language: 'none' })).toEqual([]);
    // The query is not stemmed, the index was: "tomatoes" is indexed as "tomato".
    expect(await search(c, 'tomatoes', { $language: 'none' })).toEqual([]);
    expect(await search(c, 'tomato', { $language: 'none' })).toEqual([1, 2]);
  });

  it('requires every quoted phrase and excludes negated terms', async () => {
    expect(await search(c, '"olive oil"')).toEqual([4]);
    expect(await search(c, 'soup "rich soup"')).toEqual([1]);
    expect(await search(c, 'soup -rich')).toEqual([3]);
    expect(await search(c, 'soup -"rich soup"')).toEqual([3]);
    expect(await search(c, 'tomato "basil" "lettuce"')).toEqual([]);
  });

  it('folds diacritics unless $diacriticSensitive, and honours $caseSensitive', async () => {
    expect(await search(c, 'cafe')).toEqual([5]);
    expect(await search(c, 'cafe', { $diacriticSensitive: true })).toEqual([]);
    expect(await search(c, 'Café', { $diacriticSensitive: true })).toEqual([5]);
    expect(await search(c, 'pasta', { $caseSensitive: true })).toEqual([]);
    expect(await search(c, 'Pasta', { $caseSensitive: true })).toEqual([2]);
  });

  it('combines $text with other predicates, counts and distinct', async () => {
    expect(ids(await c.find({ $text: { $search: 'soup' }, cuisine: 'french' }).toArray())).toEqual([3]);
    expect(await c.countDocuments({ $text: { $search: 'soup tomato' } })).toBe(3);
    expect((await c.distinct('cuisine', { $text: { $search: 'soup' } })).sort()).toEqual(['french', 'italian']);
  });

  it('validates the $text argument like mongod', async () => {
    await expect(c.find({ $text: { $search: 1 } }).toArray()).rejects.toMatchObject({ code: 14, message: '"$search" had the wrong type. Expected string, found int' });
    await expect(c.find({ $text: { $query: 'x' } }).toArray()).rejects.toMatchObject({ code: 4, message: 'Missing expected field "$search"' });
    await expect(c.find({ $text: { $search: 'x', $foo: 1 } }).toArray()).rejects.toMatchObject({ code: 2, message: 'extra fields in $text' });
    await expect(c.find({ $text: { $search: 'x', $caseSensitive: 'yes' } }).toArray()).rejects.toMatchObject({ code: 14 });
    await expect(c.find({ $text: { $search: 'x', $language: 'klingon' } }).toArray()).rejects.toMatchObject({ code: 2, message: 'unsupported language: "klingon" for text index version 3' });
  });

  it('refuses $text where mongod does', async () => {
    await expect(c.find({ $and: [{ $text: { $search: 'a' } }, { $text: { $search: 'b' } }] }).toArray()).rejects.toMatchObject({ code: 2, message: 'Too many text expressions' });
    await expect(c.find({ $nor: [{ $text: { $search: 'soup' } }] }).toArray()).rejects.toMatchObject({ code: 2, message: 'text expression not allowed in nor' });
    await expect(c.find({ tags: { $elemMatch: { $text: { $search: 'soup' } } } }).toArray()).rejects.toMatchObject({ code: 2, message: '$text can only be applied to the top-level document' });
    const unindexedOr = await c.find({ $or: [{ $text: { $search: 'soup' } }, { cuisine: 'greek' }] }).toArray().catch((e: any) => e);
    expect(unindexedOr).toMatchObject({ code: 291, codeName: 'NoQueryExecutionPlans' });
    expect(unindexedOr.message).toContain('Failed to produce a solution for TEXT under OR - other non-TEXT clauses under OR have to be indexed as well.');
    expect(ids(await c.find({ $or: [{ $text: { $search: 'salad' } }, { _id: 5 }] }).sort({ _id: 1 }).toArray())).toEqual([4, 5]);
  });

  it('follows inserts, updates and deletes', async () => {
    const d = await recipes('tq_writes');
    await d.insertOne({ _id: 10, title: 'Chickpea stew', description: '' });
    expect(await search(d, 'chickpeas')).toEqual([10]);
    await d.updateOne({ _id: 10 }, { $set: { title: 'Lentil stew' } });
    expect(await search(d, 'chickpeas')).toEqual([]);
    expect(await search(d, 'lentils')).toEqual([10]);
    await d.deleteOne({ _id: 10 });
    expect(await search(d, 'lentils')).toEqual([]);
  });

  it('refuses a document whose language override mongod does not know', async () => {
    const d = await recipes('tq_lang');
    await expect(d.insertOne({ _id: 20, title: 'x', language: 'klingon' })).rejects.toMatchObject({ code: 17262, message: 'language override unsupported: klingon' });
    await d.insertOne({ _id: 21, title: 'the tomatoes', language: 'none' });
    expect(await search(d, 'the', { $language: 'none' })).toEqual([21]);
  });

  it('needs equality on the prefix fields of a compound text index', async () => {
    const d = coll('tq_prefix');
    await d.insertMany([
      { _id: 1, cuisine: 'italian', title: 'Tomato soup' },
      { _id: 2, cuisine: 'french', title: 'Tomato tart' },
    ]);
    await d.createIndex({ cuisine: 1, title: 'text' });
    expect(ids(await d.find({ cuisine: 'french', $text: { $search: 'tomato' } }).toArray())).toEqual([2]);
    const err = await d.find({ $text: { $search: 'tomato' } }).toArray().catch((e) => e);
    expect(err).toMatchObject({ code: 291, codeName: 'NoQueryExecutionPlans' });
    expect(err.message).toContain('failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)');
  });
});

describe('textScore', () => {
  let c: any;
  beforeAll(async () => {
    c = await recipes('ts_scores');
  });

  it('scores with mongod formula: weights, term share, decaying repeats, exact-field boost', async () => {
    const docs = await c.find({ $text: { $search: 'soup' } }, { projection: { score: { $meta: 'textScore' }, _id: 1 } }).sort({ score: { $meta: 'textScore' } }).toArray();
    // _id 3: title "Soup" (10 * 1 * 1.1) + description "soup soup soup" (1 + 1/2 + 1/4) ; _id 1: title 10 * 0.75 + description 0.75
    expect(scored(docs)).toEqual([
      { _id: 3, score: 12.75 },
      { _id: 1, score: 8.25 },
    ]);
    const tomato = await c.find({ $text: { $search: 'tomatoes' } }, { projection: { score: { $meta: 'textScore' } } }).sort({ score: { $meta: 'textScore' } }).toArray();
    // _id 2: "tomatoes" is one of 3 tokens of the description (stop words do not count): 0.5 * 1/3 + 0.5.
    expect(scored(tomato).map((d: any) => [d._id, d.score, d.title])).toEqual([
      [1, 7.5, 'Tomato soup'],
      [2, 0.666667, 'Pasta'],
    ]);
  });

  it('adds up the scores of several query terms (each term once)', async () => {
    const docs = await c.find({ $text: { $search: 'tomato soup soups' } }, { projection: { score: { $meta: 'textScore' } } }).sort({ score: { $meta: 'textScore' }, _id: 1 }).toArray();
    expect(scored(docs).map((d: any) => [d._id, d.score])).toEqual([
      [1, 15.75],
      [3, 12.75],
      [2, 0.666667],
    ]);
  });

  it('sorts by textScore with other keys and keeps the rest of the projection', async () => {
    const docs = await c.find({ $text: { $search: 'soup pasta' } }, { projection: { title: 1, score: { $meta: 'textScore' } } }).sort({ score: { $meta: 'textScore' } }).limit(2).toArray();
    expect(scored(docs)).toEqual([
      { _id: 3, title: 'Soup', score: 12.75 },
      { _id: 2, title: 'Pasta', score: 11.666667 },
    ]);
  });

  it('refuses textScore without $text (40218)', async () => {
    await expect(c.find({}, { projection: { score: { $meta: 'textScore' } } }).toArray()).rejects.toMatchObject({ code: 40218 });
    await expect(c.find({}).sort({ score: { $meta: 'textScore' } }).toArray()).rejects.toMatchObject({ code: 40218 });
  });

  it('works in aggregate when $match with $text is the first stage', async () => {
    const out = await c
      .aggregate([
        { $match: { $text: { $search: 'soup' } } },
        { $project: { title: 1, score: { $meta: 'textScore' } } },
        { $sort: { score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(scored(out)).toEqual([
      { _id: 3, title: 'Soup', score: 12.75 },
      { _id: 1, title: 'Tomato soup', score: 8.25 },
    ]);
    const added = await c.aggregate([{ $match: { $text: { $search: 'tomato' } } }, { $addFields: { s: { $meta: 'textScore' } } }, { $sort: { s: -1 } }, { $limit: 1 }]).toArray();
    expect(scored(added, 's')).toEqual([{ _id: 1, title: 'Tomato soup', description: 'A rich soup', cuisine: 'italian', s: 7.5 }]);
    expect(await c.aggregate([{ $match: { $text: { $search: 'soup' } } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
  });

  it('refuses $text after the first stage and textScore without $text in aggregate', async () => {
    await expect(c.aggregate([{ $match: { cuisine: 'french' } }, { $match: { $text: { $search: 'soup' } } }]).toArray()).rejects.toMatchObject({
      code: 17313,
      message: '$match with $text is only allowed as the first pipeline stage',
    });
    await expect(c.aggregate([{ $project: { score: { $meta: 'textScore' } } }]).toArray()).rejects.toMatchObject({ code: 40218 });
  });
});
