/** Conformance: change-stream options, pipeline validation and showExpandedEvents (see conformance-change-streams.spec.ts). */
import { Db, Document } from 'mongodb';
import { client, db, isReplicaSet, target, useConformance } from './conformance-setup';
import { FAST, next, open, run, take, unique } from './change-streams-setup';

useConformance('changestreams_options', true);

describe('options and pipeline validation', () => {
  it('refuses bad $changeStream options with mongod codes and messages', async () => {
    if (!isReplicaSet) return;
    const name = unique('opts');
    const agg = (pipeline: Document[], on: Db = db, target: string | number = name) => run({ aggregate: target, pipeline, cursor: {} }, on);
    await expect(agg([{ $changeStream: { fullDocument: 'bogus' } }])).rejects.toMatchObject({
      code: 2,
      codeName: 'BadValue',
      message: "Enumeration value 'bogus' for field '$changeStream.fullDocument' is not a valid value.",
    });
    await expect(agg([{ $changeStream: { fullDocumentBeforeChange: 'sometimes' } }])).rejects.toMatchObject({ code: 2 });
    await expect(agg([{ $changeStream: { notAnOption: 1 } }])).rejects.toMatchObject({
      code: 40415,
      message: "BSON field '$changeStream.notAnOption' is an unknown field.",
    });
    await expect(agg([{ $changeStream: { fullDocument: 1 } }])).rejects.toMatchObject({ code: 14, codeName: 'TypeMismatch' });
    await expect(agg([{ $changeStream: 1 }])).rejects.toMatchObject({ code: 50808, message: '$changeStream stage expects a document as argument' });
    await expect(agg([{ $match: {} }, { $changeStream: {} }])).rejects.toMatchObject({ code: 40602 });
    await expect(agg([{ $changeStream: {} }, { $group: { _id: null } }])).rejects.toMatchObject({
      code: 20,
      codeName: 'IllegalOperation',
      message: '$group is not permitted in a $changeStream pipeline',
    });
    await expect(agg([{ $changeStream: { allChangesForCluster: true } }])).rejects.toMatchObject({ code: 72, codeName: 'InvalidOptions' });
    await expect(agg([{ $changeStream: {} }], client.db('admin'), 1)).rejects.toMatchObject({
      code: 73,
      message: '$changeStream may not be opened on the internal admin database',
    });
    await expect(agg([{ $changeStream: {} }], client.db('local'), 'x')).rejects.toMatchObject({ code: 73 });
  });

  it('gives a pre-image only where the collection records them (fullDocumentBeforeChange)', async () => {
    if (!isReplicaSet) return;
    const plain = db.collection(unique('noimages'));
    await plain.insertOne({ _id: 1 as any, v: 1 });
    const whenAvailable = await open(plain.watch([], { fullDocumentBeforeChange: 'whenAvailable', ...FAST }));
    await plain.updateOne({ _id: 1 as any }, { $set: { v: 2 } });
    expect(await next(whenAvailable)).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: null });
    await whenAvailable.close();

    const required = await run({ aggregate: plain.collectionName, pipeline: [{ $changeStream: { fullDocumentBeforeChange: 'required' } }], cursor: {} });
    await plain.updateOne({ _id: 1 as any }, { $set: { v: 3 } });
    await expect(run({ getMore: required.cursor.id, collection: plain.collectionName, maxTimeMS: 2000 })).rejects.toMatchObject({
      code: 47,
      codeName: 'NoMatchingDocument',
      message: expect.stringContaining('Change stream was configured to require a pre-image for all update, delete and replace events, but the pre-image was not found for event'),
    });

    const name = unique('images');
    await db.createCollection(name, { changeStreamPreAndPostImages: { enabled: true } });
    const withImages = db.collection(name);
    await withImages.insertOne({ _id: 1 as any, v: 1 });
    const stream = await open(withImages.watch([], { fullDocumentBeforeChange: 'required', fullDocument: 'required', ...FAST }));
    await withImages.updateOne({ _id: 1 as any }, { $set: { v: 2 } });
    await withImages.deleteOne({ _id: 1 as any });
    const [upd, del] = await take(stream, 2);
    expect(upd).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: { _id: 1, v: 1 }, fullDocument: { _id: 1, v: 2 } });
    expect(del).toMatchObject({ operationType: 'delete', fullDocumentBeforeChange: { _id: 1, v: 2 } });
    await stream.close();
  });
});

describe('showExpandedEvents', () => {
  it('adds create, createIndexes and dropIndexes events', async () => {
    if (!isReplicaSet) return;
    const name = unique('expanded');
    const stream = await open(db.watch([{ $match: { 'ns.coll': name } }], { showExpandedEvents: true, ...FAST }));
    try {
      await db.collection(name).insertOne({ _id: 1 as any });
      await db.collection(name).createIndex({ a: 1 });
      await db.collection(name).dropIndex('a_1');
      const events = await take(stream, 4);
      expect(events.map((e) => e.operationType)).toEqual(['create', 'insert', 'createIndexes', 'dropIndexes']);
      expect(events[0]).toMatchObject({ ns: { db: target.dbName, coll: name }, operationDescription: { idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } } });
      expect(events[2]).toMatchObject({ operationDescription: { indexes: [{ v: 2, key: { a: 1 }, name: 'a_1' }] } });
      expect(events[3]).toMatchObject({ operationDescription: { indexes: [{ v: 2, key: { a: 1 }, name: 'a_1' }] } });
    } finally {
      await stream.close();
    }
  });
});
